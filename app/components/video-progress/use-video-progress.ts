import { useEffect, useState } from "react";
import { useBackgroundRevalidate } from "~/components/use-background-revalidate";
import { isFinalStatus, videoEventsHref, type Video, type VideoProgress } from "~/utils/video";

const pollFallbackMs = 3_000;

function progressOf(video: Video): VideoProgress {
  return { id: video.id, status: video.status, stage: video.stage, progress: video.progress, error: video.error };
}

/**
 * A video's live progress: the loader's state first, then the server-sent events of /resources/video-events. A
 * final event reloads the page's data (the files arrive with it). If the stream cannot be opened, the page data is
 * reloaded every few seconds instead.
 */
export function useVideoProgress(video: Video): VideoProgress {
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
      const progress = JSON.parse((event as MessageEvent<string>).data) as VideoProgress;
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
