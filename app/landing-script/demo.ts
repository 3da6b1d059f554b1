import { prefersReducedMotion, savesData } from "./motion";
import { nameToggleByPlayback, togglePlayback } from "./playback";

/**
 * The looping demo: our play/pause toggle instead of the browser's controls, and autoplay unless motion is reduced
 * or the visitor asked to save data (a phone on a metered connection is then not sent the video unasked).
 */
export function enhanceDemo(figure: HTMLElement) {
  const video = figure.querySelector("video");
  const toggle = figure.querySelector<HTMLButtonElement>("[data-demo-toggle]");
  if (!video || !toggle) return;
  video.controls = false;
  toggle.hidden = false;
  nameToggleByPlayback(video, figure, toggle);
  toggle.addEventListener("click", () => togglePlayback(video));
  video.addEventListener("click", () => togglePlayback(video));
  if (prefersReducedMotion() || savesData()) return;
  // After the page has loaded, so the video's bytes never compete with what the visitor sees first.
  const start = () => {
    video.preload = "auto";
    video.play().catch(() => undefined);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
