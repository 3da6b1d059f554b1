/**
 * The presenter composited into one part of a video: the presenter clip is one more input, seeked to the part's
 * start, split into one branch per layout the part's scenes use, each branch fitted to its box and overlaid on the
 * joined picture only on that layout's frames. It goes under the text layer, so headlines and captions stay on top.
 */
import { even, framesPerSecond, presenterBoxes, type Box, type FrameLayout } from "./frame-layout";
import { coversBox, presenterBox, type PresenterClip } from "./presenter";
import type { TimingPlan } from "./timing-plan";
import type { PresenterLayout } from "../timeline";

/** The light grey of a card's border. */
const cardBorderColour = "0xF2F2F2";
/** In a card cropped to a wider box, the face's centre is placed this far down the box. */
const faceHeightInBox = 0.42;

export interface PresenterOverlay {
  inputArgs: string[];
  /** Chains from `inputLabel` to `outputLabel`. */
  chains: string[];
}

export function presenterOverlay(
  clip: PresenterClip,
  layout: FrameLayout,
  plan: TimingPlan,
  range: { fromFrame: number; toFrame: number },
  input: { index: number; inputLabel: string; outputLabel: string },
): PresenterOverlay {
  const boxes = presenterBoxes(layout);
  const framesByLayout = new Map<PresenterLayout, [number, number][]>();
  for (const planned of plan.scenes) {
    const from = Math.max(planned.startFrame, range.fromFrame) - range.fromFrame;
    const to = Math.min(planned.startFrame + planned.frameCount, range.toFrame) - range.fromFrame;
    if (to <= from) continue;
    const sceneLayout = clip.sceneLayouts[planned.index];
    framesByLayout.set(sceneLayout, [...(framesByLayout.get(sceneLayout) ?? []), [from, to - 1]]);
  }
  // Half a frame early: the seek keeps the first frame at or after it, whatever the rounding of the decimal.
  const seekSeconds = (Math.max(0, range.fromFrame - 0.5) / framesPerSecond).toFixed(4);
  const seconds = ((range.toFrame - range.fromFrame + 1) / framesPerSecond).toFixed(4);
  const branches = [...framesByLayout.entries()];
  const source = `[${input.index}:v]setpts=PTS-STARTPTS,fps=${framesPerSecond}`;
  const chains = branches.length === 1 ? [`${source}[pr0]`] : [`${source},split=${branches.length}${branches.map((_, index) => `[pr${index}]`).join("")}`];
  branches.forEach(([sceneLayout, frames], index) => {
    // Over the whole frame a card has no border: there is nothing around it to set it apart from.
    const placed = placement(clip, presenterBox(sceneLayout, boxes), sceneLayout === "full" ? 0 : boxes.cardBorder);
    const from = index === 0 ? input.inputLabel : `pro${index - 1}`;
    const to = index === branches.length - 1 ? input.outputLabel : `pro${index}`;
    const enable = frames.map(([first, last]) => `between(n,${first},${last})`).join("+");
    chains.push(`[pr${index}]${placed.filter}[prb${index}]`, `[${from}][prb${index}]overlay=x=${placed.x}:y=${placed.y}:enable='${enable}'[${to}]`);
  });
  return { inputArgs: ["-ss", seekSeconds, "-t", seconds, "-i", clip.path], chains };
}

/**
 * A cut-out stands on the bottom of its box at the largest size that fits. A card covers a box of a shape near its
 * own (cropped around the face) or is fitted in the middle of a much wider one; a card smaller than the frame gets a
 * thin light border, so a photo does not bleed into the picture behind it.
 */
function placement(clip: PresenterClip, box: Box, border: number): { filter: string; x: number; y: number } {
  if (!coversBox(box, clip.width / clip.height, clip.alpha)) {
    const factor = Math.min(box.width / clip.width, box.height / clip.height);
    const width = even(clip.width * factor);
    const height = even(clip.height * factor);
    const x = box.x + even((box.width - width) / 2);
    if (clip.alpha) return { filter: `scale=${width}:${height}`, x, y: box.y + box.height - height };
    return { filter: card(clip, { width, height }, border), x, y: box.y + even((box.height - height) / 2) };
  }
  return { filter: card(clip, box, border), x: box.x, y: box.y };
}

/** The clip scaled to cover `size` less its border, cropped around the face, then framed. */
function card(clip: PresenterClip, size: { width: number; height: number }, border: number): string {
  const inner = { width: size.width - 2 * border, height: size.height - 2 * border };
  const factor = Math.max(inner.width / clip.width, inner.height / clip.height);
  const width = Math.max(inner.width, even(clip.width * factor));
  const height = Math.max(inner.height, even(clip.height * factor));
  const cropX = Math.round((width - inner.width) / 2);
  const cropY = Math.round(Math.min(height - inner.height, Math.max(0, clip.faceCentreY * height - inner.height * faceHeightInBox)));
  const frame = border > 0 ? `,pad=${size.width}:${size.height}:${border}:${border}:color=${cardBorderColour}` : "";
  return `scale=${width}:${height},crop=${inner.width}:${inner.height}:${cropX}:${cropY}${frame},format=yuv420p`;
}
