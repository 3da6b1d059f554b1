import { getFormProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CardHeading } from "~/components/card-heading";
import { ErrorList, LabelledControl, TextareaField } from "~/components/form-fields";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { PageHeading } from "~/components/page-heading";
import { PendingButton } from "~/components/pending-button";
import { ProductChoices } from "~/components/product-choices";
import { BatchSchema, isFinalItem, readBatchDraft } from "~/components/slideshows/batch";
import { BatchItems } from "~/components/slideshows/batch-items";
import { formatSize } from "~/components/slideshows/format-name";
import { NoScriptRefresh, useRefreshWhile } from "~/components/slideshows/refresh-while-working";
import { batchHref, batchSlideshowPath, readPage, slideshowListPath } from "~/components/slideshows/slideshows";
import { BrandKitField } from "~/components/slideshows/brand-kit-field";
import { listBatchProducts, readBatch, startBatch } from "~/data/batch-slideshow.server";
import { listTemplates } from "~/data/create-slideshow.server";
import { listBrandKits } from "~/data/slideshow-brand.server";
import { requirePower } from "~/utils/auth.server";
import { planRefused } from "~/utils/form-reply.server";
import { readForm } from "~/utils/read-form.server";
import { idPattern, slideFormats, slideshowLimits } from "../../api/contract";

/** While items are still being made the page reads them again this often: a meta refresh without JavaScript, a revalidation with it. */
const refreshSeconds = 2;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

/** With `?batch=` the batch's items as they are made; without, the form (whose choices the address keeps while its products are paged). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePower(request, context, "slideshow");
  const params = new URL(request.url).searchParams;
  const title = `${context.t("batchSlideshow.title")} · ${context.t("app.name")}`;
  const batchId = params.get("batch");
  if (batchId !== null) {
    if (!idPattern.test(batchId)) throw new Response(null, { status: 404 });
    return json({ title, ...(await readBatch(context, batchId)), form: null });
  }
  const page = readPage(params);
  // The form lists templates by name, which is the same in every format: the samples' format does not matter here.
  const [products, templates, brandKits] = await Promise.all([listBatchProducts(context, page), listTemplates(context, "story"), listBrandKits(context)]);
  return json({
    title,
    batch: null,
    productNames: {},
    form: { draft: readBatchDraft(params), page, products, templates, brands: brandKits.ok ? brandKits.data.brands : [] },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requirePower(request, context, "slideshow");
  const submission = parseWithZod(await readForm(request, context), { schema: BatchSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const started = await startBatch(context, submission.value);
  if (!started.ok)
    return started.upgrade ? planRefused(context, request, started.message) : json({ result: submission.reply({ formErrors: [started.message] }) }, { status: 400 });
  return redirect(batchHref(started.data.id));
}

/** /batch-slideshow: many products (ticked or pasted) made into slideshows of one template and format at once. */
export default function BatchSlideshowPage() {
  const { t } = useTranslation();
  const { batch } = useLoaderData<typeof loader>();

  return (
    <div className="space-y-6">
      <Link to={slideshowListPath} className="link inline-block text-sm">
        ← {t("batchSlideshow.back")}
      </Link>
      <PageHeading title={t("batchSlideshow.title")} intro={t(batch ? "batchSlideshow.introStatus" : "batchSlideshow.intro", { max: slideshowLimits.batch })} />
      {batch ? <BatchStatus /> : <BatchForm />}
    </div>
  );
}

function BatchStatus() {
  const { t } = useTranslation();
  const { batch, productNames } = useLoaderData<typeof loader>();
  const working = batch ? batch.items.some((item) => !isFinalItem(item.status)) : false;
  useRefreshWhile(working, refreshSeconds);
  if (!batch) return null;
  const ready = batch.items.filter((item) => item.status === "ready").length;

  return (
    <section aria-labelledby="batch-items-title" className="card space-y-4">
      <NoScriptRefresh working={working} seconds={refreshSeconds} />
      <CardHeading
        id="batch-items-title"
        title={t("batchSlideshow.items")}
        intro={t(working ? "batchSlideshow.working" : "batchSlideshow.done", { ready, count: batch.items.length })}
      />
      <BatchItems items={batch.items} productNames={productNames} />
      <div className="flex flex-wrap gap-2">
        <Link to={slideshowListPath} className="btn-primary">
          {t("batchSlideshow.allSlideshows")}
        </Link>
        <Link to={batchSlideshowPath} className="btn-secondary">
          {t("batchSlideshow.another")}
        </Link>
      </div>
    </section>
  );
}

