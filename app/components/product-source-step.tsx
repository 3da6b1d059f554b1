/**
 * The first step of every screen that starts from a product (/create-slideshow, /create-promotion-poster): paste a
 * link, type the details, or pick one of the user's products, a page at a time. Each screen gives its own texts and
 * addresses; the forms post to the screen's own action with the intents `link`, `details` and `existing`.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CardHeading } from "~/components/card-heading";
import { ErrorList } from "~/components/form-fields";
import { PageLinks } from "~/components/page-links";
import { PasteLinkForm } from "~/components/paste-link-form";
import { PendingButton } from "~/components/pending-button";
import { ProductChoices } from "~/components/product-choices";
import { ProductDetailsForm } from "~/components/product-details-form";
import { ProductSourceTabs } from "~/components/product-source-tabs";
import { useFormResult } from "~/components/use-form-result";
import { useIntentPending } from "~/components/use-intent-pending";
import type { ProductSource } from "~/utils/create-video-flow";
import type { ProductView } from "../../api/contract";

/** The user's products as the loader read them (only on the `existing` tab), or why they could not be read. */
export type ProductsPage = { ok: true; data: { items: ProductView[]; total: number; page: number; page_size: number } } | { ok: false; message: string };

export function ProductSourceStep({
  title,
  intro,
  source,
  products,
  hrefOf,
}: {
  title: string;
  intro: string;
  source: ProductSource;
  products: ProductsPage | null;
  /** The screen's address on another tab or page of products; with no change, the screen's own address. */
  hrefOf: (change?: { source?: ProductSource; page?: number }) => string;
}) {
  const { t } = useTranslation();
  const linkResult = useFormResult("product-link");
  const detailsResult = useFormResult("product-details");
  const existingResult = useFormResult("product-existing");
  const pending = useIntentPending("existing");

  return (
    <section aria-labelledby="product-step-title" className="card space-y-5">
      <CardHeading id="product-step-title" title={title} intro={intro} />
      <ProductSourceTabs current={source} hrefOf={(tab) => hrefOf({ source: tab, page: 1 })} />
      {source === "link" ? <PasteLinkForm lastResult={linkResult} action={hrefOf()} autoFocus /> : null}
      {source === "details" ? <ProductDetailsForm lastResult={detailsResult} /> : null}
      {source === "existing" && products ? (
        !products.ok ? (
          <p role="alert" className="text-sm text-danger">
            {products.message}
          </p>
        ) : products.data.items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-line p-6 text-center">
            <p className="font-medium">{t("createVideo.product.noProducts")}</p>
            <Link to={hrefOf({ source: "link" })} className="link mt-2 inline-block">
              {t("createVideo.product.pasteInstead")}
            </Link>
          </div>
        ) : (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="existing" />
            <fieldset>
              <legend className="mb-2 text-sm font-medium">{t("createVideo.product.pickOne")}</legend>
              <ProductChoices products={products.data.items} type="radio" name="product" />
            </fieldset>
            <PageLinks
              label={t("createVideo.product.pages")}
              page={products.data.page}
              pageCount={Math.max(1, Math.ceil(products.data.total / products.data.page_size))}
              hrefOf={(page) => hrefOf({ page })}
            />
            <ErrorList errors={existingResult?.error?.[""] ?? undefined} />
            <PendingButton pending={pending}>{t("createVideo.product.useThis")}</PendingButton>
          </Form>
        )
      ) : null}
    </section>
  );
}
