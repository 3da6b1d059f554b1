import { useEffect, useState } from "react";
import { useBackgroundRevalidate } from "~/components/use-background-revalidate";
import { videoEventsHref } from "~/utils/video";
import { isFinalStatus, type VideoProgressEvent, type VideoView } from "../../../api/contract";

const pollFallbackMs = 3_000;

/** What a progress screen shows of a render; `video/events` sends more (which render, its version). */
export type LiveProgress = Pick<VideoProgressEvent, "id" | "status" | "stage" | "progress" | "error">;

function progressOf(video: VideoView): LiveProgress {
  return { id: video.id, status: video.status, stage: video.stage, progress: video.progress, error: video.error };
}

/**
 * A video's live progress: the loader's state first, then the server-sent events of /resources/video-events. A
 * final event reloads the page's data (the files arrive with it). If the stream cannot be opened, the page data is
 * reloaded every few seconds instead.
 */
export function useVideoProgress(video: VideoView): LiveProgress {
  const [live, setLive] = useState(() => progressOf(video));
  const revalidate = useBackgroundRevalidate();

  // Fresh loader data (after an action or a revalidation) is newer than any event seen before it.
  useEffect(() => setLive(progressOf(video)), [video]);

  const final = isFinalStatus(video.status);
  useEffect(() => {
    if (final) return;
    const source = new EventSource(videoEventsHref(video.id));
    let poll: ReturnType<typeof setInterval> | undefined;
    source.addEventListener("progress", (event) => {
      const progress = JSON.parse((event as MessageEvent<string>).data) as VideoProgressEvent;
      setLive(progress);
      if (isFinalStatus(progress.status)) {
        source.close();
        revalidate();
      }
    });
    source.addEventListener("error", () => {
      if (source.readyState !== EventSource.CLOSED || poll) return;
      poll = setInterval(() => revalidate(), pollFallbackMs);
    });
    return () => {
      source.close();
      clearInterval(poll);
    };
  }, [video.id, final, revalidate]);

  return live;
}
