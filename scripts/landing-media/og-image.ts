/**
 * The Open Graph picture: frames of the sample videos side by side, as rounded cards with a soft shadow, on the
 * brand's purple. No text of its own: the product names in it are the ones the engine drew into the frames.
 */
import sharp from "sharp";

export const ogSize = { width: 1200, height: 630 } as const;
const background = "#6d28d9";
const cardHeight = 520;
const gap = 44;
const cornerRadius = 26;
const shadowBlur = 14;

/** `frames` are 9:16 PNGs; the middle one is drawn a little larger so the row has a centre. */
export async function composeOgImage(frames: readonly Buffer[]): Promise<Buffer> {
  const heights = frames.map((_, index) => (frames.length === 3 && index === 1 ? cardHeight + 40 : cardHeight));
  const widths = heights.map((height) => Math.round((height * 9) / 16));
  const rowWidth = widths.reduce((sum, width) => sum + width, 0) + gap * (frames.length - 1);
  let left = Math.round((ogSize.width - rowWidth) / 2);
  const layers: sharp.OverlayOptions[] = [];
  for (const [index, frame] of frames.entries()) {
    const width = widths[index]!;
    const height = heights[index]!;
    const top = Math.round((ogSize.height - height) / 2);
    layers.push({ input: await cardShadow(width, height), left: left - shadowBlur * 2, top: top - shadowBlur * 2 + 8 });
    layers.push({ input: await roundedCard(frame, width, height), left, top });
    left += width + gap;
  }
  return sharp({ create: { ...ogSize, channels: 3, background } })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

function roundedRectSvg(width: number, height: number, fill: string, padding = 0): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width + padding * 2}" height="${height + padding * 2}">` +
      `<rect x="${padding}" y="${padding}" width="${width}" height="${height}" rx="${cornerRadius}" ry="${cornerRadius}" fill="${fill}"/></svg>`,
  );
}

async function roundedCard(frame: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(frame)
    .resize(width, height, { fit: "cover" })
    .composite([{ input: roundedRectSvg(width, height, "#000"), blend: "dest-in" }])
    .png()
    .toBuffer();
}

async function cardShadow(width: number, height: number): Promise<Buffer> {
  return sharp(roundedRectSvg(width, height, "rgba(20,0,50,0.45)", shadowBlur * 2))
    .blur(shadowBlur)
    .png()
    .toBuffer();
}
