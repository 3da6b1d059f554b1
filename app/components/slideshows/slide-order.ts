/**
 * Moving a slide one place earlier or later. `PUT slide-show/detail` takes every slide's id in the new order, so a
 * move is the whole list with two neighbours swapped.
 */
export const slideMoves = ["up", "down"] as const;
export type SlideMove = (typeof slideMoves)[number];

/** The ids in their new order, or null when the slide is not there or is already at that end. */
export function moveSlide(ids: readonly string[], slideId: string, move: SlideMove): string[] | null {
  const from = ids.indexOf(slideId);
  const to = move === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
