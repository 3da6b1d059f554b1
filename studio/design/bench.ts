/**
 * The slide benchmark: `npx tsx studio/design/bench.ts [templateId]` renders an eight-slide slideshow at story size
 * (1080x1920 PNG, all eight at once) five times after one warm-up, and prints the median wall time.
 * Each slide and each run gets a photo of its own, so no cropped photo is reused: the worst case for the cache.
 * Target on 2 cores: median ≤ 2 s.
 */
import sharp from "sharp";
import { espressoSlides, jacketSlides, sampleLogo } from "./fixtures/sample-slides";
import { renderSlide, type SlideInput } from "./index";

const templateId = process.argv[2] ?? "clean-spotlight";
const runs = 5;
const slideshow = [...espressoSlides, ...jacketSlides];
const brand = { colors: [], logo: sampleLogo, callToAction: "Shop now" };

/** A photo no other slide has: the same picture, re-encoded with a different crop. */
async function ownPhoto(slide: SlideInput, index: number): Promise<SlideInput> {
  const image = sharp(slide.image!);
  const { width = 0, height = 0 } = await image.metadata();
  const trimmed = await image
    .extract({ left: index % 7, top: index % 5, width: width - 7, height: height - 5 })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { ...slide, image: trimmed };
}

const renderSlideshow = (slides: SlideInput[]) => Promise.all(slides.map((slide) => renderSlide({ templateId, format: "story", slide, brand })));

await renderSlideshow(await Promise.all(slideshow.map(ownPhoto)));
const times: number[] = [];
let bytes = 0;
for (let run = 1; run <= runs; run++) {
  const own = await Promise.all(slideshow.map((slide, index) => ownPhoto(slide, run * slideshow.length + index)));
  const started = performance.now();
  const slides = await renderSlideshow(own);
  times.push(performance.now() - started);
  bytes = slides.reduce((sum, slide) => sum + slide.bytes.length, 0);
}
times.sort((a, b) => a - b);
console.log(
  `${templateId}: 8 story slides, median ${Math.round(times[Math.floor(runs / 2)]!)} ms (runs ${times.map(Math.round).join(", ")} ms), ${(bytes / 1e6).toFixed(1)} MB of PNG`,
);
