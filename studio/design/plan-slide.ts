/** A slide's plan: its template's layout for the role and format, planned with the slide's texts and the brand's colours. */
import { DesignError } from "./errors";
import { formatGeometry, type SlideFormat } from "./formats";
import { resolvePalette } from "./palette";
import { planLayout } from "./plan-layout";
import type { SlidePlan } from "./plan";
import type { SlideRole, TextLayerName } from "./slide-content";
import { isFontFamily, type FontFamilyId } from "./text/fonts";
import { layoutFor, type Template } from "./template-schema";

export { thinnestScrim } from "./plan-layout";

export interface PlanRequest {
  template: Template;
  format: SlideFormat;
  role: SlideRole;
  texts: Partial<Record<TextLayerName, string>>;
  brandColors?: readonly string[];
  brandFontFamily?: string;
  callToAction?: string;
  /** Width over height of the brand's logo; without it no logo is drawn. */
  logoAspect?: number;
}

export function planSlide(request: PlanRequest): SlidePlan {
  const geometry = formatGeometry(request.format);
  const { template } = request;
  const heading = request.brandFontFamily ?? template.fonts.heading;
  if (!isFontFamily(heading)) throw new DesignError("unknown_font", `There is no font family "${heading}".`);
  const planned = planLayout({
    layout: layoutFor(template, request.role, request.format, geometry.formatClass),
    canvas: geometry,
    styles: template.text,
    text: (name) => request.texts[name as TextLayerName] ?? (name === "cta" ? request.callToAction : undefined),
    palette: resolvePalette(template, request.brandColors),
    fonts: { heading, body: template.fonts.body as FontFamilyId },
    logoAspect: request.logoAspect,
  });
  // Slide templates name only slide texts (the schema checks), so only those can overflow.
  return { width: geometry.width, height: geometry.height, safeArea: geometry.safeArea, ...planned, overflowed: planned.overflowed as TextLayerName[] };
}
