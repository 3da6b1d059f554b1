/**
 * The default presenter provider, offline and on the CPU: an uploaded photo (or a clip's best frame) animated as a
 * photo, and the built-in drawn presenters, both moved by the same motion curve. Its photo clips are an "animated
 * photo", not lip-sync: the http provider is where a neural service comes in.
 */
import { mediaToolsFromEnv, type MediaTools } from "../render/media-tools";
import type { AvatarAsset, AvatarProvider, AvatarSource, PrepareOptions, RenderedPresenter, RenderRequest } from "./avatar-provider";
import { builtinAsset, renderBuiltinClip } from "./builtin";
import { loudnessEnvelope, motionCurve } from "./motion";
import { prepareClip } from "./prepare-clip";
import { preparePhoto } from "./prepare-photo";
import { renderPhotoPresenter } from "./render-photo";

export class LocalAvatarProvider implements AvatarProvider {
  readonly name = "local";

  constructor(private readonly tools: MediaTools = mediaToolsFromEnv()) {}

  async prepare(source: AvatarSource, options: PrepareOptions): Promise<AvatarAsset> {
    options.signal?.throwIfAborted();
    if (source.kind === "photo") return preparePhoto(source.path, options.outputDir);
    if (source.kind === "clip") return prepareClip(source.path, options.outputDir, this.tools, options.signal);
    return builtinAsset(source.id, options.outputDir);
  }

  async render(request: RenderRequest): Promise<RenderedPresenter> {
    if (request.asset.kind === "photo") return renderPhotoPresenter(request, this.tools);
    const loudness = request.phones?.length ? undefined : await loudnessEnvelope(request.audioPath, request.fps, this.tools);
    await renderBuiltinClip({
      id: request.asset.builtinId ?? "",
      motion: motionCurve({ phones: request.phones, loudness, durationMs: request.durationMs, fps: request.fps, seed: request.seed }),
      width: request.width,
      height: request.height,
      fps: request.fps,
      outputPath: request.outputPath,
      audioPath: request.audioPath,
      signal: request.signal,
    });
    return { path: request.outputPath, alpha: true, provider: this.name, look: "drawn" };
  }
}
