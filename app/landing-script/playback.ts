/**
 * Plays or pauses a video and marks `marked` with data-playing while it plays, which the CSS uses to draw the
 * play or pause icon. A failed play (a browser refusing it) leaves the state as it was.
 */
export function trackPlayback(video: HTMLVideoElement, marked: HTMLElement, onChange?: (playing: boolean) => void) {
  const sync = () => {
    const playing = !video.paused;
    marked.toggleAttribute("data-playing", playing);
    onChange?.(playing);
  };
  video.addEventListener("play", sync);
  video.addEventListener("pause", sync);
  sync();
}

/** A play/pause button named for what it will do: its data-play-label or data-pause-label, as the video stands. */
export function nameToggleByPlayback(video: HTMLVideoElement, marked: HTMLElement, toggle: HTMLElement) {
  trackPlayback(video, marked, (playing) => toggle.setAttribute("aria-label", (playing ? toggle.dataset.pauseLabel : toggle.dataset.playLabel) ?? ""));
}

export function togglePlayback(video: HTMLVideoElement) {
  if (video.paused) video.play().catch(() => undefined);
  else video.pause();
}
