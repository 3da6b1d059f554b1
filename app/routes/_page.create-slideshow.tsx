import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CardHeading } from "~/components/card-heading";
import { ErrorList, Field } from "~/components/form-fields";
import { FilterLink } from "~/components/filter-link";
import { ProductSourceStep } from "~/components/product-source-step";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { NoticeCard } from "~/components/notice-card";
import { PageHeading } from "~/components/page-heading";
import { PendingButton } from "~/components/pending-button";
import { CreateSlideshowSchema, createSlideshowHref, emptyCreateView, readCreateView, type CreateSlideshowView } from "~/components/slideshows/create-slideshow";
import { CreateSteps } from "~/components/slideshows/create-steps";
import { FormatLinks } from "~/components/slideshows/format-links";
import { slideshowEditHref, slideshowListPath } from "~/components/slideshows/slideshows";
import { BrandKitField } from "~/components/slideshows/brand-kit-field";
import { TemplateChoices } from "~/components/slideshows/template-choices";
import { useFormResult, type FormActionData } from "~/components/use-form-result";
import { useIntentPending } from "~/components/use-intent-pending";
import { useSchemaForm } from "~/components/use-schema-form";
import { createSlideshow, listTemplates } from "~/data/create-slideshow.server";
import { findProduct, intakeProduct, listProducts } from "~/data/create-video.server";
import { listBrandKits } from "~/data/slideshow-brand.server";
import { requirePower } from "~/utils/auth.server";
import { planRefused } from "~/utils/form-reply.server";
import { DetailsSchema, ExistingProductSchema, LinkSchema } from "~/utils/product-intake";
import { readForm } from "~/utils/read-form.server";
import { browserMediaHref } from "~/utils/video";
import { templateCategories } from "../../api/contract";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

/** Step 1 (no product in the address): where the product comes from. Step 2: the template, format and brand kit. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePower(request, context, "slideshow");
  const view = readCreateView(new URL(request.url).searchParams);
  const title = `${context.t("createSlideshow.title")} · ${context.t("app.name")}`;
  if (!view.productId) {
    const products = view.source === "existing" ? await listProducts(context, view.page) : null;
    return json({ title, view, products, product: null, templates: null, brands: [] });
  }
  const [product, templates, brandKits] = await Promise.all([
    findProduct(context, view.productId),
    listTemplates(context, view.format, view.category),
    listBrandKits(context),
  ]);
  return json({ title, view, products: null, product, templates, brands: brandKits.ok ? brandKits.data.brands : [] });
}

const refused = (formId: string, result: SubmissionResult<string[]>) => json<FormActionData>({ formId, result }, { status: 400 });

export async function action({ request, context }: ActionFunctionArgs) {
  await requirePower(request, context, "slideshow");
  const view = readCreateView(new URL(request.url).searchParams);
  const formData = await readForm(request, context);
  const intent = formData.get("intent");

  switch (intent) {
    case "link":
    case "details": {
      const formId = `product-${intent}`;
      const submission = parseWithZod(formData, { schema: intent === "link" ? LinkSchema : DetailsSchema });
      if (submission.status !== "success") return refused(formId, submission.reply());
      const product = await intakeProduct(context, submission.value);
      if (!product.ok) return refused(formId, submission.reply({ formErrors: [product.message] }));
      return redirect(createSlideshowHref({ ...view, productId: product.data.id }));
    }
    case "existing": {
      const submission = parseWithZod(formData, { schema: ExistingProductSchema });
      if (submission.status !== "success") return refused("product-existing", submission.reply());
      return redirect(createSlideshowHref({ ...view, productId: submission.value.product }));
    }
    case "create": {
      const submission = parseWithZod(formData, { schema: CreateSlideshowSchema });
      if (submission.status !== "success" || !view.productId) return refused("create", submission.reply());
      const { template, format, brand, title } = submission.value;
      const made = await createSlideshow(context, { productId: view.productId, templateId: template, format, brandId: brand ?? null, title: title || null });
      if (!made.ok) return made.upgrade ? planRefused(context, request, made.message) : refused("create", submission.reply({ formErrors: [made.message] }));
      return redirect(slideshowEditHref(made.data.id));
    }
    default:
      return refused("unknown", { status: "error", error: { "": [context.t("errors.formRejected")] } });
  }
}

/** /create-slideshow: a product (a link, its details, or one made before), then a template in a format. */
export default function CreateSlideshowPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { view } = data;

  return (
    <div className="space-y-6">
      <Link to={slideshowListPath} className="link inline-block text-sm">
        ← {t("createSlideshow.back")}
      </Link>
      <PageHeading title={t("createSlideshow.title")} intro={t("createSlideshow.intro")} />
      <CreateSteps current={view.productId ? "design" : "product"} productHref={createSlideshowHref(view, { productId: null })} />
      {view.productId ? <DesignStep /> : <ProductStep view={view} />}
    </div>
  );
}

