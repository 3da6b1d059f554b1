/**
 * `poster`: product + offer → one promotional poster, as PDF (print), PNG or JPEG by the --out extension, with the
 * renderer the API uses. The headline and sub-line are the writer's first idea unless given. The file appears only
 * when it is drawn: it is written beside --out under a hidden name and moved into place.
 */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  DesignError,
  findPosterTemplate,
  isQrUrl,
  listPosterTemplates,
  maxQrUrlLength,
  posterSizes,
  posterTextLimits,
  renderPoster,
  type PosterContent,
  type PosterSize,
} from "../design";
import { formatPrice } from "../writer/product-facts";
import { writePosterHeadlines } from "../writer/poster-headlines";
import { CliError, exitCodes, usageError } from "./errors";
import { optionalString, requiredString, type CommandSpec, type OptionValues } from "./options";
import { helpOption, productOptions, seedOption, stopIfInterrupted, withProduct, type CliContext } from "./writing";

const outputTypes = { ".pdf": "pdf", ".png": "png", ".jpg": "jpeg", ".jpeg": "jpeg" } as const;

export const posterSpec: CommandSpec = {
  name: "poster",
  summary: "Draw a promotional poster for a product: an offer, price, coupon, dates and a QR code, as PDF, PNG or JPEG.",
  options: {
    ...productOptions,
    template: {
      type: "string",
      value: "ID",
      description: `poster template (default ${listPosterTemplates()[0]!.id}): ${listPosterTemplates()
        .map((template) => template.id)
        .join(", ")}`,
    },
    size: { type: "string", value: posterSizes.join("|"), description: "a4 and letter are print (300 dpi), feed 1080x1350, story 1080x1920, square 1080x1080 (default a4)" },
    out: { type: "string", value: "<file>", description: "poster.pdf, poster.png or poster.jpg: the extension picks the type" },
    headline: { type: "string", value: "TEXT", description: `at most ${posterTextLimits.headline} characters (default: the writer's first idea)` },
    subline: { type: "string", value: "TEXT", description: `at most ${posterTextLimits.subline} characters (default: the writer's)` },
    price: { type: "string", value: "TEXT", description: "the offer price as shown, e.g. $19 (default: the product's price)" },
    "old-price": { type: "string", value: "TEXT", description: "the price before, drawn struck through" },
    badge: { type: "string", value: "TEXT", description: "the discount badge; one that starts with a dash is written --badge=-30%" },
    coupon: { type: "string", value: "CODE", description: "a coupon code, drawn in a dashed box" },
    starts: { type: "string", value: "YYYY-MM-DD", description: "first day of the offer" },
    ends: { type: "string", value: "YYYY-MM-DD", description: "last day of the offer" },
    cta: { type: "string", value: "TEXT", description: 'call to action, e.g. "Shop now"' },
    qr: { type: "string", value: "URL", description: "the link the QR code opens (default: the product page, when --product is a link)" },
    bleed: { type: "boolean", description: "PDF: add 3 mm bleed on every side, with the trim box set" },
    "crop-marks": { type: "boolean", description: "PDF: draw crop marks outside the trim" },
    ...helpOption,
  },
  notes: [
    "Prints the file written and the time taken. Exit codes: 0 done, 2 bad command line, 3 the product could not be read,",
    "4 the render failed, 130 interrupted.",
    "",
    "Example:",
    "  npm run studio -- poster --product https://shop.example/products/trail-bottle --template big-sale --size a4 \\",
    '    --price "$19" --old-price "$25" --badge "-24%" --coupon TRAIL24 --ends 2026-12-14 --out poster.pdf',
  ],
};

interface PosterCommandRequest {
  out: string;
  type: "pdf" | "png" | "jpeg";
  templateId: string;
  size: PosterSize;
  bleed: boolean;
  cropMarks: boolean;
  seed: number;
  offer: Omit<PosterContent, "headline"> & { headline?: string };
}

function calendarDay(values: OptionValues, name: string): Date | undefined {
  const text = optionalString(values, name);
  if (text === undefined) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw usageError(`--${name} must be a calendar day such as 2026-12-14, not "${text}".`);
  }
  return date;
}

/** "1–14 Dec 2026", "27 Nov – 14 Dec 2026", "Until 14 Dec 2026": as short as the two days allow. */
export function formatDates(starts: Date | undefined, ends: Date | undefined): string | undefined {
  const format = (date: Date, parts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { ...parts, timeZone: "UTC" }).format(date);
  const full = { day: "numeric", month: "short", year: "numeric" } as const;
  if (starts && ends) {
    if (starts.getUTCFullYear() !== ends.getUTCFullYear()) return `${format(starts, full)} – ${format(ends, full)}`;
    if (starts.getUTCMonth() !== ends.getUTCMonth()) return `${format(starts, { day: "numeric", month: "short" })} – ${format(ends, full)}`;
    if (starts.getTime() === ends.getTime()) return format(ends, full);
    return `${starts.getUTCDate()}–${format(ends, full)}`;
  }
  if (starts) return `From ${format(starts, full)}`;
  return ends ? `Until ${format(ends, full)}` : undefined;
}

