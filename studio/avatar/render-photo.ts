/**
 * The local provider's render: the photo's frames drawn in this process and piped raw (YUV 4:2:0) to ffmpeg, which encodes them
 * with the voice. Three frame buffers go round, so memory stays flat however long the line (the prototype reached
 * 1.5 GB allocating a frame each time without waiting for ffmpeg).
 */
import { mkdir } from "node:fs/promises";
import { dirname, extname } from "node:path";
import sharp from "sharp";
import { MediaError } from "../render/errors";
import type { MediaTools } from "../render/media-tools";
import { exitFoundNoTool, spawnFoundNoTool, spawnMediaTool, toolMissing } from "../render/process";
import type { AvatarAsset, FaceBox, RenderedPresenter, RenderRequest } from "./avatar-provider";
import { loudnessEnvelope, motionCurve } from "./motion";
import { motionMargin, PhotoFrameDrawer, yuvFrameBytes, type PhotoLayer } from "./photo-frames";

const framesInFlight = 3;

export async function renderPhotoPresenter(request: RenderRequest, tools: MediaTools): Promise<RenderedPresenter> {
  const { asset, width, height, fps } = request;
  if (asset.kind !== "photo" || !asset.landmarks) throw new MediaError("unknown-asset", "This presenter is not a prepared photo; prepare the photo again.");
  // H.264 in 4:2:0 needs both sides even.
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 2 || height < 2 || width % 2 || height % 2) {
    throw new MediaError("tool-failed", `A presenter clip needs an even width and height of at least 2 pixels, not ${width}x${height}.`);
  }
  const loudness = request.phones?.length ? undefined : await loudnessEnvelope(request.audioPath, fps, tools);
  const motion = motionCurve({ phones: request.phones, loudness, durationMs: request.durationMs, fps, seed: request.seed });
  const drawer = new PhotoFrameDrawer(await buildPhotoLayer(asset, width, height), width, height);

  await mkdir(dirname(request.outputPath), { recursive: true });
  const encoder = startEncoder(tools, request);
  const buffers = Array.from({ length: framesInFlight }, () => Buffer.alloc(yuvFrameBytes(width, height)));
  const written: Promise<void>[] = [];
  try {
    for (const [index, frame] of motion.entries()) {
      request.signal?.throwIfAborted();
      const slot = index % framesInFlight;
      await written[slot];
      const buffer = buffers[slot];
      drawer.draw(frame, buffer);
      const write = encoder.write(buffer);
      // Awaited before the slot is reused; until then a failed write must not count as unhandled.
      write.catch(() => undefined);
      written[slot] = write;
    }
    await Promise.all(written);
    await encoder.finish();
  } catch (error) {
    encoder.kill();
    throw request.signal?.aborted ? new MediaError("cancelled", "The render was cancelled.") : error;
  }
  return { path: request.outputPath, alpha: false, provider: "local", look: "animated-photo" };
}

/**
 * The crop fitted to the requested shape (a taller frame shows more of the shoulders, a wider one less), with the
 * motion margin around it, scaled to the output size; where the still ends, its edge pixels are repeated.
 */
