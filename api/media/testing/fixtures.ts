/**
 * Uploads for the media tests, made at test time (sharp draws images, ffmpeg makes clips) so no binary is committed,
 * and a helper that sends them as multipart/form-data the way a browser does.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { mediaToolsFromEnv } from "../../../studio/render";
import { runFfmpeg } from "../../../studio/render/process";
import type { Api } from "../../app";
import type { Envelope } from "../../http/envelope";

export interface UploadPart {
  name: string;
  bytes: Uint8Array;
  /** What the browser claims; the server must not believe it. */
  type?: string;
}

export interface UploadOptions {
  token?: string;
  file?: UploadPart;
  /** More file parts, for refusals. */
  extraFiles?: { field: string; part: UploadPart }[];
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

/** POSTs a multipart form to /api/v1/<route> and reads the envelope. */
export async function upload<T = any>(api: Api, route: string, options: UploadOptions = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  if (options.file) form.append("file", new Blob([new Uint8Array(options.file.bytes)], { type: options.file.type ?? "application/octet-stream" }), options.file.name);
  for (const extra of options.extraFiles ?? []) form.append(extra.field, new Blob([new Uint8Array(extra.part.bytes)]), extra.part.name);
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const response = await api.fetch(new Request(`http://promoreel.test/api/v1/${route}`, { method: "POST", headers, body: form }), { clientIp: "203.0.113.1" });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** A solid image in the given format; `alpha` below 1 makes it really transparent. */
export async function solidImage(width: number, height: number, options: { color?: string; alpha?: number; format?: "png" | "jpeg" | "webp" | "gif" } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 4, background: { ...rgb(options.color ?? "#3366cc"), alpha: options.alpha ?? 1 } } });
  return image.toFormat(options.format ?? "png").toBuffer();
}

/**
 * A camera JPEG stored sideways (EXIF orientation 6: "rotate 90° to view") with the camera's make and model in it,
 * as phones write them.
 */
export async function sidewaysCameraJpeg(width: number, height: number): Promise<Buffer> {
  // Left half red, right half blue: after turning upright, red is on top.
  const half = Math.round(width / 2);
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: { create: { width: half, height, channels: 3, background: { r: 255, g: 0, b: 0 } } }, left: 0, top: 0 }])
    .jpeg()
    .withExif({ IFD0: { Make: "Phonemaker", Model: "Model X" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A PNG whose header says width × height but whose pixel data is a few bytes: a decompression bomb's header without
 * its payload. Decoding it would fail; only a check of the header refuses it for its size.
 */
export function pngBombHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(4096))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export interface ClipOptions {
  seconds: number;
  width?: number;
  height?: number;
  color?: string;
  audio?: boolean;
  /** The index (moov) at the start, as for web delivery; otherwise at the end, as cameras write it. */
  faststart?: boolean;
  /** Only sound: an .m4a-like file with no picture. */
  audioOnly?: boolean;
  /** Stored sideways with a rotation flag, as phones record portrait video. */
  rotation?: 90;
  /** An MPEG-2 transport stream instead of an MP4. */
  transportStream?: boolean;
}

/** An H.264 MP4 (or an MPEG-2 transport stream) made by ffmpeg. */
export async function makeClip(options: ClipOptions): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), "promoreel-clip-"));
  try {
    const output = path.join(folder, "clip.mp4");
    const { seconds, width = 320, height = 240, color = "0x20c040" } = options;
    const picture = options.audioOnly ? [] : ["-f", "lavfi", "-i", `color=c=${color}:s=${width}x${height}:r=30:d=${seconds}`];
    const sound = options.audio || options.audioOnly ? ["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`] : [];
    await runFfmpeg(mediaToolsFromEnv(), [
      ...picture,
      ...sound,
      // MPEG-2 in a transport stream: ffmpeg seeks to the poster frame in it, as in a broadcast recording.
      ...(options.audioOnly ? [] : options.transportStream ? ["-c:v", "mpeg2video"] : ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"]),
      ...(sound.length > 0 ? ["-c:a", "aac"] : []),
      ...(options.faststart ? ["-movflags", "+faststart"] : []),
      ...(options.transportStream ? ["-f", "mpegts"] : []),
      "-t",
      String(seconds),
      output,
    ]);
    if (!options.rotation) return await readFile(output);
    // ffmpeg 5.1 writes the display matrix only when copying streams.
    const rotated = path.join(folder, "rotated.mp4");
    await runFfmpeg(mediaToolsFromEnv(), ["-i", output, "-c", "copy", "-metadata:s:v:0", `rotate=${options.rotation}`, rotated]);
    return await readFile(rotated);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The bytes of an iPhone photo's first box: enough to be recognised as HEIC. */
export function heicHeader(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write("ftypheic", 4, "latin1");
  box.write("mif1heic", 16, "latin1");
  return Buffer.concat([box, Buffer.alloc(200)]);
}

function rgb(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
