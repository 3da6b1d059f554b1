/**
 * Looking at and listening to a finished video the way a person would, with tools instead of eyes and ears:
 * ffmpeg pulls frames, pixels and samples out, tesseract reads the text on a frame, ebur128 measures loudness.
 */
import { spawn } from "node:child_process";
import { open, writeFile } from "node:fs/promises";
import type { MediaTools } from "../../studio/render";
import { findExecutable } from "../../studio/render";

export const hasTesseract = Boolean(findExecutable("tesseract"));

function run(command: string, args: readonly string[]): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const stdout: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve({ stdout: Buffer.concat(stdout), stderr }) : reject(new Error(`${command} exited ${code}: ${stderr.slice(-500)}`))));
  });
}

/** The frame shown at `seconds`, as a PNG a person can open. */
export async function extractFrame(tools: MediaTools, video: string, seconds: number, pngPath: string): Promise<void> {
  await run(tools.ffmpegPath, ["-v", "error", "-y", "-ss", seconds.toFixed(3), "-i", video, "-frames:v", "1", pngPath]);
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface RgbImage {
  width: number;
  height: number;
  /** Row by row, three bytes (R, G, B) a pixel. */
  rgb: Buffer;
}

export async function readRegion(tools: MediaTools, image: string, region: Region): Promise<RgbImage> {
  const crop = `crop=${region.width}:${region.height}:${region.left}:${region.top}`;
  const { stdout } = await run(tools.ffmpegPath, ["-v", "error", "-i", image, "-vf", crop, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]);
  return { width: region.width, height: region.height, rgb: stdout };
}

/** Caption and headline text is white (the spoken word gold) with a dark outline: near-white or gold pixels are text. */
export function isTextPixel(r: number, g: number, b: number): boolean {
  return (r > 200 && g > 200 && b > 200) || isHighlightPixel(r, g, b);
}

/** The captions' highlight colour, #FFD700, after H.264's colour subsampling. */
export function isHighlightPixel(r: number, g: number, b: number): boolean {
  return r > 190 && g > 150 && b < 110 && r - b > 120;
}

/** Letters' strokes are 6 px (the bar of a "$") to 12 px wide at 1080 px; thinner bright lines are background. */
const thinnestStroke = 5;

/**
 * Black text on white, as tesseract reads best, written as a binary PGM. Bright lines thinner than a letter's stroke
 * (the glowing grid of a b-roll, sparkles) are removed first by a morphological opening, so they are not read as text.
 * Bright areas that reach the edge of the region are background too (a warm gradient behind the caption is as bright
 * and as gold as the letters): the region reaches past the text, and the text's dark outline keeps it apart.
 */
export async function writeTextMask(image: RgbImage, pgmPath: string): Promise<void> {
  const { width, height } = image;
  let text: Uint8Array = new Uint8Array(width * height);
  for (let index = 0; index < text.length; index++) {
    text[index] = isTextPixel(image.rgb[index * 3]!, image.rgb[index * 3 + 1]!, image.rgb[index * 3 + 2]!) ? 1 : 0;
  }
  const radius = Math.floor(thinnestStroke / 2);
  for (const keep of [Math.min, Math.max]) {
    text = squareFilter(text, width, height, radius, keep, "rows");
    text = squareFilter(text, width, height, radius, keep, "columns");
  }
  clearAreasTouchingTheEdge(text, width, height);
  const pixels = Buffer.from(text.map((value) => (value ? 0 : 255)));
  await writeFile(pgmPath, Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), pixels]));
}

function clearAreasTouchingTheEdge(mask: Uint8Array, width: number, height: number): void {
  const pending: number[] = [];
  for (let x = 0; x < width; x++) pending.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) pending.push(y * width, y * width + width - 1);
  while (pending.length > 0) {
    const at = pending.pop()!;
    if (!mask[at]) continue;
    mask[at] = 0;
    const x = at % width;
    if (x > 0) pending.push(at - 1);
    if (x < width - 1) pending.push(at + 1);
    if (at >= width) pending.push(at - width);
    if (at < (height - 1) * width) pending.push(at + width);
  }
}

/** One pass of a square erosion (min) or dilation (max) of a 0/1 mask, along rows or columns; edges count as background. */
function squareFilter(mask: Uint8Array, width: number, height: number, radius: number, keep: (...values: number[]) => number, along: "rows" | "columns"): Uint8Array {
  const out = new Uint8Array(mask.length);
  const [lines, length] = along === "rows" ? [height, width] : [width, height];
  const at = (line: number, position: number) => (along === "rows" ? line * width + position : position * width + line);
  for (let line = 0; line < lines; line++) {
    for (let position = 0; position < length; position++) {
      let value = keep === Math.min ? 1 : 0;
      for (let offset = -radius; offset <= radius; offset++) {
        const neighbour = position + offset;
        value = keep(value, neighbour < 0 || neighbour >= length ? 0 : mask[at(line, neighbour)]!);
      }
      out[at(line, position)] = value;
    }
  }
  return out;
}

/**
 * The smallest box around the words tesseract is sure of that belong to `shownText`, moved by (dx, dy) into the
 * frame's coordinates. Words not in the text are left out: a bokeh blob or a light leak behind the caption is
 * sometimes read as a letter, and it is the picture, not text the renderer placed.
 */
