/**
 * The template gallery, for looking at every template as a customer would see it:
 *   npx tsx studio/design/gallery.ts [outDir] [--only=<templateId>] [--slides]
 * writes, per template, a contact sheet of every format (rows) and role (columns) with the pale photo
 * (`<id>-light.jpg`) and with the dark one (`<id>-dark.jpg`), plus `chinese.jpg`, one template in Chinese.
 * `--slides` writes each slide at full size instead, under `<outDir>/<id>/`, for a close look.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { chineseSlides, espressoSlides, jacketSlides, sampleLogo } from "./fixtures/sample-slides";
import { listTemplates, renderSlide, slideFormatIds, slideFormats, type BrandKit, type SlideFormat, type SlideInput } from "./index";

const options = process.argv.slice(2);
const outDir = options.find((option) => !option.startsWith("--")) ?? "docs/screenshots/slides";
const only = options.find((option) => option.startsWith("--only="))?.slice("--only=".length);
const fullSlides = options.includes("--slides");

const brand: BrandKit = { colors: [], logo: sampleLogo, callToAction: "Shop now" };

/** Row heights on a sheet: tall formats get more, so every row reads at about the same text size. */
const sheetRowHeight: Record<SlideFormat, number> = { story: 480, feed: 390, square: 340, landscape: 210, banner: 190, email: 180, leaderboard: 45 };
const sheetGap = 16;
const sheetBackground = { r: 226, g: 226, b: 222 };

async function contactSheet(templateId: string, slides: SlideInput[]): Promise<Buffer> {
  const rows = await Promise.all(
    slideFormatIds.map(async (format) => {
      const { height } = slideFormats[format];
      const scale = Math.min(1, sheetRowHeight[format] / (height * slideFormats[format].scale));
      return Promise.all(slides.map((slide) => renderSlide({ templateId, format, slide, brand, scale, type: "png" })));
    }),
  );
  const width = Math.max(...rows.map((row) => row.reduce((sum, slide) => sum + slide.width + sheetGap, sheetGap)));
  const height = rows.reduce((sum, row) => sum + row[0]!.height + sheetGap, sheetGap);
  const tiles: sharp.OverlayOptions[] = [];
  let top = sheetGap;
  for (const row of rows) {
    let left = sheetGap;
    for (const slide of row) {
      tiles.push({ input: slide.bytes, left, top });
      left += slide.width + sheetGap;
    }
    top += row[0]!.height + sheetGap;
  }
  return sharp({ create: { width, height, channels: 3, background: sheetBackground } })
    .composite(tiles)
    .jpeg({ quality: 70 })
    .toBuffer();
}

async function writeSlides(templateId: string, variant: string, slides: SlideInput[]): Promise<void> {
  const folder = join(outDir, templateId);
  await mkdir(folder, { recursive: true });
  for (const format of slideFormatIds) {
    await Promise.all(
      slides.map(async (slide) => {
        const rendered = await renderSlide({ templateId, format, slide, brand, type: "jpeg" });
        await writeFile(join(folder, `${format}-${slide.role}-${variant}.jpg`), rendered.bytes);
      }),
    );
  }
}

await mkdir(outDir, { recursive: true });
const templates = listTemplates().filter((template) => !only || template.id === only);
const variants = { light: jacketSlides, dark: espressoSlides, chinese: chineseSlides };
for (const template of templates) {
  for (const [variant, slides] of Object.entries(variants)) {
    if (variant === "chinese" && template !== templates[0]) continue;
    if (fullSlides) await writeSlides(template.id, variant, slides);
    else await writeFile(join(outDir, variant === "chinese" ? "chinese.jpg" : `${template.id}-${variant}.jpg`), await contactSheet(template.id, slides));
  }
  console.log(`${template.id}: done`);
}