function limitedText(values: OptionValues, option: string, limit: number): string | undefined {
  const text = optionalString(values, option);
  if (text && text.length > limit) throw usageError(`--${option} has ${text.length} characters; at most ${limit} fit on a poster.`);
  return text;
}

function readRequest(values: OptionValues): PosterCommandRequest {
  const templateId = optionalString(values, "template") ?? listPosterTemplates()[0]!.id;
  if (!findPosterTemplate(templateId))
    throw usageError(
      `--template: there is no poster template called "${templateId}". Templates: ${listPosterTemplates()
        .map((template) => template.id)
        .join(", ")}.`,
    );
  const size = optionalString(values, "size") ?? "a4";
  if (!(posterSizes as readonly string[]).includes(size)) throw usageError(`--size must be one of ${posterSizes.join(", ")}, not "${size}".`);
  const out = path.resolve(requiredString(values, "out", "poster.pdf"));
  const type = outputTypes[path.extname(out).toLowerCase() as keyof typeof outputTypes];
  if (!type) throw usageError(`--out must end in .pdf, .png or .jpg, not "${path.basename(out)}".`);
  const bleed = values.bleed === true;
  const cropMarks = values["crop-marks"] === true;
  if ((bleed || cropMarks) && type !== "pdf") throw usageError("--bleed and --crop-marks are for PDF posters: end --out in .pdf.");
  const starts = calendarDay(values, "starts");
  const ends = calendarDay(values, "ends");
  if (starts && ends && ends < starts) throw usageError("--ends is before --starts: the offer must end on or after the day it starts.");
  const qrUrl = optionalString(values, "qr");
  if (qrUrl && !isQrUrl(qrUrl)) throw usageError(`--qr must be an http:// or https:// link of at most ${maxQrUrlLength} characters.`);
  return {
    out,
    type,
    templateId,
    size: size as PosterSize,
    bleed,
    cropMarks,
    seed: seedOption(values),
    offer: {
      headline: limitedText(values, "headline", posterTextLimits.headline),
      subline: limitedText(values, "subline", posterTextLimits.subline),
      price: limitedText(values, "price", posterTextLimits.price),
      oldPrice: limitedText(values, "old-price", posterTextLimits.oldPrice),
      badge: limitedText(values, "badge", posterTextLimits.badge),
      coupon: limitedText(values, "coupon", posterTextLimits.coupon),
      dates: formatDates(starts, ends),
      cta: limitedText(values, "cta", posterTextLimits.cta),
      qrUrl,
    },
  };
}

export async function posterCommand(values: OptionValues, context: CliContext): Promise<void> {
  const request = readRequest(values);
  const startedAt = performance.now();
  await withProduct(values, context, async (product) => {
    const { facts } = product;
    const [idea] = writePosterHeadlines(
      facts,
      { price: request.offer.price, oldPrice: request.offer.oldPrice, badge: request.offer.badge, coupon: request.offer.coupon, endsOn: optionalString(values, "ends") },
      { seed: request.seed },
    );
    const content: PosterContent = {
      ...request.offer,
      headline: request.offer.headline ?? idea!.headline,
      subline: request.offer.subline ?? (request.offer.headline ? undefined : idea!.subline),
      // The product's own price stands in for the offer's, unless an old price asks for a new one the user did not give.
      price: request.offer.price ?? (request.offer.oldPrice || !facts.price ? undefined : formatPrice(facts.price)),
      qrUrl: request.offer.qrUrl ?? facts.sourceUrl,
    };
    const image = facts.images[0] ? await readFile(facts.images[0]) : undefined;
    context.progress.note(`"${content.headline}" on ${request.templateId} at ${request.size}`);
    let drawn;
    try {
      drawn = await renderPoster({
        templateId: request.templateId,
        size: request.size,
        content,
        image,
        output: request.type === "pdf" ? { type: "pdf", bleed: request.bleed, cropMarks: request.cropMarks } : { type: request.type },
      });
    } catch (error) {
      if (error instanceof DesignError) throw new CliError(exitCodes.render, `The poster could not be drawn: ${error.message}`);
      throw error;
    }
    stopIfInterrupted(context.signal);
    await mkdir(path.dirname(request.out), { recursive: true });
    const staging = path.join(path.dirname(request.out), `.promoreel-poster-${process.pid}-${path.basename(request.out)}`);
    try {
      await writeFile(staging, drawn.bytes);
      await rename(staging, request.out);
    } catch (error) {
      await rm(staging, { force: true });
      throw error;
    }
    const unit = request.type === "pdf" ? " pt" : "";
    const cut = drawn.overflowed.length > 0 ? `  (cut short: ${drawn.overflowed.join(", ")})` : "";
    context.stdout.write(
      `${request.out}  ${Math.round(drawn.width)}x${Math.round(drawn.height)}${unit}${cut}\nMade the poster in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.\n`,
    );
  });
}
