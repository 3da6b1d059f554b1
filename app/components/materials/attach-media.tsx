import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { productHref } from "~/components/products/products";
import { ViaFetcher } from "~/components/via-fetcher";
import { attachFormId, materialsHref, type MaterialsView, type ProductChoice } from "./materials";
import { useMaterialsAction } from "./use-materials-action";

/** "For: Harbor Lantern": the products an item is a material of, each a link to the product's page. */
export function AttachedProducts({ products }: { products: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <p className="break-words text-xs">
      <span className="text-muted">{t("addMaterial.attach.for")}</span>{" "}
      {products.map((product, index) => (
        <span key={product.id}>
          {index > 0 ? ", " : null}
          <Link to={productHref(product.id)} className="link">
            {product.name}
          </Link>
        </span>
      ))}
    </p>
  );
}

/**
 * Makes an upload one of a product's materials: a product and Attach. Only products it is not a material of yet are
 * offered; with none left (or no products at all) there is no form.
 */
export function AttachToProduct({ item, view, products }: { item: { id: string; name: string; products: { id: string }[] }; view: MaterialsView; products: ProductChoice[] }) {
  const { t } = useTranslation();
  const formId = attachFormId(item.id);
  const { fetcher, pending, error } = useMaterialsAction(formId);
  const attached = new Set(item.products.map((product) => product.id));
  const choices = products.filter((product) => !attached.has(product.id));
  if (choices.length === 0) return null;
  const selectId = `${formId}-product`;
  const errorId = `${formId}-error`;
  return (
    <fetcher.Form method="post" action={materialsHref(view)} preventScrollReset className="space-y-1.5">
      <ViaFetcher />
      <input type="hidden" name="intent" value="attach" />
      <input type="hidden" name="id" value={item.id} />
      <label htmlFor={selectId} className="block text-xs font-medium">
        {t("addMaterial.attach.label")}
        <span className="sr-only"> {item.name}</span>
      </label>
      <select id={selectId} name="product_id" required aria-describedby={error ? errorId : undefined} className="input w-full py-1.5 text-sm">
        {choices.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name}
          </option>
        ))}
      </select>
      <PendingButton pending={pending} className="btn-secondary px-3 py-1.5">
        {t("addMaterial.attach.submit")}
        <span className="sr-only"> {item.name}</span>
      </PendingButton>
      <ErrorList id={errorId} errors={error ? [error] : undefined} />
    </fetcher.Form>
  );
}
