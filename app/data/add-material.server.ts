/**
 * What /add-material reads from the API (the user's library, `media/list`, and the built-in moving backgrounds,
 * `material/search`) and changes in it (uploads and deletes). Each function answers with the data or with a message
 * for a person, so the page can show it instead of failing as a whole.
 */
import type { AppLoadContext } from "@remix-run/node";
import { materialsPageSize, pageCountOf, type BrollItem, type MaterialsView, type MediaItem, type MediaPage } from "~/components/materials/materials";
import { loaded, type Loaded } from "~/utils/api.server";

export type ShownMaterials =
  | { tab: "library"; items: MediaItem[]; total: number; usage: MediaPage["usage"]; pageCount: number; confirmDeleteId: string | null }
  | { tab: "broll"; items: BrollItem[]; total: number; pageCount: number };

/** The tab the view is on, one page of it; `confirmDelete` names a library item whose delete is being confirmed. */
export function readMaterials(context: AppLoadContext, view: MaterialsView, confirmDelete: string | null): Promise<Loaded<ShownMaterials>> {
  return view.tab === "broll" ? readBroll(context, view) : readLibrary(context, view, confirmDelete);
}

async function readLibrary(context: AppLoadContext, view: MaterialsView, confirmDelete: string | null): Promise<Loaded<ShownMaterials>> {
  const query = { page: view.page, page_size: materialsPageSize, ...(view.kind && { kind: view.kind }) };
  const list = await context.api.get<MediaPage>("media/list", query, { toast: false });
  if (!list.ok) return { ok: false, message: list.message };
  const { items, total, usage } = list.data;
  const confirmDeleteId = items.find((item) => item.id === confirmDelete)?.id ?? null;
  return { ok: true, data: { tab: "library", items, total, usage, pageCount: pageCountOf(total), confirmDeleteId } };
}

async function readBroll(context: AppLoadContext, view: MaterialsView): Promise<Loaded<ShownMaterials>> {
  const found = await context.api.post<{ items: BrollItem[]; total: number }>(
    "material/search",
    { source: "broll", page: view.page, page_size: materialsPageSize },
    { toast: false },
  );
  if (!found.ok) return { ok: false, message: found.message };
  const items = found.data.items.filter((item) => item.source === "broll");
  return { ok: true, data: { tab: "broll", items, total: found.data.total, pageCount: pageCountOf(found.data.total) } };
}

/** The API judges the file by its content: a wrong type, too large, a damaged clip come back in the user's words. */
export async function uploadMedia(context: AppLoadContext, file: File, description: string | null): Promise<Loaded<MediaItem>> {
  const form = new FormData();
  form.append("file", file);
  if (description) form.append("description", description);
  return loaded(await context.api.post<MediaItem>("media/upload", form, { toast: false }));
}

/** Deletes one item; `gone` when it was not there any more (deleted elsewhere, or never the user's). */
export async function deleteMedia(context: AppLoadContext, id: string): Promise<Loaded<{ gone: boolean }>> {
  const deleted = await context.api.call<{ deleted: string[] }>("DELETE", "media/list", { body: { ids: [id] }, toast: false });
  return deleted.ok ? { ok: true, data: { gone: !deleted.data.deleted.includes(id) } } : { ok: false, message: deleted.message };
}
