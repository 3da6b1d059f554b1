import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DeleteButton, DeleteFormFields, InlineDeleteConfirmation, KeepLink } from "~/components/ask-before-deleting";
import { deleteFormId } from "./products";
import { useProductAction } from "./use-product-action";

interface Deletable {
  id: string;
  name: string;
}

/** Delete asks first: a dialog with JavaScript, the page's own confirmation at `confirmHref` without. */
export function DeleteProductButton({ product, confirmHref, className = "btn-secondary text-danger" }: { product: Deletable; confirmHref: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <DeleteButton
      label={
        <>
          {t("products.delete")}
          <span className="sr-only"> {product.name}</span>
        </>
      }
      className={className}
      confirmHref={confirmHref}
      title={t("products.deleteTitle")}
      body={t("products.deleteBody", { name: product.name })}
      keepLabel={t("products.keep")}
      form={(keep) => <DeleteForm product={product}>{keep}</DeleteForm>}
    />
  );
}

export function DeleteConfirmation({ product, cancelHref, headingLevel }: { product: Deletable; cancelHref: string; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <InlineDeleteConfirmation
      titleId={`${deleteFormId(product.id)}-title`}
      title={t("products.deleteTitle")}
      body={t("products.deleteBody", { name: product.name })}
      headingLevel={headingLevel}
    >
      <DeleteForm product={product}>
        <KeepLink to={cancelHref}>{t("products.keep")}</KeepLink>
      </DeleteForm>
    </InlineDeleteConfirmation>
  );
}

function DeleteForm({ product, children }: { product: Deletable; children: ReactNode }) {
  const { t } = useTranslation();
  const { fetcher, pending, answer } = useProductAction(deleteFormId(product.id));
  const errors = pending ? undefined : (answer?.result.error?.[""] ?? undefined);
  return (
    <fetcher.Form method="post" className="space-y-3">
      <DeleteFormFields id={product.id} errors={errors} pending={pending} confirmLabel={t("products.deleteConfirm")}>
        {children}
      </DeleteFormFields>
    </fetcher.Form>
  );
}
