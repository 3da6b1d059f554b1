/**
 * The record of every file written to public/landing/: what media.json lists and what the script prints. It holds
 * no timestamps, so a rerun that makes the same bytes writes the same manifest.
 */
export type LandingFileKind = "video" | "poster" | "slide" | "og";

/** Where a file came from: enough to make it again with the studio CLI. */
export interface LandingSource {
  video: string;
  productFile: string;
  productName: string;
  seed: number;
  idea: { number: number; hook: string; format: string; angle: string };
  lengthSeconds: number;
  musicBed: { id: string; title: string; licence: { spdx: string; holder: string; origin: string } };
  voice: { id: string; licence: string };
}

export interface LandingFile {
  file: string;
  kind: LandingFileKind;
  width: number;
  height: number;
  bytes: number;
  capBytes: number;
  /** Videos only. */
  durationMs?: number;
  /** Videos: the engine's encode kept (null) or the picture re-encoded at this CRF to fit the budget. */
  reencodedAtCrf?: number | null;
  /** Stills: the moment of the video the frame shows, and the encoder quality used. */
  frameAtSeconds?: number;
  quality?: number;
  sources: LandingSource[];
}

/**
 * Each file names the product, seed and idea it came from; the music beds and voices, with their licences, are
 * listed once rather than under every file.
 */
export function landingManifest(files: readonly LandingFile[]): string {
  const sources = files.flatMap((file) => file.sources);
  const manifest = {
    generatedBy: "npm run landing:media (scripts/landing-media/main.ts)",
    files: files.map(({ capBytes: _capBytes, sources: fileSources, ...file }) => {
      const from = fileSources.map(({ musicBed, voice, ...source }) => ({ ...source, musicBed: musicBed.id, voice: voice.id }));
      return { ...file, ...(from.length === 1 ? { from: from[0] } : { from }) };
    }),
    musicBeds: Object.fromEntries(sources.map(({ musicBed: { id, ...bed } }) => [id, bed])),
    voices: Object.fromEntries(sources.map(({ voice: { id, licence } }) => [id, { licence }])),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** A fixed-width table for the terminal: one row per file, and whether it is within its cap. */
export function formatFileTable(files: readonly LandingFile[]): string {
  const rows = files.map((file) => [
    file.file,
    `${file.width}x${file.height}`,
    file.durationMs === undefined ? "" : `${(file.durationMs / 1000).toFixed(2)} s`,
    kilobytes(file.bytes),
    kilobytes(file.capBytes),
    file.bytes <= file.capBytes ? "ok" : "OVER",
  ]);
  const header = ["file", "size", "duration", "KB", "cap KB", ""];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column >= 2 && column <= 4 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join("  ")
      .trimEnd();
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  return [line(header), ...rows.map(line), `total ${kilobytes(total)} KB in ${files.length} files`].join("\n");
}

function kilobytes(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}
