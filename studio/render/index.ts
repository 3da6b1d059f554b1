export { renderVideo, renderVideoInRatios, type RenderOptions, type RenderResult, type RenderedVideo } from "./render-video";
export { defaultRenderStages, type MusicBedSource, type RenderStages } from "./render-stages";
export type { RenderProgress, RenderStage, ProgressListener } from "./render-progress";
export { MediaError, isCancellation, type MediaErrorCode } from "./errors";
export { mediaToolsFromEnv, findExecutable, type MediaTools } from "./media-tools";
export { probeMedia, type MediaProbe } from "./probe";
export { frameLayoutFor, type FrameLayout } from "./frame-layout";
export type { CaptionLine } from "./captions-ass";
