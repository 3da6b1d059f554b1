import { posterSizePixels, type PosterSize } from "../../../api/contract";

/** "2480 × 3508", the size's pixels as the size links show them. */
export function formatPosterSize(size: PosterSize): string {
  const { width, height } = posterSizePixels[size];
  return `${width} × ${height}`;
}

/** The CSS aspect ratio of a size, for a picture's box that keeps its shape while it loads. */
export function posterAspect(size: PosterSize): string {
  const { width, height } = posterSizePixels[size];
  return `${width} / ${height}`;
}

/** Width over height. */
export function posterRatio(size: PosterSize): number {
  const { width, height } = posterSizePixels[size];
  return width / height;
}