function BatchForm() {
  const { t } = useTranslation();
  const { form: data } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult: SubmissionResult<string[]> | undefined = actionData?.result;
  // Checked by the server only: a page of the product list is the same form sent as a GET, half filled in on purpose.
  const [form, fields] = useForm({
    id: "batch",
    lastResult,
    defaultValue: data ? { links: data.draft.links, template: data.draft.template, format: data.draft.format || "square", brand: data.draft.brand } : undefined,
  });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  if (!data) return null;
  const { draft, products, templates, brands, page } = data;
  // After a refusal the ticks are the ones sent; otherwise the address's.
  const sent = lastResult?.initialValue?.product;
  const pickedIds = sent === undefined ? draft.products : [sent].flat().filter((id): id is string => typeof id === "string");
  const picked = new Set(pickedIds);
  const onThisPage = new Set(products.ok ? products.data.items.map((product) => product.id) : []);
  const pageCount = products.ok ? products.data.pageCount : 1;
  const linkErrors = fields.links.errors;

  return (
    <Form method="post" action={batchSlideshowPath} {...getFormProps(form)} className="space-y-6">
      <section aria-labelledby="batch-products-title" className="card space-y-4">
        <CardHeading id="batch-products-title" title={t("batchSlideshow.products")} intro={t("batchSlideshow.productsIntro")} />
        {/* Products ticked on other pages of the list travel along, as the address keeps them. */}
        {pickedIds
          .filter((id) => !onThisPage.has(id))
          .map((id) => (
            <input key={id} type="hidden" name="product" value={id} />
          ))}
        {!products.ok ? (
          <p role="alert" className="text-sm text-danger">
            {products.message}
          </p>
        ) : products.data.items.length === 0 ? (
          <p className="text-sm text-muted">{t("batchSlideshow.noProducts")}</p>
        ) : (
          <fieldset>
            <legend className="sr-only">{t("batchSlideshow.products")}</legend>
            <ProductChoices products={products.data.items} type="checkbox" name="product" checked={picked} />
          </fieldset>
        )}
        {pageCount > 1 ? (
          <nav aria-label={t("batchSlideshow.pages")} className="flex items-center justify-between gap-3">
            {/* The list is paged by sending the form as a GET: what was ticked and typed stays in the address. */}
            <button type="submit" formMethod="get" formAction={batchSlideshowPath} name="page" value={page - 1} disabled={page <= 1} className="btn-secondary">
              {t("pagination.previous")}
            </button>
            <p className="text-sm text-muted">{t("pagination.pageOf", { page, pages: pageCount })}</p>
            <button type="submit" formMethod="get" formAction={batchSlideshowPath} name="page" value={page + 1} disabled={page >= pageCount} className="btn-secondary">
              {t("pagination.next")}
            </button>
          </nav>
        ) : null}
        {pickedIds.length > 0 ? <p className="text-sm text-muted">{t("batchSlideshow.picked", { count: pickedIds.length })}</p> : null}
      </section>

      <section aria-labelledby="batch-links-title" className="card space-y-4">
        <CardHeading id="batch-links-title" title={t("batchSlideshow.links")} />
        <TextareaField
          label={t("batchSlideshow.linksLabel")}
          hint={t("batchSlideshow.linksHint", { max: slideshowLimits.batch })}
          textareaProps={{ ...getTextareaProps(fields.links), rows: 6, placeholder: "https://shop.example/products/…", spellCheck: false }}
          errors={linkErrors}
        />
      </section>

      <section aria-labelledby="batch-design-title" className="card space-y-4">
        <CardHeading id="batch-design-title" title={t("batchSlideshow.design")} />
        <div className="grid gap-4 sm:grid-cols-3">
          <LabelledControl htmlFor={fields.template.id} label={t("batchSlideshow.template")} errorId={fields.template.errorId} errors={fields.template.errors}>
            <select {...getSelectProps(fields.template)} className="input">
              {(templates.ok ? templates.data : []).map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name} · {t(`slideshow.categories.${template.category}`)}
                </option>
              ))}
            </select>
          </LabelledControl>
          <LabelledControl htmlFor={fields.format.id} label={t("batchSlideshow.format")} errorId={fields.format.errorId} errors={fields.format.errors}>
            <select {...getSelectProps(fields.format)} className="input">
              {slideFormats.map((format) => (
                <option key={format} value={format}>
                  {t(`slideshow.formats.${format}`)} · {formatSize(format)}
                </option>
              ))}
            </select>
          </LabelledControl>
          <BrandKitField label={t("batchSlideshow.brand")} field={fields.brand} brands={brands} back={batchSlideshowPath} />
        </div>
        {!templates.ok ? (
          <p role="alert" className="text-sm text-danger">
            {templates.message}
          </p>
        ) : null}
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{t("batchSlideshow.submitHint", { max: slideshowLimits.batch })}</p>
          <PendingButton pending={pending}>{t("batchSlideshow.submit")}</PendingButton>
        </div>
      </section>
    </Form>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