export async function buildPhotoLayer(asset: AvatarAsset, width: number, height: number): Promise<PhotoLayer> {
  const crop = cropForShape(asset, width / height);
  const marginX = crop.width * motionMargin;
  const marginY = crop.height * motionMargin;
  const region = {
    left: Math.floor(crop.x - marginX),
    top: Math.floor(crop.y - marginY),
    right: Math.ceil(crop.x + crop.width + marginX),
    bottom: Math.ceil(crop.y + crop.height + marginY),
  };
  const inside = { left: Math.max(0, region.left), top: Math.max(0, region.top), right: Math.min(asset.width, region.right), bottom: Math.min(asset.height, region.bottom) };
  const extended = await sharp(asset.stillPath)
    .extract({ left: inside.left, top: inside.top, width: inside.right - inside.left, height: inside.bottom - inside.top })
    .extend({ left: inside.left - region.left, top: inside.top - region.top, right: region.right - inside.right, bottom: region.bottom - inside.bottom, extendWith: "copy" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = width / crop.width;
  const layerWidth = Math.round((region.right - region.left) * scale);
  const layerHeight = Math.round((region.bottom - region.top) * scale);
  const { data } = await sharp(extended.data, { raw: { width: extended.info.width, height: extended.info.height, channels: 3 } })
    .resize(layerWidth, layerHeight)
    .ensureAlpha(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    pixels: new Int32Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length)),
    width: layerWidth,
    height: layerHeight,
    landmarks: (asset.landmarks ?? []).map(([x, y]) => [(x - region.left) * scale, (y - region.top) * scale]),
    offsetX: (crop.x - region.left) * scale,
    offsetY: (crop.y - region.top) * scale,
  };
}

/** The asset's crop reshaped to width/height = aspect, kept inside the still (shrunk about its centre if need be). */
export function cropForShape(asset: AvatarAsset, aspect: number): FaceBox {
  const { crop } = asset;
  let width = crop.width;
  let height = width / aspect;
  // Taller than the crop: extend downward (more shoulders); shorter: trim mostly from the bottom.
  let top = height > crop.height ? crop.y : crop.y + (crop.height - height) * 0.3;
  const fit = Math.min(1, asset.width / width, asset.height / height);
  width *= fit;
  height *= fit;
  top = Math.min(Math.max(0, top + (crop.height * (1 - fit)) / 2), asset.height - height);
  const left = Math.min(Math.max(0, crop.x + (crop.width - width) / 2), asset.width - width);
  return { x: left, y: top, width, height };
}

interface Encoder {
  write(frame: Buffer): Promise<void>;
  finish(): Promise<void>;
  kill(): void;
}

/**
 * A framed card needs no alpha: H.264 (or VP9 for a .webm), with the voice, so the clip plays on its own too. The
 * clip is a layer the video's render encodes again, so x264's fastest preset at a high quality: veryfast cost 2.5x
 * the CPU for a file a sixth the size.
 */
function startEncoder(tools: MediaTools, request: RenderRequest): Encoder {
  const video =
    extname(request.outputPath).toLowerCase() === ".webm"
      ? ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-b:v", "0", "-crf", "30", "-c:a", "libopus"]
      : ["-c:v", "libx264", "-preset", "ultrafast", "-crf", "18", "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart"];
  const args = [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "yuv420p",
    "-s",
    `${request.width}x${request.height}`,
    "-framerate",
    String(request.fps),
    "-i",
    "pipe:0",
    "-i",
    request.audioPath,
    "-map",
    "0:v",
    "-map",
    "1:a",
    ...video,
    "-t",
    (request.durationMs / 1000).toFixed(3),
    "-y",
    request.outputPath,
  ];
  const child = spawnMediaTool(tools.ffmpegPath, args, { stdio: ["pipe", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4_000)));
  const exited = new Promise<void>((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) => reject(spawnFoundNoTool(error) ? toolMissing(tools.ffmpegPath) : error));
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(
            exitFoundNoTool(code, stderr)
              ? toolMissing(tools.ffmpegPath)
              : new MediaError("tool-failed", `ffmpeg failed encoding the presenter (exit ${code}): ${stderr.trim().split("\n").at(-1) ?? ""}`, stderr),
          ),
    );
  });
  // A write error (ffmpeg gone) surfaces through `exited` with ffmpeg's own reason.
  child.stdin.on("error", () => undefined);
  return {
    write: (frame) => new Promise<void>((resolve, reject) => child.stdin.write(frame, (error) => (error ? exited.then(() => reject(error), reject) : resolve()))),
    finish: () => {
      child.stdin.end();
      return exited;
    },
    kill: () => {
      exited.catch(() => undefined);
      child.kill("SIGKILL");
    },
  };
}
