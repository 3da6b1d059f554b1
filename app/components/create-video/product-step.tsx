import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorList, Field, TextareaField } from "~/components/form-fields";
import { flowHref, productSources, type Flow } from "~/utils/create-video-flow";
import type { Loaded } from "~/utils/api.server";
import type { ProductView } from "../../../api/contract";
import { browserMediaHref } from "~/utils/video";
import { useFormResult } from "./form-state";
import { useIntentPending } from "~/components/use-intent-pending";
import { PageLinks } from "~/components/page-links";
import { PasteLinkForm } from "~/components/paste-link-form";
import { PendingButton } from "~/components/pending-button";
import { formatPrice } from "~/utils/format-price";
import { DetailsSchema } from "~/utils/product-intake";
import { CardHeading } from "~/components/card-heading";
import { useSchemaForm } from "~/components/use-schema-form";

type ProductPage = Loaded<{ items: ProductView[]; total: number; page: number; page_size: number }>;

/** Step 1: the product, from a link, typed details or one made before. */
export function ProductStep({ flow, products, currentProduct }: { flow: Flow; products: ProductPage | null; currentProduct: ProductView | null }) {
  const { t } = useTranslation();
  const linkResult = useFormResult("product-link");

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

      <nav aria-label={t("createVideo.product.sources")} className="flex flex-wrap gap-1 rounded-xl bg-canvas p-1">
        {productSources.map((source) => (
          <Link
            key={source}
            to={flowHref(flow, { step: "product", source })}
            replace
            preventScrollReset
            aria-current={flow.source === source ? "page" : undefined}
            className={`flex-1 rounded-lg px-3 py-2 text-center text-sm font-medium ${flow.source === source ? "bg-surface text-ink shadow-sm" : "text-muted hover:text-ink"}`}
          >
            {t(`createVideo.product.source.${source}`)}
          </Link>
        ))}
      </nav>

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
      {flow.source === "details" ? <DetailsForm /> : null}
      {flow.source === "existing" ? <ExistingProducts flow={flow} products={products} /> : null}
    </section>
  );
}

function DetailsForm() {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(DetailsSchema, { id: "product-details", lastResult: useFormResult("product-details"), defaultValue: { currency: "USD" } });
  const pending = useIntentPending("details");

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="details" />
      <Field label={t("createVideo.product.name")} inputProps={getInputProps(fields.name, { type: "text" })} errors={fields.name.errors} />
      <TextareaField label={t("createVideo.product.description")} textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }} errors={fields.description.errors} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t("createVideo.product.price")}
          inputProps={{ ...getInputProps(fields.price, { type: "number" }), step: "0.01", min: 0, inputMode: "decimal" }}
          errors={fields.price.errors}
        />
        <Field label={t("createVideo.product.currency")} inputProps={{ ...getInputProps(fields.currency, { type: "text" }), maxLength: 3 }} errors={fields.currency.errors} />
        <Field label={t("createVideo.product.brand")} inputProps={getInputProps(fields.brand, { type: "text" })} errors={fields.brand.errors} />
      </div>
      <TextareaField
        label={t("createVideo.product.features")}
        hint={t("createVideo.product.featuresHint")}
        textareaProps={{ ...getTextareaProps(fields.features), rows: 4 }}
        errors={fields.features.errors}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <PendingButton pending={pending}>{t("createVideo.product.detailsSubmit")}</PendingButton>
    </Form>
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
        <ul className="grid gap-2 sm:grid-cols-2">
          {items.map((product, index) => (
            <li key={product.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
                <input type="radio" name="product" value={product.id} defaultChecked={index === 0} className="h-4 w-4 accent-[rgb(var(--color-primary))]" />
                <span className="h-12 w-12 shrink-0 overflow-hidden rounded-lg bg-primary-soft">
                  {product.images[0] ? <img src={browserMediaHref(product.images[0].url)} alt="" width={48} height={48} className="h-12 w-12 object-cover" /> : null}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium">{product.name}</span>
                  <span className="block truncate text-xs text-muted">{[product.brand, formatPrice(product.price)].filter(Boolean).join(" · ") || "\u00a0"}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <PageLinks label={t("createVideo.product.pages")} page={page} pageCount={pages} hrefOf={pageHref} />
      <ErrorList errors={result?.error?.[""] ?? undefined} />
      <PendingButton pending={pending}>{t("createVideo.product.useThis")}</PendingButton>
    </Form>
  );
}
