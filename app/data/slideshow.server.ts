/**
 * What the /slideshow list reads from the API and changes in it (docs/api-v1.md, Slide shows), and the exports the
 * download route streams. The editor also turns a slideshow into a video and refuses plans here, through the same
 * functions.
 */
import type { AppLoadContext } from "@remix-run/node";
import { pageCountOf, slideshowPageSize } from "~/components/slideshows/slideshows";
import type { ApiResult, Loaded } from "~/utils/api.server";
import type { MusicTrackView, SlideExportType, SlideshowSummary, SlideshowView, VideoView } from "../../api/contract";

/** A change's answer: the data, or the API's message and whether the plan refused it (403: the upgrade dialog opens). */
export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string; upgrade: boolean; status: number; data: unknown };

export function outcomeOf<T>(result: ApiResult<T>): Outcome<T> {
  return result.ok ? { ok: true, data: result.data } : { ok: false, message: result.message, upgrade: result.status === 403, status: result.status, data: result.data };
}

interface SlideshowPage {
  items: SlideshowSummary[];
  total: number;
}

/** One page of the user's slideshows, newest first, and how many pages there are. */
export async function listSlideshows(context: AppLoadContext, page: number): Promise<Loaded<SlideshowPage & { pageCount: number }>> {
  const list = await context.api.get<SlideshowPage>("slide-show/list", { page, page_size: slideshowPageSize }, { toast: false });
  if (!list.ok) return { ok: false, message: list.message };
  return { ok: true, data: { items: list.data.items, total: list.data.total, pageCount: pageCountOf(list.data.total) } };
}

/** A copy of the slideshow, rendered anew; it counts as a slideshow of the month. */
export async function duplicateSlideshow(context: AppLoadContext, slideshowId: string): Promise<Outcome<SlideshowView>> {
  return outcomeOf(await context.api.post<SlideshowView>("slide-show/create", { duplicate_id: slideshowId }, { toast: false }));
}

/** Deletes one slideshow; `gone` when it was not there any more (deleted elsewhere, or never the user's). */
export async function deleteSlideshow(context: AppLoadContext, slideshowId: string): Promise<Loaded<{ gone: boolean }>> {
  const deleted = await context.api.call<{ deleted: string[] }>("DELETE", "slide-show/list", { body: { ids: [slideshowId] }, toast: false });
  return deleted.ok ? { ok: true, data: { gone: !deleted.data.deleted.includes(slideshowId) } } : { ok: false, message: deleted.message };
}

/** A video made of the slides, followed on the video's progress page; `voice` reads the texts aloud. It uses the video quota. */
export async function turnIntoVideo(context: AppLoadContext, slideshowId: string, { voice, music }: { voice: boolean; music?: string }): Promise<Outcome<VideoView>> {
  return outcomeOf(await context.api.post<VideoView>("slide-show/generate-video", { id: slideshowId, voice, ...(music && { music_id: music }) }, { toast: false }));
}

/** The card's one-click video: not read aloud, over the first music bed the user's plan allows (silent on a plan without music). */
export async function turnIntoPlainVideo(context: AppLoadContext, slideshowId: string): Promise<Outcome<VideoView>> {
  const beds = await context.api.get<{ tracks?: MusicTrackView[] }>("video/bgm-list", undefined, { toast: false });
  const music = beds.ok ? beds.data.tracks?.find((track) => track.allowed !== false)?.id : undefined;
  return turnIntoVideo(context, slideshowId, { voice: false, music });
}

export type SlideshowFile = { ok: true; response: Response } | { ok: false; message: string; status: number };

/** The slideshow (or one slide) as a file: the API's answer with its body unread, or why there is none. */
export async function fetchSlideshowFile(context: AppLoadContext, slideshowId: string, type: SlideExportType, slideId: string | null): Promise<SlideshowFile> {
  const response = await context.api.postUnwrapped("slide-show/media/download", { id: slideshowId, type, ...(slideId && { slide_id: slideId }) });
  if (response.status === 200) return { ok: true, response };
  const envelope = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof envelope?.message === "string" ? envelope.message : context.t("errors.unavailable");
  return { ok: false, message, status: response.status };
}
