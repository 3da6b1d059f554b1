/**
 * What an uploaded file is, from its first bytes. The name and the declared type can say anything; these signatures
 * only pick the path (image → sharp, clip → ffprobe), and that path then has to read the whole file successfully.
 */
export type SniffedUpload =
  | { kind: "image"; format: "jpeg" | "png" | "gif" | "webp" | "avif" }
  | { kind: "clip"; container: keyof typeof clipContainers }
  /** An iPhone photo (HEIC): recognised so the refusal can say what to do. */
  | { kind: "heic" }
  | { kind: "unknown" };

/** Bytes needed to decide; fewer only when the whole file is shorter. */
export const sniffBytes = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString("latin1");
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const heicBrands = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx"]);
/** Top-level QuickTime atoms an old .mov may start with instead of `ftyp`. */
const quickTimeAtoms = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

export function sniffUpload(head: Uint8Array): SniffedUpload {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: "image", format: "jpeg" };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: "image", format: "png" };
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return { kind: "image", format: "gif" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return { kind: "image", format: "webp" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "AVI ") return { kind: "clip", container: "avi" };
  // EBML: the header's DocType ("webm" or "matroska") comes within the first few dozen bytes.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: "clip", container: ascii(head, 4, sniffBytes).includes("webm") ? "webm" : "matroska" };
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp") {
    // ISO media: the major brand, then the compatible brands up to the end of the ftyp box, say what is inside.
    const boxEnd = Math.min(head.length, Buffer.from(head.subarray(0, 4)).readUInt32BE(0));
    const brands = [ascii(head, 8, 12)];
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(head, offset, offset + 4));
    if (brands[0] === "avif" || brands[0] === "avis") return { kind: "image", format: "avif" };
    if (brands.some((brand) => heicBrands.has(brand))) return { kind: "heic" };
    if (brands.includes("avif")) return { kind: "image", format: "avif" };
    return { kind: "clip", container: brands[0] === "qt  " ? "mov" : "mp4" };
  }
  if (head.length >= 8 && quickTimeAtoms.has(ascii(head, 4, 8))) return { kind: "clip", container: "mov" };
  return { kind: "unknown" };
}

/** How a stored clip is served and named: its container decides, as browsers need the right type to play it. */
export const clipContainers = {
  mp4: { contentType: "video/mp4", extension: "mp4" },
  mov: { contentType: "video/quicktime", extension: "mov" },
  webm: { contentType: "video/webm", extension: "webm" },
  matroska: { contentType: "video/x-matroska", extension: "mkv" },
  avi: { contentType: "video/x-msvideo", extension: "avi" },
} as const;
