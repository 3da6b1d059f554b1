import type { LoaderFunctionArgs } from "@remix-run/node";
import { openProgressEvents } from "~/data/video-progress.server";
import { requireUserId } from "~/utils/auth.server";
import { idPattern } from "../../api/contract";

/**
 * A video's progress as server-sent events for the browser's EventSource. The API's `video/events` needs the bearer
 * token, so the web server opens it with the session (refreshing the token first when it is about to expire) and
 * passes the stream on unchanged, until the video is final or the browser goes away.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const videoId = params.videoId ?? "";
  if (!idPattern.test(videoId)) throw new Response(null, { status: 404 });

  const upstream = await openProgressEvents(context, videoId);
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
  return new Response(untilAborted(upstream.body, request.signal), {
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
