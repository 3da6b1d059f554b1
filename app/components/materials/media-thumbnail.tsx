import { browserMediaHref, formatDuration } from "~/utils/video";

/**
 * A card's picture: a square box whatever the picture's shape, filled before the thumbnail arrives, so the grid never
 * jumps; a clip says its length over it.
 */
export function MediaThumbnail({ src, kind, durationMs }: { src: string; kind: string; durationMs: number | null }) {
  return (
    <div className="relative aspect-square overflow-hidden rounded-xl bg-primary-soft">
      <img src={browserMediaHref(src)} alt="" width={320} height={320} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
      {kind === "clip" && durationMs !== null ? (
        <span aria-hidden="true" className="absolute bottom-2 right-2 rounded-md bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white">
          ▶ {formatDuration(durationMs)}
        </span>
      ) : null}
    </div>
  );
}
