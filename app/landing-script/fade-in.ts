import { prefersReducedMotion } from "./motion";

/**
 * Cards below the fold wait, hidden, and fade in the first time they come into view; cards already in view stay
 * as they are, so nothing on the first screen blinks. An observer instead of a scroll handler: the browser tells
 * us when a card comes in, and nothing runs while the visitor scrolls.
 */
export function enhanceFadeIns(cards: HTMLElement[]) {
  if (prefersReducedMotion() || !("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.removeAttribute("data-fade-pending");
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  for (const card of cards) {
    if (card.getBoundingClientRect().top < window.innerHeight) continue;
    card.setAttribute("data-fade-pending", "");
    observer.observe(card);
  }
}
