import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Link } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { PendingButton } from "~/components/create-video/pending-button";
import { ViaFetcher } from "~/components/create-video/scene-editor";
import { ErrorList } from "~/components/form-fields";
import { deleteFormId } from "./products";
import { useProductAction } from "./use-product-action";

interface Deletable {
  id: string;
  name: string;
}

const dangerButton = "btn bg-danger text-white hover:bg-danger/90";

/**
 * Delete asks first. Without JavaScript the button is a link to `confirmHref` (the page with `?confirm-delete`),
 * which shows the confirmation in place; with it, a dialog asks. Both post the same form.
 */
export function DeleteProductButton({ product, confirmHref, className = "btn-secondary text-danger" }: { product: Deletable; confirmHref: string; className?: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const label = (
    <>
      {t("products.delete")}
      <span className="sr-only"> {product.name}</span>
    </>
  );

  return (
    <>
      {hydrated ? (
        <button type="button" onClick={() => setOpen(true)} className={className}>
          {label}
        </button>
      ) : (
        <Link to={confirmHref} className={className}>
          {label}
        </Link>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-40">
        <div aria-hidden="true" className="fixed inset-0 bg-black/50" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="card w-full max-w-md space-y-4">
            <DialogTitle className="text-lg font-semibold">{t("products.deleteTitle")}</DialogTitle>
            <Description className="text-sm text-muted">{t("products.deleteBody", { name: product.name })}</Description>
            <DeleteForm product={product}>
              <button type="button" autoFocus onClick={() => setOpen(false)} className="btn-secondary">
                {t("products.keep")}
              </button>
            </DeleteForm>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}

/** The confirmation as the page shows it for `?confirm-delete` (without JavaScript, or from a typed address). */
export function DeleteConfirmation({ product, cancelHref, headingLevel }: { product: Deletable; cancelHref: string; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const titleId = `${deleteFormId(product.id)}-title`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-danger/50 bg-danger/5 p-4">
      <Heading id={titleId} className="font-semibold">
        {t("products.deleteTitle")}
      </Heading>
      <p className="text-sm text-muted">{t("products.deleteBody", { name: product.name })}</p>
      <DeleteForm product={product}>
        <Link to={cancelHref} preventScrollReset className="btn-secondary">
          {t("products.keep")}
        </Link>
      </DeleteForm>
    </section>
  );
}

function DeleteForm({ product, children }: { product: Deletable; children: ReactNode }) {
  const { t } = useTranslation();
  const { fetcher, pending, answer } = useProductAction(deleteFormId(product.id));
  const errors = pending ? undefined : answer?.result.error?.[""] ?? undefined;
  return (
    <fetcher.Form method="post" className="space-y-3">
      <ViaFetcher />
      <input type="hidden" name="id" value={product.id} />
      <ErrorList errors={errors} />
      <div className="flex flex-wrap justify-end gap-2">
        {children}
        <PendingButton pending={pending} name="intent" value="delete" className={dangerButton}>
          {t("products.deleteConfirm")}
        </PendingButton>
      </div>
    </fetcher.Form>
  );
}
