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

/**
 * The video's progress as server-sent events (`video/events`), opened with the session's token and passed on
 * unchanged until the video is final or the browser goes away (`signal`). The API's refusal of too many streams is
 * its sentence as plain text; anything else it answers is a bare 404 or 502.
 */
export async function progressEventStream(context: AppLoadContext, videoId: string, signal: AbortSignal): Promise<Response> {
  const upstream = await context.api.getUnwrapped("video/events", { query: { id: videoId }, headers: { Accept: "text/event-stream" } });
  if (upstream.status === 429) {
    // Too many streams open for this user: the API's sentence, in the user's language, for whoever reads it.
    const message = await upstream.json().then(
      (envelope: { message?: unknown }) => envelope.message,
      () => undefined,
    );
    return new Response(typeof message === "string" ? message : null, { status: 429, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  if (upstream.status !== 200 || !upstream.body || !upstream.headers.get("content-type")?.startsWith("text/event-stream")) {
    await upstream.body?.cancel();
    return new Response(null, { status: upstream.status === 404 ? 404 : 502 });
  }
  return new Response(untilAborted(upstream.body, signal), {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the compression middleware from holding events back in its buffer.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

/**
 * The upstream stream, cancelled when the browser disconnects: the API then stops watching the video at once instead
 * of until it is final (an in-process API never sees the browser's connection close).
 */
function untilAborted(upstream: ReadableStream<Uint8Array>, signal: AbortSignal): ReadableStream<Uint8Array> {
  const reader = upstream.getReader();
  const stop = () => void reader.cancel().catch(() => {});
  if (signal.aborted) stop();
  else signal.addEventListener("abort", stop, { once: true });
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        signal.removeEventListener("abort", stop);
        controller.close();
      } else {
        controller.enqueue(value);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
