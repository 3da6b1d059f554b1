/**
 * The design renderer: slides (and later posters) drawn from templates that are data, at any format, in the
 * brand's colours, with text that always fits its box. Used by slideshows.
 */
export { slideFormats, slideFormatIds, type SlideFormat, type Box } from "./formats";
export { slideRoles, textLayerNames, textLimits, templateCategories, roleTexts, type SlideRole, type TextLayerName, type TemplateCategory } from "./slide-content";
export { fontFamilies } from "./text/fonts";
export { listTemplates, findTemplate, type TemplateSummary } from "./templates";
export type { Template } from "./template-schema";
export {
  renderSlide,
  measureSlide,
  type BrandKit,
  type SlideInput,
  type SlideRequest,
  type RenderRequest,
  type RenderedSlide,
  type SlideMeasurement,
  type MeasuredLayer,
  type LineBox,
} from "./render-slide";
export { slidesToPdf, slidesToZip } from "./exports";
export { DesignError, designErrorCodes, type DesignErrorCode } from "./errors";
export {
  posterSizes,
  posterTextLayers,
  posterTemplateCategories,
  type PosterSize,
  type PosterTextLayer,
  type PosterTemplateCategory,
  type PosterContent,
} from "./poster/content";
export { posterSizeSpecs, bleedMm } from "./poster/sizes";
export { listPosterTemplates, findPosterTemplate, type PosterTemplateSummary } from "./poster/templates";
export { renderPoster, measurePoster, posterTextLimits, type PosterRequest, type PosterOutput, type RenderedPoster } from "./poster/render-poster";
export { isQrUrl, maxQrUrlLength } from "./poster/qr";
/** A ZIP of a poster's sizes: stored as the slides' files are, PDF, PNG and JPEG being compressed already. */
export { slidesToZip as postersToZip } from "./exports";
