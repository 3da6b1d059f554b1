import type { LoaderFunctionArgs } from "@remix-run/node";
import { progressEventStream } from "~/data/video-progress.server";
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

  return progressEventStream(context, videoId, request.signal);
}