export function boundsOfWords(words: readonly OcrWord[], shownText: string, dx = 0, dy = 0): Region | undefined {
  const shownWords = comparable(shownText).split(" ");
  // Tesseract sometimes reads two words of a line as one ("insulatedsteel"), so runs of words count too.
  const readable = new Set(shownWords.flatMap((_, from) => shownWords.slice(from).map((__, length) => shownWords.slice(from, from + length + 1).join(""))));
  const sure = words.filter((word) => word.confidence >= 50 && readable.has(comparable(word.text).replaceAll(" ", "")));
  if (sure.length === 0) return undefined;
  const left = Math.min(...sure.map((word) => word.left));
  const top = Math.min(...sure.map((word) => word.top));
  const right = Math.max(...sure.map((word) => word.left + word.width));
  const bottom = Math.max(...sure.map((word) => word.top + word.height));
  return { left: left + dx, top: top + dy, width: right - left, height: bottom - top };
}

export interface OcrWord extends Region {
  text: string;
  confidence: number;
}

/** Tesseract's words with their boxes; `singleLine` for a caption, otherwise a block (a headline may wrap). */
export async function readText(imagePath: string, options: { singleLine?: boolean } = {}): Promise<{ text: string; words: OcrWord[] }> {
  const { stdout } = await run("tesseract", [imagePath, "stdout", "--psm", options.singleLine ? "7" : "6", "-l", "eng", "tsv"]);
  const words = stdout
    .toString("utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.split("\t"))
    .filter((columns) => columns[0] === "5" && columns[11]?.trim())
    .map(([, , , , , , left, top, width, height, confidence, text]) => ({
      text: text!.trim(),
      left: Number(left),
      top: Number(top),
      width: Number(width),
      height: Number(height),
      confidence: Number(confidence),
    }));
  return { text: words.map((word) => word.text).join(" "), words };
}

/**
 * The highlight's own gold (#FFD700) has almost no blue; a warm b-roll behind the captions (light leaks, a sunset
 * gradient) can pass isHighlightPixel but not this.
 */
function isGoldGlyphPixel(r: number, g: number, b: number): boolean {
  return r > 200 && g > 160 && b < 70;
}

/**
 * The highlighted characters of a one-line caption, in order: tesseract's box for each character, kept when gold
 * fills part of it. By character, because tesseract sometimes reads two words of a line as one ("insulatedsteel").
 */
export async function readHighlightedText(image: RgbImage, maskPath: string): Promise<string> {
  const { stdout } = await run("tesseract", [maskPath, "stdout", "--psm", "7", "-l", "eng", "makebox"]);
  return stdout
    .toString("utf8")
    .split("\n")
    .map((line) => line.split(" "))
    .filter((columns) => columns.length >= 5)
    .map(([text, left, bottom, right, top]) => ({
      text: text!,
      box: { left: Number(left), top: image.height - Number(top), width: Number(right) - Number(left), height: Number(top) - Number(bottom) },
    }))
    .filter(({ box }) => shareOf(image, box, isGoldGlyphPixel) > 0.1)
    .map(({ text }) => text)
    .join("");
}

function shareOf(image: RgbImage, box: Region, isWanted: (r: number, g: number, b: number) => boolean): number {
  let wanted = 0;
  for (let y = Math.max(0, box.top); y < Math.min(image.height, box.top + box.height); y++) {
    for (let x = Math.max(0, box.left); x < Math.min(image.width, box.left + box.width); x++) {
      const at = (y * image.width + x) * 3;
      if (isWanted(image.rgb[at]!, image.rgb[at + 1]!, image.rgb[at + 2]!)) wanted++;
    }
  }
  return wanted / Math.max(1, box.width * box.height);
}

/** Lower case letters, digits and $: what is compared between a script's text and what tesseract read. */
export function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9$ ]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Integrated loudness (LUFS) by ffmpeg's EBU R128 meter. */
export async function integratedLoudness(tools: MediaTools, video: string): Promise<number> {
  const { stderr } = await run(tools.ffmpegPath, ["-hide_banner", "-nostats", "-i", video, "-map", "0:a", "-af", "ebur128", "-f", "null", "-"]);
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  const value = /I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1];
  if (!value) throw new Error(`no integrated loudness in ffmpeg's output: ${summary}`);
  return Number(value);
}

export const analysisSampleRate = 16_000;

/** The soundtrack as mono 16-bit samples at analysisSampleRate. */
export async function decodeMono(tools: MediaTools, video: string): Promise<Int16Array> {
  const { stdout } = await run(tools.ffmpegPath, ["-v", "error", "-i", video, "-map", "0:a", "-ac", "1", "-ar", String(analysisSampleRate), "-f", "s16le", "-"]);
  return new Int16Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.length / 2));
}

/** RMS level of [fromMs, toMs) in dB below full scale. */
export function levelDb(samples: Int16Array, fromMs: number, toMs: number): number {
  const from = Math.max(0, Math.round((fromMs / 1000) * analysisSampleRate));
  const to = Math.min(samples.length, Math.round((toMs / 1000) * analysisSampleRate));
  let sum = 0;
  for (let index = from; index < to; index++) sum += (samples[index]! / 32768) ** 2;
  return 10 * Math.log10(sum / Math.max(1, to - from) + 1e-12);
}

/** The MP4's top-level boxes in file order (ftyp, moov, mdat, …): faststart puts moov before mdat. */
export async function topLevelBoxes(file: string): Promise<string[]> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const boxes: string[] = [];
    const header = Buffer.alloc(16);
    for (let offset = 0; offset + 8 <= size;) {
      await handle.read(header, 0, 16, offset);
      let length = header.readUInt32BE(0);
      if (length === 1) length = Number(header.readBigUInt64BE(8));
      else if (length === 0) length = size - offset;
      boxes.push(header.toString("latin1", 4, 8));
      if (length < 8) break;
      offset += length;
    }
    return boxes;
  } finally {
    await handle.close();
  }
}
