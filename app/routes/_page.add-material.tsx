import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { BrollCard } from "~/components/materials/broll-card";
import { MediaCard } from "~/components/materials/media-card";
import {
  DeleteMediaSchema,
  deleteFormId,
  materialsHref,
  materialsPageSize,
  materialsPath,
  pageCountOf,
  readMaterialsView,
  uploadAnchor,
  uploadFormId,
  type BrollItem,
  type MaterialsActionData,
  type MaterialsView,
  type MediaItem,
  type MediaPage,
} from "~/components/materials/materials";
import { KindFilter, MaterialsTabs } from "~/components/materials/materials-nav";
import { PageLinks } from "~/components/page-links";
import { PickBanner } from "~/components/materials/pick-banner";
import { readUpload } from "~/utils/read-upload.server";
import { UploadForm } from "~/components/materials/upload-form";
import { uploadProblemMessage } from "~/components/materials/upload-limits";
import { UsageMeters } from "~/components/materials/usage-meter";
import { requireUser, requireUserId } from "~/utils/auth.server";
import { readForm } from "~/utils/read-form.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

type Shown =
  | { tab: "library"; items: MediaItem[]; total: number; usage: MediaPage["usage"]; pageCount: number; confirmDeleteId: string | null }
  | { tab: "broll"; items: BrollItem[]; total: number; pageCount: number };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const params = new URL(request.url).searchParams;
  const view = readMaterialsView(params);
  const title = `${context.t("addMaterial.title")} · ${context.t("app.name")}`;
  const shown = view.tab === "broll" ? await readBroll(context, view) : await readLibrary(context, view, params.get("confirm-delete"));
  if (!shown.ok) return json({ title, view, failure: shown.message, shown: null });
  // A page emptied by deletes, or a number typed past the end, shows the last page instead.
  if (view.page > shown.data.pageCount) throw redirect(materialsHref({ ...view, page: shown.data.pageCount }));
  return json({ title, view, failure: null, shown: shown.data });
}

type Reading = { ok: true; data: Shown } | { ok: false; message: string };

async function readLibrary(context: AppLoadContext, view: MaterialsView, confirmDelete: string | null): Promise<Reading> {
  const query = { page: view.page, page_size: materialsPageSize, ...(view.kind && { kind: view.kind }) };
  const list = await context.api.get<MediaPage>("media/list", query, { toast: false });
  if (!list.ok) return { ok: false, message: list.message };
  const { items, total, usage } = list.data;
  const confirmDeleteId = items.find((item) => item.id === confirmDelete)?.id ?? null;
  return { ok: true, data: { tab: "library", items, total, usage, pageCount: pageCountOf(total), confirmDeleteId } };
}

async function readBroll(context: AppLoadContext, view: MaterialsView): Promise<Reading> {
  const found = await context.api.post<{ items: BrollItem[]; total: number }>(
    "material/search",
    { source: "broll", page: view.page, page_size: materialsPageSize },
    { toast: false },
  );
  if (!found.ok) return { ok: false, message: found.message };
  const items = found.data.items.filter((item) => item.source === "broll");
  return { ok: true, data: { tab: "broll", items, total: found.data.total, pageCount: pageCountOf(found.data.total) } };
}

