import { useActionData, useFetcher } from "@remix-run/react";
import type { VideoActionData, VideoIntent } from "./library";

/**
 * One change to one video: its fetcher (used once JavaScript runs), whether it is on the way, and the refusal to
 * show next to it, from the fetcher or, after a plain post without JavaScript, from the page's action data.
 */
export function useVideoAction(intent: VideoIntent, videoId: string) {
  const fetcher = useFetcher<VideoActionData>({ key: `${intent}-${videoId}` });
  const pageAnswer = useActionData() as VideoActionData | undefined;
  const pending = fetcher.state !== "idle";
  const answer = fetcher.data ?? (pageAnswer?.intent === intent && pageAnswer.videoId === videoId ? pageAnswer : undefined);
  return { fetcher, pending, answer, error: pending ? undefined : answer?.error };
}
