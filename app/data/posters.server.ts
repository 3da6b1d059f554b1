/**
 * The user's posters as lists show them (the product's page, the library's Posters view) and what those lists change:
 * a copy, a delete; and a poster's files, streamed by the download route (docs/api-v1.md, Posters).
 */
import type { AppLoadContext } from "@remix-run/node";
import { PosterChangeSchema, posterPageSize, type DownloadSize, type PosterActionData, type PosterChange } from "~/components/posters/posters";
import type { Loaded } from "~/utils/api.server";
import { planRefused, type formReply } from "~/utils/form-reply.server";
import type { PosterExportType, PosterView } from "../../api/contract";
import { outcomeOf, type Outcome } from "./slideshow.server";

export interface PosterPage {
  items: PosterView[];
  total: number;
  pageCount: number;
}

/** One page of the user's posters (of one product, or all), newest first, and how many pages there are. */
export async function listPosters(context: AppLoadContext, { page, productId }: { page: number; productId?: string }): Promise<Loaded<PosterPage>> {
  const query = { page, page_size: posterPageSize, ...(productId && { product_id: productId }) };
  const list = await context.api.get<{ items: PosterView[]; total: number }>("poster/list", query, { toast: false });
  if (!list.ok) return { ok: false, message: list.message };
  return { ok: true, data: { items: list.data.items, total: list.data.total, pageCount: Math.max(1, Math.ceil(list.data.total / posterPageSize)) } };
}

/** A copy of the poster; it counts as a poster of the month. */
export async function duplicatePoster(context: AppLoadContext, posterId: string): Promise<Outcome<PosterView>> {
  return outcomeOf(await context.api.post<PosterView>("poster/create", { duplicate_id: posterId }, { toast: false }));
}

/** Deletes one poster; `gone` when it was not there any more (deleted elsewhere, or never the user's). */
export async function deletePoster(context: AppLoadContext, posterId: string): Promise<Loaded<{ gone: boolean }>> {
  const deleted = await context.api.call<{ deleted: string[] }>("DELETE", "poster/list", { body: { ids: [posterId] }, toast: false });
  return deleted.ok ? { ok: true, data: { gone: !deleted.data.deleted.includes(posterId) } } : { ok: false, message: deleted.message };
}

export type PosterFile = { ok: true; response: Response } | { ok: false; message: string; status: number };

export interface PosterFileRequest {
  size: DownloadSize;
  type?: PosterExportType;
  bleed: boolean;
  cropMarks: boolean;
}

/** The poster as a file in a size (or every size as a ZIP): the API's answer with its body unread, or why there is none. */
export async function fetchPosterFile(context: AppLoadContext, posterId: string, { size, type, bleed, cropMarks }: PosterFileRequest): Promise<PosterFile> {
  const query: Record<string, string> = { size, ...(type && { type }), ...(bleed && { bleed: "1" }), ...(cropMarks && { crop_marks: "1" }) };
  const response = await context.api.getUnwrapped(`poster/download/${encodeURIComponent(posterId)}`, { query });
  if (response.status === 200) return { ok: true, response };
  const envelope = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof envelope?.message === "string" ? envelope.message : context.t("errors.unavailable");
  return { ok: false, message, status: response.status };
}

export type PosterChangeOutcome = { ok: true; message: string; level: "success" | "error" } | { ok: false; message: string; upgrade: boolean };

/** A list's change to one poster (a copy, a delete), with the sentence that says it was done. */
export async function changePoster(context: AppLoadContext, { intent, id }: PosterChange): Promise<PosterChangeOutcome> {
  if (intent === "duplicate") {
    const copy = await duplicatePoster(context, id);
    return copy.ok ? { ok: true, message: context.t("posters.list.duplicated"), level: "success" } : { ok: false, message: copy.message, upgrade: copy.upgrade };
  }
  const deleted = await deletePoster(context, id);
  if (!deleted.ok) return { ok: false, message: deleted.message, upgrade: false };
  return deleted.data.gone ? { ok: true, message: context.t("posters.list.gone"), level: "error" } : { ok: true, message: context.t("posters.list.deleted"), level: "success" };
}

/**
 * Answers a list's poster form (the product page's Posters section and the library's Posters view post the same
 * one): refused next to the poster, the upgrade dialog when the plan refuses a copy, or done and back to `backTo`.
 */
export async function answerPosterChange(
  context: AppLoadContext,
  request: Request,
  formData: FormData,
  reply: ReturnType<typeof formReply>,
  backTo: (change: PosterChange) => string,
) {
  const parsed = PosterChangeSchema.safeParse(Object.fromEntries(formData));
  const answer: PosterActionData = { what: "poster", intent: String(formData.get("intent") ?? ""), posterId: String(formData.get("id") ?? "") };
  if (!parsed.success) return reply.refused<PosterActionData>({ ...answer, error: context.t("errors.formRejected") }, context.t("errors.formRejected"));
  const changed = await changePoster(context, parsed.data);
  if (!changed.ok) return changed.upgrade ? planRefused(context, request, changed.message) : reply.refused<PosterActionData>({ ...answer, error: changed.message }, changed.message);
  return reply.done(answer, backTo(parsed.data), { message: changed.message, level: changed.level });
}
