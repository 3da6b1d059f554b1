let scrollLocks = 0;
let savedScroll: { overflow: string; x: number; y: number };

/**
 * Locks page scrolling and returns the release. The page's state is read when the first overlay opens (not when
 * the embed was created) and put back exactly when the last one closes, however it closes.
 */
export function lockScroll() {
  const body = document.body;
  if (!scrollLocks++) savedScroll = { overflow: body.style.overflow, x: scrollX, y: scrollY };
  body.style.overflow = "hidden";
  return () => {
    if (--scrollLocks) return;
    body.style.overflow = savedScroll.overflow;
    if (scrollX != savedScroll.x || scrollY != savedScroll.y) scrollTo(savedScroll.x, savedScroll.y);
  };
}