/**
 * Two changes: an upload (a multipart post) and a delete. A plain post gets a redirect back with a toast; a post
 * from JavaScript (a fetcher, or the upload's XMLHttpRequest, both sending `via=fetcher`) gets data back and the page
 * reads its data again. A refusal is shown next to its form, and after a plain post also as a toast.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const view = readMaterialsView(new URL(request.url).searchParams);
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  return multipart ? uploadMedia(request, context, view) : deleteMedia(request, context, view);
}

async function uploadMedia(request: Request, context: AppLoadContext, view: MaterialsView) {
  const { api, t, toasts } = context;
  const refuse = (message: string, viaFetcher: boolean, description?: string) => {
    if (!viaFetcher) toasts.error(message);
    return json<MaterialsActionData>({ formId: uploadFormId, error: message, description }, { status: 400 });
  };

  // A session the API no longer honours (signed out elsewhere, password reset) must not get to write up to 200 MB to
  // disk first: ask the API now, which sends a revoked session to sign-in before a byte of the body is read.
  await requireUser(request, context);
  const reading = await readUpload(request);
  if (!reading.ok) {
    const { key, values } = uploadProblemMessage(reading.problem);
    return refuse(t(key, values), reading.viaFetcher);
  }
  try {
    const form = new FormData();
    form.append("file", reading.file);
    if (reading.description) form.append("description", reading.description);
    // The API judges the file by its content: a wrong type, too large, a damaged clip come back in the user's words.
    const uploaded = await api.post<MediaItem>("media/upload", form, { toast: false });
    if (!uploaded.ok) return refuse(uploaded.message, reading.viaFetcher, reading.description ?? undefined);
    const item = uploaded.data;
    toasts.success(t("addMaterial.upload.uploaded", { name: item.name }));
    if (reading.viaFetcher) return json<MaterialsActionData>({ formId: uploadFormId, item });
    const kind = view.kind === item.kind ? view.kind : null;
    return redirect(materialsHref({ tab: "library", kind, page: 1, pick: view.pick }, { item: item.id }));
  } finally {
    await reading.discard();
  }
}

async function deleteMedia(request: Request, context: AppLoadContext, view: MaterialsView) {
  const { api, t, toasts } = context;
  const formData = await readForm(request, context);
  const viaFetcher = formData.get("via") === "fetcher";
  const formId = deleteFormId(String(formData.get("id") ?? ""));
  const refuse = (message: string) => {
    if (!viaFetcher) toasts.error(message);
    return json<MaterialsActionData>({ formId, error: message }, { status: 400 });
  };

  const parsed = DeleteMediaSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return refuse(t("errors.formRejected"));
  const { id } = parsed.data;
  const deleted = await api.call<{ deleted: string[] }>("DELETE", "media/list", { body: { ids: [id] }, toast: false });
  if (!deleted.ok) return refuse(deleted.message);
  // The card goes with its item, so the toast is what says it worked, with JavaScript too.
  if (deleted.data.deleted.includes(id)) toasts.success(t("addMaterial.deleted"));
  else toasts.error(t("addMaterial.gone"));
  return viaFetcher ? json<MaterialsActionData>({ formId }) : redirect(materialsHref(view));
}

/** Issue 4's /add-material: upload images and clips, browse them and the built-in b-roll, pick one for a scene. */
export default function AddMaterialPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { view } = data;
  // The upload form sits beside the library: from the b-roll tab the link leads there.
  const uploadHref = materialsHref({ ...view, tab: "library", page: view.tab === "library" ? view.page : 1 }, { hash: uploadAnchor });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t("addMaterial.title")}</h1>
          <p className="text-muted">{t("addMaterial.intro")}</p>
        </div>
        <Link to={uploadHref} className="btn-primary">
          {t("addMaterial.uploadLink")}
        </Link>
      </div>

      {view.pick ? <PickBanner pick={view.pick} /> : null}
      <MaterialsTabs view={view} />

      {view.tab === "library" ? (
        // Phone: upload, the list, then the storage left. Wide: the list, with upload and storage beside it.
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:items-start">
          <div className="min-w-0 lg:col-start-2 lg:row-start-1">
            <UploadForm view={view} />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <Results titleKey="addMaterial.library.title" failure={data.failure}>
              {data.shown?.tab === "library" ? <LibraryItems view={view} shown={data.shown} /> : null}
            </Results>
          </div>
          {data.shown?.tab === "library" ? (
            <div className="card min-w-0 lg:col-start-2 lg:row-start-2">
              <UsageMeters usage={data.shown.usage} />
            </div>
          ) : null}
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
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === materialsPath;
  return (
    <section aria-labelledby="results-title" aria-busy={loading || undefined} className={`min-w-0 space-y-4 transition-opacity motion-reduce:transition-none ${loading ? "opacity-60" : ""}`}>
      <div className="space-y-1">
        <h2 id="results-title" className="text-lg font-semibold">
          {t(titleKey)}
        </h2>
        {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      </div>
      {failure ? (
        <div role="alert" className="card space-y-3">
          <p className="font-semibold text-danger">{t("addMaterial.loadFailed")}</p>
          <p className="text-sm text-muted">{failure}</p>
          <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn-secondary">
            {t("addMaterial.tryAgain")}
          </Link>
        </div>
      ) : (
        children
      )}
    </section>
  );
}

const gridClass = "grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4";

function LibraryItems({ view, shown }: { view: MaterialsView; shown: Extract<Shown, { tab: "library" }> }) {
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
          <ul className={gridClass}>
            {shown.items.map((item) => (
              <MediaCard key={item.id} item={item} view={view} confirmingDelete={shown.confirmDeleteId === item.id} />
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
      <div className="card space-y-3">
        <h3 className="text-lg font-semibold">{t(`addMaterial.empty.${view.kind}`)}</h3>
        <Link to={materialsHref({ ...view, kind: null, page: 1 })} className="link inline-block">
          {t("addMaterial.empty.showAll")}
        </Link>
      </div>
    );
  }
  return (
    <div className="card space-y-3">
      <h3 className="text-lg font-semibold">{t("addMaterial.empty.title")}</h3>
      <p className="text-muted">{t("addMaterial.empty.body")}</p>
      <Link to={materialsHref(view, { hash: uploadAnchor })} className="btn-primary">
        {t("addMaterial.empty.action")}
      </Link>
    </div>
  );
}

function BrollItems({ view, shown }: { view: MaterialsView; shown: Extract<Shown, { tab: "broll" }> }) {
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
      <ul className={gridClass}>
        {shown.items.map((item) => (
          <BrollCard key={item.id} item={item} pick={view.pick} />
        ))}
      </ul>
      <PageLinks label={t("addMaterial.pages")} page={view.page} pageCount={shown.pageCount} hrefOf={(page) => materialsHref({ ...view, page })} />
    </>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
