import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { BrollCard } from "~/components/materials/broll-card";
import { MediaCard } from "~/components/materials/media-card";
import {
  AttachMediaSchema,
  DeleteMediaSchema,
  StockDownloadSchema,
  attachFormId,
  deleteFormId,
  materialsHref,
  materialsPath,
  readMaterialsView,
  uploadAnchor,
  uploadFormId,
  type MaterialsActionData,
  type MaterialsView,
  type ProductChoice,
} from "~/components/materials/materials";
import { KindFilter, MaterialsTabs } from "~/components/materials/materials-nav";
import { PageLinks } from "~/components/page-links";
import { PickBanner } from "~/components/materials/pick-banner";
import { readUpload } from "~/utils/read-upload.server";
import { UploadForm } from "~/components/materials/upload-form";
import { uploadProblemMessage } from "~/components/materials/upload-limits";
import { UsageMeters } from "~/components/materials/usage-meter";
import {
  attachToProduct,
  deleteMedia,
  downloadStock,
  readMaterials,
  readProductChoices,
  readStockProviders,
  uploadMedia,
  type ShownMaterials,
} from "~/data/add-material.server";
import { MaterialsSearchBox } from "~/components/materials/search-box";
import { resultsGridClass, SearchResults } from "~/components/materials/search-results";
import { StockCard, StockEmpty, StockSearchForm } from "~/components/materials/stock";
import { requireUser, requireUserId } from "~/utils/auth.server";
import { formReply, isViaFetcher } from "~/utils/form-reply.server";
import { readForm } from "~/utils/read-form.server";
import { CardHeading } from "~/components/card-heading";
import { TryAgainAlert } from "~/components/try-again-alert";
import { NoticeCard } from "~/components/notice-card";
import { PageHeading } from "~/components/page-heading";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const params = new URL(request.url).searchParams;
  const view = readMaterialsView(params);
  const title = `${context.t("addMaterial.title")} · ${context.t("app.name")}`;
  const stockProviders = await readStockProviders(context);
  // An address kept from when the server had a stock key leads to the uploads instead of to a dead tab.
  if (view.tab === "stock" && stockProviders.length === 0) throw redirect(materialsHref({ ...view, tab: "library", kind: null, page: 1 }));
  const [shown, products] = await Promise.all([
    readMaterials(context, view, params.get("confirm-delete"), stockProviders),
    view.tab === "broll" ? Promise.resolve([]) : readProductChoices(context),
  ]);
  if (!shown.ok) return json({ title, view, stockProviders, products, failure: shown.message, shown: null });
  // A page emptied by deletes, or a number typed past the end, shows the last page instead.
  const pageCount = shown.data.tab === "search" ? (shown.data.own.ok ? shown.data.own.data.pageCount : 1) : shown.data.pageCount;
  if (view.page > pageCount) throw redirect(materialsHref({ ...view, page: pageCount }));
  return json({ title, view, stockProviders, products, failure: null, shown: shown.data });
}

