/** A poster's plan: its template's layout for the size class, planned with the offer's texts, the brand's colours and the QR code. */
import { DesignError } from "../errors";
import { resolvePalette } from "../palette";
import type { DesignPlan } from "../plan";
import { planLayout, type QrMatrix } from "../plan-layout";
import { isFontFamily, type FontFamilyId } from "../text/fonts";
import { couponLabelFor, posterTextLayers, type PosterContent, type PosterSize, type PosterTextLayer } from "./content";
import { posterGeometry } from "./sizes";
import type { PosterTemplate } from "./template-schema";

export interface PosterPlanRequest {
  template: PosterTemplate;
  size: PosterSize;
  content: PosterContent;
  brandColors?: readonly string[];
  brandFontFamily?: string;
  callToAction?: string;
  logoAspect?: number;
  qr?: QrMatrix;
}

export type PosterPlan = DesignPlan<PosterTextLayer>;

export function planPoster(request: PosterPlanRequest): PosterPlan {
  const geometry = posterGeometry(request.size);
  const { template, content } = request;
  const heading = request.brandFontFamily ?? template.fonts.heading;
  if (!isFontFamily(heading)) throw new DesignError("unknown_font", `There is no font family "${heading}".`);
  const planned = planLayout({
    layout: template.layouts[geometry.sizeClass],
    canvas: geometry,
    styles: template.text,
    text: (name) => {
      if (name === "couponLabel") return content.coupon?.trim() ? couponLabelFor(content) : undefined;
      if (name === "cta") return content.cta ?? request.callToAction;
      return (posterTextLayers as readonly string[]).includes(name) ? content[name as PosterTextLayer] : undefined;
    },
    palette: resolvePalette(template, request.brandColors),
    fonts: { heading, body: template.fonts.body as FontFamilyId },
    logoAspect: request.logoAspect,
    qr: request.qr,
  });
  // The coupon's label is the renderer's own word; only the offer's layers are reported as too long.
  const overflowed = planned.overflowed.filter((name): name is PosterTextLayer => (posterTextLayers as readonly string[]).includes(name));
  return { width: geometry.width, height: geometry.height, safeArea: geometry.safeArea, background: planned.background, layers: planned.layers, overflowed };
}
