/**
 * renderSlide draws one slide of a slideshow as PNG or JPEG; measureSlide gives the same layout as boxes and lines
 * without decoding the photo, for tests and for the API's "this text is too long for its layer" check.
 */
import sharp from "sharp";
import { DesignError } from "./errors";
import { isSlideFormat, type Box, type SlideFormat } from "./formats";
import { imageSize, logoForBox, photoForBox } from "./images";
import type { SlidePlan } from "./plan";
import { planSlide } from "./plan-slide";
import { textLayerNames, textLimits, type SlideRole, type TextLayerName } from "./slide-content";
import { slideSvg } from "./svg";
import { findTemplate } from "./templates";

export interface BrandKit {
  /** 0–5 hex colours: primary, secondary, accent, background, text. */
  colors: string[];
  fontFamily?: string;
  logo?: Buffer;
  callToAction?: string;
}

export interface SlideInput {
  role: SlideRole;
  texts: Partial<Record<TextLayerName, string>>;
  /** Any image sharp reads: JPEG, PNG, WebP, GIF, AVIF, TIFF, SVG. */
  image?: Buffer;
}

export interface SlideRequest {
  templateId: string;
  format: SlideFormat;
  slide: SlideInput;
  brand?: BrandKit;
}

export interface RenderRequest extends SlideRequest {
  type?: "png" | "jpeg";
  /** Below 1 for small previews and tests: the same layout, fewer pixels. */
  scale?: number;
}

export interface RenderedSlide {
  bytes: Buffer;
  width: number;
  height: number;
  overflowed: TextLayerName[];
}

export interface LineBox extends Box {
  text: string;
  baseline: number;
  fontSize: number;
}

export interface MeasuredLayer {
  name: string;
  kind: string;
  box: Box;
  lines?: LineBox[];
  overflowed?: boolean;
}

export interface SlideMeasurement {
  layers: MeasuredLayer[];
  safeArea: Box;
  overflowed: TextLayerName[];
}

async function plan(request: SlideRequest): Promise<SlidePlan> {
  const template = findTemplate(request.templateId);
  if (!template) throw new DesignError("unknown_template", `There is no template "${request.templateId}".`);
  if (!isSlideFormat(request.format)) throw new DesignError("unknown_format", `There is no slide format "${request.format}".`);
  for (const name of textLayerNames) {
    const text = request.slide.texts[name];
    if (text && text.length > textLimits[name]) throw new DesignError("text_too_long", `The ${name} has ${text.length} characters; at most ${textLimits[name]} fit.`);
  }
  const brand = request.brand;
  const logo = brand?.logo ? await imageSize(brand.logo, "logo") : undefined;
  return planSlide({
    template,
    format: request.format,
    role: request.slide.role,
    texts: request.slide.texts,
    brandColors: brand?.colors,
    brandFontFamily: brand?.fontFamily,
    callToAction: brand?.callToAction,
    logoAspect: logo ? logo.width / logo.height : undefined,
  });
}

export async function measureSlide(request: SlideRequest): Promise<SlideMeasurement> {
  const slide = await plan(request);
  return {
    safeArea: slide.safeArea,
    overflowed: slide.overflowed,
    layers: slide.layers.map((layer) => {
      if (layer.kind !== "text") return { name: layer.name, kind: layer.kind, box: layer.box };
      const lines = layer.lines.map(({ line, x, baseline }) => {
        const left = x + Math.min(0, line.inkLeft * layer.size);
        const right = x + Math.max(line.width, line.inkRight) * layer.size;
        const top = baseline - line.inkTop * layer.size;
        const bottom = baseline - line.inkBottom * layer.size;
        return { text: line.text, x: left, y: top, width: right - left, height: bottom - top, baseline, fontSize: layer.size };
      });
      return { name: layer.name, kind: layer.kind, box: layer.plate?.box ?? layer.box, lines, overflowed: layer.overflowed };
    }),
  };
}

export async function renderSlide(request: RenderRequest): Promise<RenderedSlide> {
  const scale = request.scale ?? 1;
  if (!(scale > 0 && scale <= 1)) throw new RangeError("scale is a share of the full size: more than 0, at most 1.");
  const slide = await plan(request);
  const photos = new Map<string, string>();
  const image = request.slide.image;
  if (image) await imageSize(image, "photo");
  const logoLayer = slide.layers.find((layer) => layer.kind === "logo");
  const [logo] = await Promise.all([
    logoLayer && request.brand?.logo ? logoForBox(request.brand.logo, logoLayer.box.width * scale, logoLayer.box.height * scale, logoLayer.backdrops) : undefined,
    ...slide.layers.map(async (layer) => {
      if (layer.kind === "image" && image) photos.set(layer.name, await photoForBox(image, layer.box.width * scale, layer.box.height * scale));
    }),
  ]);
  const svg = slideSvg(slide, { photos, logo }, scale);
  const raster = sharp(Buffer.from(svg), { limitInputPixels: false });
  const encoded = request.type === "jpeg" ? raster.jpeg({ quality: 88, chromaSubsampling: "4:4:4" }) : raster.png({ compressionLevel: 3, adaptiveFiltering: false });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, overflowed: slide.overflowed };
}
