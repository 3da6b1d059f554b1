/**
 * The poster templates as the API lists them, each with a sample drawn with a real-looking offer: the same for
 * everyone, so each template and size is drawn once per process and kept in memory (a few small PNGs).
 */
import { listPosterTemplates, type PosterContent } from "../../studio/design";
import { apiBasePath } from "../http/base-path";
import type { PosterSize, PosterTemplateView } from "../contract/posters";
import { drawPoster } from "./draw";

/** What the sample says: an offer a real shop would make, so the choice is made on a real look. */
const sampleContent: PosterContent = {
  headline: "Summer Sale",
  subline: "Trail Bottle keeps drinks cold for 24 hours.",
  price: "$24.99",
  oldPrice: "$34.99",
  badge: "-30%",
  coupon: "SUMMER30",
  dates: "1–14 Jun 2026",
  cta: "Shop now",
  qrUrl: "https://example.com/trail-bottle",
};

/** Wide enough for a picker's card on a retina screen. */
const sampleWidth = 432;

export function templateSampleUrl(templateId: string, size: PosterSize): string {
  return `${apiBasePath}/poster/template-sample/${encodeURIComponent(templateId)}?size=${size}`;
}

export function posterTemplateViews(size: PosterSize): PosterTemplateView[] {
  return listPosterTemplates().map((template) => ({ id: template.id, name: template.name, category: template.category, preview_url: templateSampleUrl(template.id, size) }));
}

const samples = new Map<string, Promise<Buffer>>();

/** The template's sample in a size (PNG); the template must exist (the caller checks). */
export function templateSample(templateId: string, size: PosterSize): Promise<Buffer> {
  const key = `${templateId}/${size}`;
  let drawn = samples.get(key);
  if (!drawn) {
    drawn = drawPoster({ templateId, size, content: sampleContent, output: { type: "png", width: sampleWidth } }).then((poster) => poster.bytes);
    // A failed drawing is tried again by the next request rather than kept.
    drawn.catch(() => samples.delete(key));
    samples.set(key, drawn);
  }
  return drawn;
}
