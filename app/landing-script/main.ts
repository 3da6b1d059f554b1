/**
 * The landing pages' only script (they have no React in the browser): each behaviour finds its markup and leaves
 * the page as it is when that markup is missing. Swiper is fetched only for a page with the carousel, when the
 * carousel comes near the screen.
 */
import { enhanceDemo } from "./demo";
import { enhanceEarlyAccess } from "./early-access";
import { enhanceFadeIns } from "./fade-in";
import { enhanceFaq } from "./faq";

const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector);
const $$ = <T extends Element>(selector: string) => [...document.querySelectorAll<T>(selector)];

const demo = $<HTMLElement>("[data-demo]");
if (demo) enhanceDemo(demo);
const faq = $<HTMLElement>("[data-faq]");
if (faq) enhanceFaq(faq);
enhanceFadeIns($$<HTMLElement>("[data-fade]"));
enhanceEarlyAccess($$<HTMLAnchorElement>("a[data-early-access]"));

const carousel = $<HTMLElement>("[data-carousel]");
if (carousel) {
  const start = () => void import("./carousel").then(({ startCarousel }) => startCarousel(carousel, $<HTMLElement>("[data-carousel-buttons]")));
  if ("IntersectionObserver" in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(carousel);
  } else {
    start();
  }
}
document.documentElement.dataset.landingScript = "ready";
