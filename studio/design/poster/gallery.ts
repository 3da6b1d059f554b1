/**
 * The poster gallery, for looking at every template in every size as a customer would see it:
 *   npx tsx studio/design/poster/gallery.ts [outDir] [--only=<templateId>] [--size=<size>]
 * writes, per template and size, `<id>-<size>.jpg`: the short offer on the dark photo, the long offer on the light
 * one, the offer in Chinese and a bare poster (headline only, no photo) side by side, with the sample logo.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { BrandKit } from "../render-slide";
import { posterSizes, type PosterSize } from "./content";
import { posterSamples, sampleLogo } from "./fixtures";
import { renderPoster } from "./render-poster";
import { posterSizeSpecs } from "./sizes";
import { listPosterTemplates } from "./templates";

const options = process.argv.slice(2);
const outDir = options.find((option) => !option.startsWith("--")) ?? "docs/screenshots/posters";
const only = options.find((option) => option.startsWith("--only="))?.slice("--only=".length);
const onlySize = options.find((option) => option.startsWith("--size="))?.slice("--size=".length);

const brand: BrandKit = { colors: [], logo: sampleLogo };
/** Tiles this tall, so the text of every size reads at about the same size on a screen. */
const tileHeight = 760;
const gap = 20;
const sheetBackground = { r: 226, g: 226, b: 222 };

async function sheet(templateId: string, size: PosterSize): Promise<Buffer> {
  const width = Math.round((posterSizeSpecs[size].width * tileHeight) / posterSizeSpecs[size].height);
  const tiles = await Promise.all(
    posterSamples.map((sample) => renderPoster({ templateId, size, content: sample.content, image: sample.image, brand, output: { type: "png", width } })),
  );
  return sharp({ create: { width: gap + tiles.length * (width + gap), height: tileHeight + 2 * gap, channels: 3, background: sheetBackground } })
    .composite(tiles.map((tile, index) => ({ input: tile.bytes, left: gap + index * (width + gap), top: gap })))
    .jpeg({ quality: 74 })
    .toBuffer();
}

await mkdir(outDir, { recursive: true });
for (const template of listPosterTemplates().filter((entry) => !only || entry.id === only)) {
  for (const size of posterSizes.filter((entry) => !onlySize || entry === onlySize))
    await writeFile(join(outDir, `${template.id}-${size}.jpg`), await sheet(template.id, size));
  console.log(`${template.id}: done`);
}
