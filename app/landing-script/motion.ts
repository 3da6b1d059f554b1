/** Spec: prefers-reduced-motion turns off fades and autoplay. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The browser's Save-Data setting (Chromium's Network Information API; absent elsewhere, which means no). */
export function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
