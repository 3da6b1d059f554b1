import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/form-fields";
import { flowHref, type Flow } from "~/utils/create-video-flow";
import type { Loaded } from "~/utils/api.server";
import type { ProductView } from "../../../api/contract";
import { useFormResult } from "~/components/use-form-result";
import { useIntentPending } from "~/components/use-intent-pending";
import { PageLinks } from "~/components/page-links";
import { PasteLinkForm } from "~/components/paste-link-form";
import { PendingButton } from "~/components/pending-button";
import { CardHeading } from "~/components/card-heading";
import { ProductDetailsForm } from "~/components/product-details-form";
import { ProductChoices } from "~/components/product-choices";
import { ProductSourceTabs } from "~/components/product-source-tabs";

type ProductPage = Loaded<{ items: ProductView[]; total: number; page: number; page_size: number }>;

/** Step 1: the product, from a link, typed details or one made before. */
export function ProductStep({ flow, products, currentProduct }: { flow: Flow; products: ProductPage | null; currentProduct: ProductView | null }) {
  const { t } = useTranslation();
  const linkResult = useFormResult("product-link");
  const detailsResult = useFormResult("product-details");

  return (
    <section aria-labelledby="product-step-title" className="card space-y-5">
      <CardHeading id="product-step-title" title={t("createVideo.product.title")} intro={t("createVideo.product.intro")} />

      {currentProduct && flow.productId ? (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-primary-soft px-4 py-3 text-sm">
          <span>{t("createVideo.product.keep", { name: currentProduct.name })}</span>
          <Link to={flowHref(flow, { step: "ideas" })} className="link">
            {t("createVideo.product.continue")}
          </Link>
        </p>
      ) : null}

      <ProductSourceTabs current={flow.source} hrefOf={(source) => flowHref(flow, { step: "product", source })} />

      {flow.source === "link" ? (
        <div className="space-y-3">
          <PasteLinkForm lastResult={linkResult} autoFocus />
          <p className="text-sm text-muted">
            {t("createVideo.product.linkHelp")}{" "}
            <Link to={flowHref(flow, { step: "product", source: "details" })} className="link">
              {t("createVideo.product.typeInstead")}
            </Link>
          </p>
        </div>
      ) : null}
      {flow.source === "details" ? <ProductDetailsForm lastResult={detailsResult} /> : null}
      {flow.source === "existing" ? <ExistingProducts flow={flow} products={products} /> : null}
    </section>
  );
}

function ExistingProducts({ flow, products }: { flow: Flow; products: ProductPage | null }) {
  const { t } = useTranslation();
  const result = useFormResult("product-existing");
  const pending = useIntentPending("existing");
  if (!products) return null;
  if (!products.ok)
    return (
      <p role="alert" className="text-sm text-danger">
        {products.message}
      </p>
    );
  const { items, total, page, page_size: pageSize } = products.data;
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-line p-6 text-center">
        <p className="font-medium">{t("createVideo.product.noProducts")}</p>
        <Link to={flowHref(flow, { step: "product", source: "link" })} className="link mt-2 inline-block">
          {t("createVideo.product.pasteInstead")}
        </Link>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageHref = (n: number) => `${flowHref(flow, { step: "product" })}&page=${n}`;

  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="existing" />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t("createVideo.product.pickOne")}</legend>
        <ProductChoices products={items} type="radio" name="product" />
      </fieldset>
      <PageLinks label={t("createVideo.product.pages")} page={page} pageCount={pages} hrefOf={pageHref} />
      <ErrorList errors={result?.error?.[""] ?? undefined} />
      <PendingButton pending={pending}>{t("createVideo.product.useThis")}</PendingButton>
    </Form>
  );
}
