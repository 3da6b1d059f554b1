/**
 * The `http` avatar provider: the presenter's still and voice line go to a neural lip-sync service
 * (docs/avatar-http-protocol.md), which answers with an MP4 of the face speaking. Preparing an avatar stays local:
 * the face checks and the crop are ours whichever provider draws it, and so is the framing. The result has no alpha (a framed card), and is
 * kept by a hash of its inputs so a re-render asks the service nothing. Wrap it in `withFallback` so a failing service
 * still gives a video, animated offline.
 */
import { copyFile, readFile, rm } from "node:fs/promises";
import type { AvatarAsset, AvatarProvider, AvatarSource, FaceBox, PrepareOptions, RenderedPresenter, RenderRequest } from "../avatar-provider";
import { MediaError } from "../../render/errors";
import type { MediaTools } from "../../render/media-tools";
import { probeMedia } from "../../render/probe";
import { runFfmpeg } from "../../render/process";
import { cropForShape } from "../render-photo";
import type { HttpAvatarConfig } from "./http-avatar-config";
import { LipsyncClient, type LipsyncClientOptions } from "./lipsync-client";
import { LipsyncResultCache, lipsyncCacheKey } from "./result-cache";

export interface HttpAvatarProviderOptions extends LipsyncClientOptions {
  config: HttpAvatarConfig;
  /** Prepares the avatar (face checks, landmarks, crop): the local provider. */
  preparer: Pick<AvatarProvider, "prepare">;
  tools: MediaTools;
  /** Where results are kept between renders; the caller owns it. */
  cacheDir: string;
}

export class HttpAvatarProvider implements AvatarProvider {
  readonly name = "http";
  private readonly client: LipsyncClient;
  private readonly cache: LipsyncResultCache;

  constructor(private readonly options: HttpAvatarProviderOptions) {
    this.client = new LipsyncClient(options.config, options);
    this.cache = new LipsyncResultCache(options.cacheDir);
  }

  prepare(source: AvatarSource, options: PrepareOptions): Promise<AvatarAsset> {
    return this.options.preparer.prepare(source, options);
  }

  async render(request: RenderRequest): Promise<RenderedPresenter> {
    if (request.signal?.aborted) throw new MediaError("cancelled", "The render was cancelled.");
    const { asset, width, height, fps } = request;
    const [still, audio] = await Promise.all([readFile(asset.stillPath), readFile(request.audioPath)]);
    const crop = wholePixels(cropForShape(asset, width / height), asset);
    const key = lipsyncCacheKey({ still, crop, audio, width, height, fps, serviceUrl: this.options.config.baseUrl });
    const rendered: RenderedPresenter = { path: request.outputPath, alpha: false, provider: this.name, look: "lip-sync" };
    if (await this.cache.copyTo(key, request.outputPath)) return rendered;

    const croppedPath = await this.cache.scratchPath(key, ".png");
    const downloadPath = await this.cache.scratchPath(key, ".mp4");
    try {
      await cropStill(this.options.tools, asset.stillPath, crop, width, height, croppedPath, request.signal);
      const image = { contentType: "image/png", bytes: await readFile(croppedPath) };
      await this.client.render({ image, audio: { contentType: "audio/wav", bytes: audio }, width, height, fps, idempotencyKey: key }, downloadPath, request.signal);
      await this.checkPlayable(downloadPath, request.signal);
      await copyFile(await this.cache.keep(key, downloadPath), request.outputPath);
      return rendered;
    } finally {
      await Promise.all([rm(croppedPath, { force: true }), rm(downloadPath, { force: true })]);
    }
  }

  /** An MP4 header is not a video: ffprobe must find a picture in it before it is kept or composited. */
  private async checkPlayable(path: string, signal: AbortSignal | undefined): Promise<void> {
    try {
      const probe = await probeMedia(this.options.tools, path, signal);
      if (probe.video) return;
    } catch (error) {
      if (error instanceof MediaError && error.code === "media-unreadable") {
        throw new MediaError("tool-failed", "The lip-sync service's video cannot be read.", error.detail);
      }
      throw error;
    }
    throw new MediaError("tool-failed", "The lip-sync service's video has no picture in it.");
  }
}

/** A crop as whole pixels inside the still, for ffmpeg's crop filter and a cache key that does not drift. */
function wholePixels(crop: FaceBox, asset: AvatarAsset): FaceBox {
  const x = Math.min(Math.max(0, Math.round(crop.x)), asset.width - 1);
  const y = Math.min(Math.max(0, Math.round(crop.y)), asset.height - 1);
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(crop.width), asset.width - x)),
    height: Math.max(1, Math.min(Math.round(crop.height), asset.height - y)),
  };
}

/**
 * The presenter's frame as a PNG no larger than the clip asked for: the service draws at width x height, so more
 * pixels would only make the upload slower. The frame is the local provider's (the crop reshaped to the clip), so a
 * clip that falls back shows the presenter framed the same way.
 */
async function cropStill(tools: MediaTools, stillPath: string, crop: FaceBox, width: number, height: number, outputPath: string, signal?: AbortSignal): Promise<void> {
  const filter = `crop=${crop.width}:${crop.height}:${crop.x}:${crop.y},scale=w='min(iw,${width})':h='min(ih,${height})':force_original_aspect_ratio=decrease`;
  await runFfmpeg(tools, ["-i", stillPath, "-vf", filter, "-frames:v", "1", "-map_metadata", "-1", "-fflags", "+bitexact", outputPath], { signal });
}
