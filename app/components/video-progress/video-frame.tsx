import type { ReactNode } from "react";
import type { AspectRatio } from "../../../api/contract";

/**
 * A box in the video's own shape, the same size before and after the video arrives, so the page does not jump when
 * the player replaces the progress view. Tall videos are limited by height, wide ones by width.
 */
const frameByRatio: Record<AspectRatio, string> = {
  "9:16": "aspect-[9/16] h-[min(70vh,36rem)] max-w-full",
  "1:1": "aspect-square w-full max-w-md",
  "16:9": "aspect-video w-full",
};

export function VideoFrame({ ratio, children }: { ratio: AspectRatio; children: ReactNode }) {
  return <div className={`relative mx-auto overflow-hidden rounded-2xl bg-zinc-900 ${frameByRatio[ratio]}`}>{children}</div>;
}
