import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CardHeading } from "~/components/card-heading";
import { ProductSourceStep } from "~/components/product-source-step";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { NoticeCard } from "~/components/notice-card";
import { PageHeading } from "~/components/page-heading";
import { OfferForm } from "~/components/posters/offer-form";
import { PosterDownloads } from "~/components/posters/poster-downloads";
import { PosterSteps } from "~/components/posters/poster-steps";
import { PosterSizeLinks, PosterTemplateChoices } from "~/components/posters/poster-template-choices";
import {
  createPosterHref,
  draftOf,
  draftOfForm,
  offerFields,
  posterPreviewHref,
  PosterSchema,
  readPosterView,
  type PosterDraft,
  type PosterScreenView,
} from "~/components/posters/posters";
import { posterAspect } from "~/components/posters/size-name";
import { productHref } from "~/components/products/products";
import { useFormResult, type FormActionData } from "~/components/use-form-result";
import { listPosterTemplates, readPoster, refusedField, savePoster, writeHeadlineIdeas } from "~/data/create-promotion-poster.server";
import { findProduct, intakeProduct, listProducts } from "~/data/create-video.server";
import { listBrandKits } from "~/data/slideshow-brand.server";
import { requireUserId } from "~/utils/auth.server";
import { formatPrice } from "~/utils/format-price";
import { DetailsSchema, ExistingProductSchema, LinkSchema } from "~/utils/product-intake";
import { readForm } from "~/utils/read-form.server";
import { browserMediaHref } from "~/utils/video";
import { withUpgradeDialog } from "~/utils/workspace-menu";
import type { PosterView, ProductView } from "../../api/contract";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

/** The poster's offer when nothing is drafted yet: the product's name, price, link and first photo. */
function productDraft(product: ProductView, size: PosterDraft["size"]): PosterDraft {
  const offer = Object.fromEntries(offerFields.map((field) => [field, ""])) as PosterDraft["offer"];
  return {
    offer: { ...offer, headline: product.name.slice(0, 80), price: formatPrice(product.price) ?? "", qr_url: product.source_url ?? "" },
    size,
    imageId: product.images[0]?.id ?? "",
    brandId: "",
  };
}

