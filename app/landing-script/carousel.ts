import Swiper from "swiper";
import { prefersReducedMotion } from "./motion";
import { nameToggleByPlayback, togglePlayback } from "./playback";

/**
 * Three slides in view, the middle one active; a click on a side slide moves it to the middle, a click on
 * the middle one plays or pauses it. The middle slide's play/pause button does the same from the keyboard. Only
 * the middle video plays: moving on pauses the one that was playing.
 */
export function startCarousel(root: HTMLElement, buttons: HTMLElement | null) {
  const videos = [...root.querySelectorAll("video")];
  for (const video of videos) {
    video.controls = false;
    const slide = video.closest<HTMLElement>(".swiper-slide");
    const toggle = slide?.querySelector<HTMLButtonElement>("[data-carousel-toggle]");
    if (!slide || !toggle) continue;
    toggle.hidden = false;
    toggle.addEventListener("click", () => togglePlayback(video));
    nameToggleByPlayback(video, slide, toggle);
  }

  const swiper = new Swiper(root, {
    slidesPerView: 3,
    centeredSlides: true,
    loop: true,
    // Swiper drops a click that comes while the last slide is still moving; a visitor clicking twice means twice.
    loopPreventsSliding: false,
    speed: prefersReducedMotion() ? 0 : 350,
  });

  swiper.on("click", (_swiper, event) => {
    const target = event.target as Element | null;
    // The button already did its work.
    if (target?.closest("[data-carousel-toggle]")) return;
    const slide = target?.closest<HTMLElement>(".swiper-slide");
    if (!slide) return;
    const video = slide.querySelector("video");
    if (slide.classList.contains("swiper-slide-active")) {
      if (video) togglePlayback(video);
      return;
    }
    swiper.slideToLoop(Number(slide.dataset.swiperSlideIndex ?? 0));
  });
  swiper.on("slideChange", () => {
    for (const video of videos) if (!video.paused) video.pause();
  });

  if (buttons) {
    buttons.hidden = false;
    buttons.querySelector("[data-carousel-previous]")?.addEventListener("click", () => swiper.slidePrev());
    buttons.querySelector("[data-carousel-next]")?.addEventListener("click", () => swiper.slideNext());
  }
  return swiper;
}