/**
 * Four changes: an upload (a multipart post), a stock download, attaching an item to a product and a delete, answered
 * as decision 146 says (formReply).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const view = readMaterialsView(new URL(request.url).searchParams);
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  if (multipart) return upload(request, context, view);
  const formData = await readForm(request, context);
  const intent = formData.get("intent");
  if (intent === "stock-download") return downloadFromStock(formData, context, view);
  return intent === "attach" ? attach(formData, context, view) : remove(formData, context, view);
}

async function attach(formData: FormData, context: AppLoadContext, view: MaterialsView) {
  const reply = formReply(context, isViaFetcher(formData));
  const formId = attachFormId(String(formData.get("id") ?? ""));
  const refused = (message: string) => reply.refused<MaterialsActionData>({ formId, error: message }, message);

  const parsed = AttachMediaSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return refused(context.t("errors.formRejected"));
  const attached = await attachToProduct(context, parsed.data.id, parsed.data.product_id);
  if (!attached.ok) return refused(attached.message);
  return reply.done<MaterialsActionData>({ formId }, materialsHref(view, { item: parsed.data.id }), {
    message: context.t("addMaterial.attach.attached", { product: attached.data.name }),
  });
}

async function downloadFromStock(formData: FormData, context: AppLoadContext, view: MaterialsView) {
  const parsed = StockDownloadSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    context.toasts.error(context.t("errors.formRejected"));
    return redirect(materialsHref(view));
  }
  const { provider, id, kind, product_id: productId } = parsed.data;
  const downloaded = await downloadStock(context, { provider, id, kind });
  if (!downloaded.ok) {
    context.toasts.error(downloaded.message);
    return redirect(materialsHref(view));
  }
  // The new item is first in the library: show it there, where it can be described, picked or deleted.
  const item = downloaded.data;
  context.toasts.success(context.t("stock.added", { name: item.name }));
  // Kept in the uploads even when the product refuses it (full, or deleted meanwhile): it can be attached again there.
  if (productId) {
    const attached = await attachToProduct(context, item.id, productId);
    if (attached.ok) context.toasts.success(context.t("addMaterial.attach.attached", { product: attached.data.name }));
    else context.toasts.error(attached.message);
  }
  return redirect(materialsHref({ tab: "library", kind: null, page: 1, pick: view.pick }, { item: item.id }));
}

async function upload(request: Request, context: AppLoadContext, view: MaterialsView) {
  // A session the API no longer honours (signed out elsewhere, password reset) must not get to write up to 200 MB to
  // disk first: ask the API now, which sends a revoked session to sign-in before a byte of the body is read.
  await requireUser(request, context);
  const reading = await readUpload(request);
  const reply = formReply(context, reading.viaFetcher);
  if (!reading.ok) {
    const { key, values } = uploadProblemMessage(reading.problem);
    const message = context.t(key, values);
    return reply.refused<MaterialsActionData>({ formId: uploadFormId, error: message }, message);
  }
  try {
    const uploaded = await uploadMedia(context, reading.file, reading.description);
    if (!uploaded.ok)
      return reply.refused<MaterialsActionData>({ formId: uploadFormId, error: uploaded.message, description: reading.description ?? undefined }, uploaded.message);
    const item = uploaded.data;
    const back = materialsHref({ tab: "library", kind: view.kind === item.kind ? view.kind : null, page: 1, pick: view.pick }, { item: item.id });
    return reply.done<MaterialsActionData>({ formId: uploadFormId, item }, back, { message: context.t("addMaterial.upload.uploaded", { name: item.name }) });
  } finally {
    await reading.discard();
  }
}

async function remove(formData: FormData, context: AppLoadContext, view: MaterialsView) {
  const reply = formReply(context, isViaFetcher(formData));
  const formId = deleteFormId(String(formData.get("id") ?? ""));
  const refused = (message: string) => reply.refused<MaterialsActionData>({ formId, error: message }, message);

  const parsed = DeleteMediaSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return refused(context.t("errors.formRejected"));
  const deleted = await deleteMedia(context, parsed.data.id);
  if (!deleted.ok) return refused(deleted.message);
  // The card goes with its item, so the toast is what says it worked, with JavaScript too.
  const notice = deleted.data.gone ? { message: context.t("addMaterial.gone"), level: "error" as const } : { message: context.t("addMaterial.deleted") };
  return reply.done<MaterialsActionData>({ formId }, materialsHref(view), notice);
}

/** /add-material: upload images and clips, browse them and the built-in b-roll, pick one for a scene. */
export default function AddMaterialPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { view } = data;
  // The upload form sits beside the library: from the b-roll tab the link leads there.
  const uploadHref = materialsHref({ ...view, tab: "library", page: view.tab === "library" ? view.page : 1 }, { hash: uploadAnchor });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeading title={t("addMaterial.title")} intro={t("addMaterial.intro")}>
        <Link to={uploadHref} className="btn-primary">
          {t("addMaterial.uploadLink")}
        </Link>
      </PageHeading>

      {view.pick ? <PickBanner pick={view.pick} /> : null}
      {view.tab === "stock" ? null : <MaterialsSearchBox view={view} />}
      <MaterialsTabs view={view} stock={data.stockProviders.length > 0} />

      {view.tab === "search" ? (
        <Results titleKey="addMaterial.search.title" intro={t("addMaterial.search.intro", { query: view.query })} failure={data.failure}>
          {data.shown?.tab === "search" ? <SearchResults view={view} shown={data.shown} products={data.products} /> : null}
        </Results>
      ) : view.tab === "library" ? (
        // Phone: upload, the list, then the storage left. Wide: the list, with upload and storage beside it.
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:items-start">
          <div className="min-w-0 lg:col-start-2 lg:row-start-1">
            <UploadForm view={view} />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <Results titleKey="addMaterial.library.title" failure={data.failure}>
              {data.shown?.tab === "library" ? <LibraryItems view={view} shown={data.shown} products={data.products} /> : null}
            </Results>
          </div>
          {data.shown?.tab === "library" ? (
            <div className="card min-w-0 lg:col-start-2 lg:row-start-2">
              <UsageMeters usage={data.shown.usage} />
            </div>
          ) : null}
        </div>
      ) : view.tab === "stock" ? (
        <div className="space-y-4">
          <StockSearchForm view={view} providers={data.stockProviders} provider={view.provider ?? data.stockProviders[0]!} />
          <Results titleKey="stock.title" intro={t("stock.intro")} failure={data.failure}>
            {data.shown?.tab === "stock" ? <StockItems view={view} shown={data.shown} products={data.products} /> : null}
          </Results>
        </div>
      ) : (
        <Results titleKey="addMaterial.broll.title" intro={t("addMaterial.broll.intro")} failure={data.failure}>
          {data.shown?.tab === "broll" ? <BrollItems view={view} shown={data.shown} /> : null}
        </Results>
      )}
    </div>
  );
}