/**
 * Step 1 (no product in the address): where the product comes from. Step 2: the templates in a size. Step 3 (a
 * template): the offer beside its preview; `?poster=` edits a saved one, and with `saved=1` shows its files.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const view = readPosterView(new URL(request.url).searchParams);
  const title = `${context.t("posters.title")} · ${context.t("app.name")}`;
  const none = { products: null, product: null, templates: null, poster: null, offer: null };

  const poster = view.posterId ? await readPoster(context, view.posterId) : null;
  if (view.posterId && !poster) throw new Response(null, { status: 404 });
  const productId = poster?.product_id ?? view.productId;
  if (!productId) {
    const products = view.source === "existing" ? await listProducts(context, view.page) : null;
    return json({ title, view, step: "product" as const, ...none, products });
  }

  const product = await findProduct(context, productId);
  if (!product) return json({ title, view, step: "template" as const, ...none });
  if (poster && view.saved) return json({ title, view, step: "saved" as const, ...none, product, poster });

  const templateId = view.templateId ?? poster?.template_id ?? null;
  if (!templateId) {
    const templates = await listPosterTemplates(context, view.size);
    return json({ title, view, step: "template" as const, ...none, product, templates });
  }

  const draft = view.draft ?? (poster ? draftOf(poster) : productDraft(product, view.size));
  const [templates, ideas, brandKits] = await Promise.all([listPosterTemplates(context, draft.size), writeHeadlineIdeas(context, product.id, draft), listBrandKits(context)]);
  // A first draft starts from the writer's first idea; an idea picked without JavaScript fills its fields.
  const idea = view.idea ?? (!view.draft && !poster ? ideas[0] : null);
  const offerDraft = idea ? { ...draft, offer: { ...draft.offer, headline: idea.headline, subline: idea.subline } } : draft;
  return json({
    title,
    view,
    step: "offer" as const,
    ...none,
    product,
    poster,
    templates,
    offer: { templateId, draft: offerDraft, ideas, brands: brandKits.ok ? brandKits.data.brands : [] },
  });
}

const refused = (formId: string, result: SubmissionResult<string[]>) => json<FormActionData>({ formId, result }, { status: 400 });

export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const view = readPosterView(new URL(request.url).searchParams);
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
      return redirect(createPosterHref({ productId: product.data.id, size: view.size }));
    }
    case "existing": {
      const submission = parseWithZod(formData, { schema: ExistingProductSchema });
      if (submission.status !== "success") return refused("product-existing", submission.reply());
      return redirect(createPosterHref({ productId: submission.value.product, size: view.size }));
    }
    case "save": {
      const submission = parseWithZod(formData, { schema: PosterSchema });
      if (submission.status !== "success") return refused("poster", submission.reply());
      const form = submission.value;
      const draft = draftOfForm(form);
      const saved = await savePoster(context, { posterId: form.poster, productId: form.product, templateId: form.template, draft });
      if (!saved.ok) {
        if (saved.upgrade) {
          // The draft goes into the address, so it is all still there behind the upgrade dialog.
          context.toasts.error(saved.message);
          return redirect(
            withUpgradeDialog(new URL(createPosterHref({ posterId: form.poster ?? null, productId: form.product, templateId: form.template, draft }), "http://here")),
          );
        }
        const field = refusedField(saved.data, [...offerFields, "template", "image", "brand", "size"]);
        return refused("poster", submission.reply(field ? { fieldErrors: { [field]: [saved.message] } } : { formErrors: [saved.message] }));
      }
      context.toasts.success(context.t(form.poster ? "posters.changesSaved" : "posters.saved"));
      return redirect(createPosterHref({ posterId: saved.data.id, saved: true }));
    }
    default:
      return refused("unknown", { status: "error", error: { "": [context.t("errors.formRejected")] } });
  }
}

/** /create-promotion-poster: a product, a template, then the offer beside its preview; saved, its files. */
export default function CreatePromotionPosterPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { view, step, product } = data;
  const posterResult = useFormResult("poster");
  const editing = Boolean(view.posterId);
  // The form starts over only when the address changes (another draft, idea or template). Not on the loader's
  // answer: it writes new headline ideas each time, and revalidating after a refused save would otherwise replace
  // the form while the user is already typing the correction.
  const { search } = useLocation();
  const productStepHref = createPosterHref({ size: view.size });
  const templateStepHref = product ? createPosterHref({ productId: product.id, size: view.size }) : undefined;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {product ? (
        <Link to={productHref(product.id)} className="link inline-block text-sm">
          ← {t("posters.backToProduct", { name: product.name })}
        </Link>
      ) : null}
      <PageHeading
        title={t(step === "saved" ? "posters.posterTitle" : editing ? "posters.editTitle" : "posters.title")}
        intro={t(step === "saved" ? "posters.savedPageIntro" : "posters.intro")}
      />
      {step === "saved" ? null : <PosterSteps current={step} hrefs={{ product: productStepHref, template: templateStepHref }} />}
      {step === "product" ? <ProductStep view={view} /> : null}
      {step !== "product" && !product ? (
        <NoticeCard title={t("posters.productGone")} alert>
          <Link to={productStepHref} className="btn-secondary">
            {t("posters.pickProduct")}
          </Link>
        </NoticeCard>
      ) : null}
      {step === "template" && product ? <TemplateStep product={product} view={view} /> : null}
      {step === "offer" && product && data.offer ? (
        <>
          <ProductBar product={product} changeHref={editing ? undefined : productStepHref} />
          <OfferForm
            key={search}
            product={product}
            posterId={view.posterId}
            templateId={data.offer.templateId}
            templates={data.templates?.ok ? data.templates.data : []}
            draft={data.offer.draft}
            ideas={data.offer.ideas}
            brands={data.offer.brands}
            lastResult={posterResult}
          />
        </>
      ) : null}
      {step === "saved" && product && data.poster ? <SavedPoster poster={data.poster} product={product} /> : null}
    </div>
  );
}