function ProductStep({ view }: { view: CreateSlideshowView }) {
  const { t } = useTranslation();
  const { products } = useLoaderData<typeof loader>();
  return (
    <ProductSourceStep
      title={t("createSlideshow.product.title")}
      intro={t("createSlideshow.product.intro")}
      source={view.source}
      products={products}
      hrefOf={(change = {}) => createSlideshowHref(view, change)}
    />
  );
}

function DesignStep() {
  const { t } = useTranslation();
  const { view, product, templates, brands } = useLoaderData<typeof loader>();
  const [form, fields] = useSchemaForm(CreateSlideshowSchema, { id: "create", lastResult: useFormResult("create") });
  const pending = useIntentPending("create");

  if (!product) {
    return (
      <NoticeCard title={t("createSlideshow.productGone")} alert>
        <Link to={createSlideshowHref(emptyCreateView)} className="btn-secondary">
          {t("createSlideshow.pickProduct")}
        </Link>
      </NoticeCard>
    );
  }

  return (
    <div className="space-y-6">
      <section aria-label={t("createSlideshow.productLabel")} className="card flex items-center gap-4 p-4">
        <span className="h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-primary-soft">
          {product.images[0] ? <img src={browserMediaHref(product.images[0].url)} alt="" width={56} height={56} className="h-14 w-14 object-cover" /> : null}
        </span>
        <p className="min-w-0 flex-1 truncate font-semibold">{product.name}</p>
        <Link to={createSlideshowHref(view, { productId: null })} className="btn-secondary px-3 py-1.5">
          {t("createSlideshow.changeProduct")}
        </Link>
      </section>

      <section aria-labelledby="format-title" className="card space-y-4">
        <CardHeading id="format-title" title={t("createSlideshow.format")} intro={t("createSlideshow.formatIntro")} />
        <FormatLinks current={view.format} hrefOf={(format) => createSlideshowHref(view, { format })} />
      </section>

      <Form method="post" {...getFormProps(form)} className="card space-y-5">
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">{t("createSlideshow.template")}</legend>
          <nav aria-label={t("createSlideshow.categories")} className="flex flex-wrap gap-2">
            <FilterLink to={createSlideshowHref(view, { category: null })} current={view.category === null}>
              {t("createSlideshow.allCategories")}
            </FilterLink>
            {templateCategories.map((category) => (
              <FilterLink key={category} to={createSlideshowHref(view, { category })} current={view.category === category}>
                {t(`slideshow.categories.${category}`)}
              </FilterLink>
            ))}
          </nav>
          {templates && !templates.ok ? (
            <p role="alert" className="text-sm text-danger">
              {templates.message}
            </p>
          ) : templates && templates.data.length > 0 ? (
            <TemplateChoices templates={templates.data} format={view.format} />
          ) : (
            <p className="text-sm text-muted">{t("createSlideshow.noTemplates")}</p>
          )}
          <ErrorList id={fields.template.errorId} errors={fields.template.errors} />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <BrandKitField label={t("createSlideshow.brand")} field={fields.brand} brands={brands} back={createSlideshowHref(view)} />
          <Field
            label={t("createSlideshow.titleLabel")}
            inputProps={{ ...getInputProps(fields.title, { type: "text" }), maxLength: 120, placeholder: product.name }}
            errors={fields.title.errors}
          />
        </div>

        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{t("createSlideshow.submitHint")}</p>
          <PendingButton pending={pending} disabled={!templates?.ok || templates.data.length === 0}>
            {t("createSlideshow.submit")}
          </PendingButton>
        </div>
        {/* Last, so the spacing between the card's parts counts only what is seen. */}
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="format" value={view.format} />
      </Form>
    </div>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