/** A list with its heading, its error state, and dimmed while the next page of it loads. */
function Results({ titleKey, intro, failure, children }: { titleKey: string; intro?: string; failure: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === materialsPath;
  return (
    <section
      aria-labelledby="results-title"
      aria-busy={loading || undefined}
      className={`min-w-0 space-y-4 transition-opacity motion-reduce:transition-none ${loading ? "opacity-60" : ""}`}
    >
      <CardHeading id="results-title" title={t(titleKey)} intro={intro} />
      {failure ? <TryAgainAlert title={t("addMaterial.loadFailed")} message={failure} tryAgainLabel={t("addMaterial.tryAgain")} /> : children}
    </section>
  );
}

function LibraryItems({ view, shown, products }: { view: MaterialsView; shown: Extract<ShownMaterials, { tab: "library" }>; products: ProductChoice[] }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <KindFilter view={view} />
        <p className="text-sm text-muted">{t(view.kind ? `addMaterial.count.${view.kind}` : "addMaterial.count.all", { count: shown.total })}</p>
      </div>
      {shown.items.length === 0 ? (
        <EmptyLibrary view={view} />
      ) : (
        <>
          <ul className={resultsGridClass}>
            {shown.items.map((item) => (
              <MediaCard key={item.id} item={item} view={view} confirmingDelete={shown.confirmDeleteId === item.id} products={products} />
            ))}
          </ul>
          <PageLinks label={t("addMaterial.pages")} page={view.page} pageCount={shown.pageCount} hrefOf={(page) => materialsHref({ ...view, page })} />
        </>
      )}
    </>
  );
}

function EmptyLibrary({ view }: { view: MaterialsView }) {
  const { t } = useTranslation();
  if (view.kind) {
    return (
      <NoticeCard title={t(`addMaterial.empty.${view.kind}`)} headingLevel={3}>
        <Link to={materialsHref({ ...view, kind: null, page: 1 })} className="link inline-block">
          {t("addMaterial.empty.showAll")}
        </Link>
      </NoticeCard>
    );
  }
  return (
    <NoticeCard title={t("addMaterial.empty.title")} body={t("addMaterial.empty.body")} headingLevel={3}>
      <Link to={materialsHref(view, { hash: uploadAnchor })} className="btn-primary">
        {t("addMaterial.empty.action")}
      </Link>
    </NoticeCard>
  );
}

function BrollItems({ view, shown }: { view: MaterialsView; shown: Extract<ShownMaterials, { tab: "broll" }> }) {
  const { t } = useTranslation();
  if (shown.items.length === 0) {
    return (
      <div className="card">
        <p className="text-muted">{t("addMaterial.broll.empty")}</p>
      </div>
    );
  }
  return (
    <>
      <ul className={resultsGridClass}>
        {shown.items.map((item) => (
          <BrollCard key={item.id} item={item} pick={view.pick} />
        ))}
      </ul>
      <PageLinks label={t("addMaterial.pages")} page={view.page} pageCount={shown.pageCount} hrefOf={(page) => materialsHref({ ...view, page })} />
    </>
  );
}

function StockItems({ view, shown, products }: { view: MaterialsView; shown: Extract<ShownMaterials, { tab: "stock" }>; products: ProductChoice[] }) {
  const { t } = useTranslation();
  if (shown.items.length === 0) return <StockEmpty searched={Boolean(view.query)} />;
  return (
    <>
      <p className="text-sm text-muted">{t("stock.found", { count: shown.total })}</p>
      <ul className={resultsGridClass}>
        {shown.items.map((item) => (
          <StockCard key={`${item.provider}-${item.id}`} item={item} view={view} products={products} />
        ))}
      </ul>
      <PageLinks label={t("addMaterial.pages")} page={view.page} pageCount={shown.pageCount} hrefOf={(page) => materialsHref({ ...view, page })} />
    </>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