function ProductBar({ product, changeHref }: { product: ProductView; changeHref?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("posters.productLabel")} className="card flex items-center gap-4 p-4">
      <span className="h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-primary-soft">
        {product.images[0] ? <img src={browserMediaHref(product.images[0].url)} alt="" width={56} height={56} className="h-14 w-14 object-cover" /> : null}
      </span>
      <p className="min-w-0 flex-1 truncate font-semibold">{product.name}</p>
      {changeHref ? (
        <Link to={changeHref} className="btn-secondary px-3 py-1.5">
          {t("posters.changeProduct")}
        </Link>
      ) : null}
    </section>
  );
}

function ProductStep({ view }: { view: PosterScreenView }) {
  const { t } = useTranslation();
  const { products } = useLoaderData<typeof loader>();
  return (
    <ProductSourceStep
      title={t("posters.product.title")}
      intro={t("posters.product.intro")}
      source={view.source}
      products={products}
      hrefOf={(change = {}) => createPosterHref({ ...view, ...change })}
    />
  );
}

function TemplateStep({ product, view }: { product: ProductView; view: PosterScreenView }) {
  const { t } = useTranslation();
  const { templates } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <ProductBar product={product} changeHref={createPosterHref({ size: view.size })} />
      <section aria-labelledby="size-title" className="card space-y-4">
        <CardHeading id="size-title" title={t("posters.size")} intro={t("posters.sizeIntro")} />
        <PosterSizeLinks current={view.size} hrefOf={(size) => createPosterHref({ productId: product.id, size })} />
      </section>
      <section aria-labelledby="template-title" className="card space-y-4">
        <CardHeading id="template-title" title={t("posters.template")} intro={t("posters.templateIntro")} />
        {templates && !templates.ok ? (
          <p role="alert" className="text-sm text-danger">
            {templates.message}
          </p>
        ) : templates?.data.length ? (
          <PosterTemplateChoices
            templates={templates.data}
            size={view.size}
            hrefOf={(templateId) => createPosterHref({ productId: product.id, templateId, size: view.size })}
          />
        ) : (
          <p className="text-sm text-muted">{t("posters.noTemplates")}</p>
        )}
      </section>
    </div>
  );
}

/** The saved poster: its preview, its files, and the ways on. */
function SavedPoster({ poster, product }: { poster: PosterView; product: ProductView }) {
  const { t } = useTranslation();
  const here = createPosterHref({ posterId: poster.id, saved: true });
  return (
    <section aria-labelledby="saved-title" className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <div className="card p-4">
        <div className="flex items-center justify-center overflow-hidden rounded-lg bg-canvas" style={{ aspectRatio: posterAspect(poster.size) }}>
          <img
            src={posterPreviewHref({ productId: poster.product_id, templateId: poster.template_id, draft: draftOf(poster), width: 720 })}
            alt={t("posters.preview.alt")}
            className="h-full w-full object-contain"
          />
        </div>
      </div>
      <div className="card space-y-5">
        <CardHeading id="saved-title" title={t("posters.savedTitle")} intro={t("posters.savedIntro", { headline: poster.offer.headline })} />
        <PosterDownloads posterId={poster.id} back={here} />
        <div className="flex flex-wrap gap-2 border-t border-line pt-4">
          <Link to={createPosterHref({ posterId: poster.id })} className="btn-secondary">
            {t("posters.edit")}
          </Link>
          <Link to={`${productHref(product.id)}#posters`} className="btn-secondary">
            {t("posters.toProduct")}
          </Link>
          <Link to={createPosterHref({ productId: product.id })} className="btn-secondary">
            {t("posters.another")}
          </Link>
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
