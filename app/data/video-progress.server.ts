/**
 * What /create-video/progress reads from the API (the videos being made) and changes in it: cancelling one, or
 * making a failed one again.
 */
import { json, type AppLoadContext } from "@remix-run/node";
import { loaded, type Loaded } from "~/utils/api.server";
import type { VideoView } from "../../api/contract";

/** The videos by id; an API that cannot say is the page's error, with its status. */
export async function readProgressVideos(context: AppLoadContext, ids: string[]): Promise<VideoView[]> {
  const result = await context.api.get<{ items: VideoView[] }>("video/listbyid", { ids: ids.join(",") }, { toast: false });
  if (!result.ok) throw json({ message: result.message }, { status: result.failure === "transport" ? 503 : result.status });
  return result.data.items;
}

export async function cancelVideo(context: AppLoadContext, videoId: string): Promise<Loaded<unknown>> {
  return loaded(await context.api.post("video/cancel", { id: videoId }, { toast: false }));
}

/**
 * Makes the video again from the same script with the same settings: a new video, whose id is the answer. Null when
 * there is no such video; `upgrade` when the plan refused it (quota).
 */
export async function makeVideoAgain(context: AppLoadContext, videoId: string): Promise<{ ok: true; videoId: string } | { ok: false; message: string; upgrade: boolean } | null> {
  const [video] = await readProgressVideos(context, [videoId]);
  if (!video) return null;
  const again = await context.api.post<VideoView>(
    "video/create-by-product",
    {
      product_id: video.product_id,
      script_id: video.script_id,
      aspect_ratios: video.aspect_ratios,
      voice_id: video.voice_id,
      music_id: video.music_id,
      caption_style: video.caption_style,
      caption_position: video.caption_position,
    },
    { toast: false },
  );
  return again.ok ? { ok: true, videoId: again.data.id } : { ok: false, message: again.message, upgrade: again.status === 403 };
}

/** The video's progress as server-sent events (`video/events`), opened with the session's token; body unread. */
export function openProgressEvents(context: AppLoadContext, videoId: string): Promise<Response> {
  return context.api.getUnwrapped("video/events", { query: { id: videoId }, headers: { Accept: "text/event-stream" } });
}
