/**
 * renderPoster draws a poster as PNG or JPEG through the SVG path the slides use, or as a vector PDF for print;
 * measurePoster plans it without touching the photo, for the API's "this does not fit its layer" check.
 */
import sharp from "sharp";
import { DesignError } from "../errors";
import { imageSize, logoForBox, photoForBox } from "../images";
import type { Box } from "../formats";
import type { BrandKit } from "../render-slide";
import { slideSvg } from "../svg";
import { posterTextLayers, type PosterContent, type PosterSize, type PosterTextLayer } from "./content";
import { planToPdf } from "./pdf";
import { planPoster, type PosterPlan } from "./plan-poster";
import { qrMatrix } from "./qr";
import { bleedMm, isPosterSize, posterSizeSpecs } from "./sizes";
import { findPosterTemplateSource } from "./templates";

export interface PosterRequest {
  templateId: string;
  size: PosterSize;
  content: PosterContent;
  /** Any image sharp reads: JPEG, PNG, WebP, GIF, AVIF, TIFF, SVG. */
  image?: Buffer;
  brand?: BrandKit;
}

export type PosterOutput = { type: "png" | "jpeg"; width?: number } | { type: "pdf"; bleed?: boolean; cropMarks?: boolean };

export interface RenderedPoster {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: string;
  overflowed: PosterTextLayer[];
}

/** Characters per text: the API's limits (api/contract/posters.ts), and a dates line as long as any format writes. */
export const posterTextLimits: Record<PosterTextLayer, number> = { headline: 80, subline: 140, price: 20, oldPrice: 20, badge: 16, coupon: 24, dates: 60, cta: 28 };

async function plan(request: PosterRequest): Promise<PosterPlan> {
  const template = findPosterTemplateSource(request.templateId);
  if (!template) throw new DesignError("unknown_template", `There is no poster template "${request.templateId}".`);
  if (!isPosterSize(request.size)) throw new DesignError("unknown_size", `There is no poster size "${request.size}".`);
  for (const name of posterTextLayers) {
    const text = request.content[name];
    if (text && text.length > posterTextLimits[name])
      throw new DesignError("text_too_long", `The ${name} has ${text.length} characters; at most ${posterTextLimits[name]} fit.`);
  }
  const qrUrl = request.content.qrUrl?.trim();
  const brand = request.brand;
  const logo = brand?.logo ? await imageSize(brand.logo, "logo") : undefined;
  return planPoster({
    template,
    size: request.size,
    content: request.content,
    brandColors: brand?.colors,
    brandFontFamily: brand?.fontFamily,
    callToAction: brand?.callToAction,
    logoAspect: logo ? logo.width / logo.height : undefined,
    qr: qrUrl ? qrMatrix(qrUrl) : undefined,
  });
}

export async function measurePoster(request: PosterRequest): Promise<{ overflowed: PosterTextLayer[] }> {
  const { overflowed } = await plan(request);
  return { overflowed };
}

const dataUriBytes = (uri: string) => Buffer.from(uri.slice(uri.indexOf(",") + 1), "base64");

/** The photo and logo cut to their boxes at `scale` pixels per plan pixel. */
async function layerImages(poster: PosterPlan, request: PosterRequest, scale: number): Promise<{ photos: Map<string, string>; logo?: string }> {
  const photos = new Map<string, string>();
  const image = request.image;
  if (image) await imageSize(image, "photo");
  const logoLayer = poster.layers.find((layer) => layer.kind === "logo");
  const [logo] = await Promise.all([
    logoLayer && request.brand?.logo ? logoForBox(request.brand.logo, logoLayer.box.width * scale, logoLayer.box.height * scale, logoLayer.backdrops) : undefined,
    ...poster.layers.map(async (layer) => {
      if (layer.kind === "image" && image) photos.set(layer.name, await photoForBox(image, layer.box.width * scale, layer.box.height * scale));
    }),
  ]);
  return { photos, logo };
}

/** Shapes, patterns and photos that touch the trim run on into the bleed, so a cut a little off leaves no white edge. */
function withBleed(poster: PosterPlan, bleed: number): PosterPlan {
  const edge = 0.5;
  const extend = (box: Box): Box => {
    const left = box.x <= edge ? bleed : 0;
    const top = box.y <= edge ? bleed : 0;
    const right = box.x + box.width >= poster.width - edge ? bleed : 0;
    const bottom = box.y + box.height >= poster.height - edge ? bleed : 0;
    return { x: box.x - left, y: box.y - top, width: box.width + left + right, height: box.height + top + bottom };
  };
  const layers = poster.layers.map((layer) => (layer.kind === "shape" || layer.kind === "pattern" || layer.kind === "image" ? { ...layer, box: extend(layer.box) } : layer));
  return { ...poster, layers };
}

async function renderPdf(poster: PosterPlan, request: PosterRequest, output: { bleed?: boolean; cropMarks?: boolean }): Promise<RenderedPoster> {
  const spec = posterSizeSpecs[request.size];
  // Social sizes have no paper size: their page is the size they are seen at, 96 pixels to the inch.
  const page = spec.page ?? { width: spec.width * 0.75, height: spec.height * 0.75 };
  const pointsPerPixel = page.width / poster.width;
  const bleed = output.bleed === true;
  const margin = bleed || output.cropMarks ? (bleedMm / 25.4) * 72 : 0;
  const drawn = bleed ? withBleed(poster, margin / pointsPerPixel) : poster;
  const images = await layerImages(drawn, request, 1);
  const photos = new Map([...images.photos].map(([name, uri]) => [name, dataUriBytes(uri)]));
  const bytes = await planToPdf(
    drawn,
    { photos, logo: images.logo ? dataUriBytes(images.logo) : undefined },
    { ...page, margin, bleed, cropMarks: output.cropMarks === true },
  );
  return { bytes, width: page.width + 2 * margin, height: page.height + 2 * margin, contentType: "application/pdf", overflowed: poster.overflowed };
}

export async function renderPoster(request: PosterRequest & { output: PosterOutput }): Promise<RenderedPoster> {
  const poster = await plan(request);
  const { output } = request;
  if (output.type === "pdf") return renderPdf(poster, request, output);
  const width = output.width;
  if (width !== undefined && !(Number.isInteger(width) && width > 0)) throw new RangeError("width is a whole number of pixels above 0.");
  const scale = width ? Math.min(1, width / poster.width) : 1;
  const svg = slideSvg(poster, await layerImages(poster, request, scale), scale);
  const raster = sharp(Buffer.from(svg), { limitInputPixels: false });
  const encoded = output.type === "jpeg" ? raster.jpeg({ quality: 90, chromaSubsampling: "4:4:4" }) : raster.png({ compressionLevel: 3, adaptiveFiltering: false });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, contentType: output.type === "jpeg" ? "image/jpeg" : "image/png", overflowed: poster.overflowed };
}
