/**
 * `slideshow`: product → slide texts → slide images (and with --video an MP4), with the renderer the API uses. The
 * files appear in --out only when all are drawn: they are written to a hidden folder beside it and moved into place.
 */
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { findTemplate, listTemplates, renderSlide, slideFormats, type SlideFormat } from "../design";
import { defaultRenderStages, renderVideoInRatios } from "../render";
import { defaultVoiceId } from "../voice";
import { writeSlides } from "../writer/slides";
import { slidesToTimeline, videoFrameOf } from "../writer/slides-timeline";
import { CliError, exitCodes, usageError } from "./errors";
import { numberOption, optionalString, requiredString, type CommandSpec, type OptionValues } from "./options";
import { helpOption, productOptions, seedOption, stopIfInterrupted, withProduct, type CliContext } from "./writing";

const formatIds = Object.keys(slideFormats) as SlideFormat[];

export const slideshowSpec: CommandSpec = {
  name: "slideshow",
  summary: "Draw a product's slideshow: cover, benefits, price and call to action as images, optionally an MP4.",
  options: {
    ...productOptions,
    template: {
      type: "string",
      value: "ID",
      description: `template (default ${listTemplates()[0]?.id ?? "none"}): ${listTemplates()
        .map((template) => template.id)
        .join(", ")}`,
    },
    format: { type: "string", value: formatIds.join("|"), description: "size of the slides (default story: 1080x1920)" },
    out: { type: "string", value: "<folder>", description: "where slide-01.png, slide-02.png, … (and slideshow.mp4) go; created if missing" },
    type: { type: "string", value: "png|jpeg", description: "image type (default png)" },
    video: { type: "boolean", description: "also render slideshow.mp4: each slide with a slow zoom, the voice reading its texts" },
    "no-voice": { type: "boolean", description: "with --video: nothing read aloud, 2.5 s a slide" },
    scale: { type: "string", value: "F", description: "size factor 0.1–1 for a quick preview (default 1)" },
    ...helpOption,
  },
  notes: [
    "Prints the files written and the time taken. Exit codes: 0 done, 2 bad command line, 3 the product could not be read,",
    "4 the render failed, 130 interrupted.",
    "",
    "Example:",
    "  npm run studio -- slideshow --product https://shop.example/products/trail-bottle --template clean-spotlight --format story --out slides",
  ],
};

interface SlideshowRequest {
  out: string;
  templateId: string;
  format: SlideFormat;
  type: "png" | "jpeg";
  video: boolean;
  voice: boolean;
  scale: number;
  seed: number;
}

function readRequest(values: OptionValues): SlideshowRequest {
  const templateId = optionalString(values, "template") ?? listTemplates()[0]!.id;
  if (!findTemplate(templateId))
    throw usageError(
      `--template: there is no template called "${templateId}". Templates: ${listTemplates()
        .map((template) => template.id)
        .join(", ")}.`,
    );
  const format = optionalString(values, "format") ?? "story";
  if (!(formatIds as string[]).includes(format)) throw usageError(`--format must be one of ${formatIds.join(", ")}, not "${format}".`);
  const type = optionalString(values, "type") ?? "png";
  if (type !== "png" && type !== "jpeg") throw usageError(`--type must be png or jpeg, not "${type}".`);
  return {
    out: path.resolve(requiredString(values, "out", "slides")),
    templateId,
    format: format as SlideFormat,
    type,
    video: values.video === true,
    voice: values["no-voice"] !== true,
    scale: numberOption(values, "scale", { min: 0.1, max: 1, fallback: 1 }),
    seed: seedOption(values),
  };
}

export async function slideshowCommand(values: OptionValues, context: CliContext): Promise<void> {
  const request = readRequest(values);
  const startedAt = performance.now();
  await withProduct(values, context, async (product, workDir) => {
    const slides = writeSlides(product.facts, { seed: request.seed });
    context.progress.note(`${slides.length} slides for "${product.facts.name}" with ${request.templateId} at ${request.format}`);
    await mkdir(path.dirname(request.out), { recursive: true });
    const staging = await mkdtemp(path.join(path.dirname(request.out), ".promoreel-slides-"));
    try {
      const images = await Promise.all(slides.map((slide) => (slide.image ? readFile(slide.image) : Promise.resolve(undefined))));
      const draw = (format: SlideFormat, type: "png" | "jpeg") =>
        Promise.all(
          slides.map((slide, index) =>
            renderSlide({ templateId: request.templateId, format, slide: { role: slide.role, texts: slide.texts, image: images[index] }, type, scale: request.scale }),
          ),
        );
      const drawn = await draw(request.format, request.type);
      stopIfInterrupted(context.signal);
      const extension = request.type === "png" ? "png" : "jpg";
      const names = drawn.map((_, index) => `slide-${String(index + 1).padStart(2, "0")}.${extension}`);
      await Promise.all(drawn.map((slide, index) => writeFile(path.join(staging, names[index]!), slide.bytes)));
      const lines = drawn.map(
        (slide, index) =>
          `${path.join(request.out, names[index]!)}  ${slide.width}x${slide.height}${slide.overflowed.length > 0 ? `  (cut short: ${slide.overflowed.join(", ")})` : ""}`,
      );

      if (request.video) {
        const frame = videoFrameOf[request.format];
        const forVideo = frame.format === request.format && request.type === "png" ? drawn : await draw(frame.format, "png");
        const framePaths = await Promise.all(
          forVideo.map(async (slide, index) => {
            const file = path.join(workDir, `frame-${index}.png`);
            await writeFile(file, slide.bytes);
            return file;
          }),
        );
        const timeline = slidesToTimeline(
          slides.map((slide, index) => ({ id: `slide-${index + 1}`, role: slide.role, texts: slide.texts, imagePath: framePaths[index]! })),
          {
            aspectRatio: frame.ratio,
            seed: request.seed,
            product: { name: product.facts.name, ...(product.facts.brand && { brand: product.facts.brand }), ...(product.facts.price && { price: product.facts.price }) },
            voiceId: defaultVoiceId,
            voice: request.voice,
            music: null,
            captions: "none",
          },
        );
        const result = await renderVideoInRatios(timeline, [frame.ratio], defaultRenderStages(), {
          outputDir: staging,
          scale: request.scale,
          signal: context.signal,
          workDir: path.join(workDir, "render"),
          onProgress: (progress) => context.progress.render(progress),
        });
        context.progress.finish();
        await rename(result.videos[0]!.videoPath, path.join(staging, "slideshow.mp4"));
        lines.push(`${path.join(request.out, "slideshow.mp4")}  ${frame.ratio}  ${((await stat(path.join(staging, "slideshow.mp4"))).size / 1024 / 1024).toFixed(1)} MB`);
      }
      // Moved in one by one: other files already in --out stay where they are.
      await mkdir(request.out, { recursive: true });
      for (const name of [...names, ...(request.video ? ["slideshow.mp4"] : [])]) await rename(path.join(staging, name), path.join(request.out, name));
      await rm(staging, { recursive: true, force: true });
      lines.push(`Made ${drawn.length} slides${request.video ? " and the video" : ""} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
      context.stdout.write(`${lines.join("\n")}\n`);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      if (context.signal.aborted) throw new CliError(exitCodes.interrupted, "Stopped; nothing was written.");
      throw error;
    }
  });
}
