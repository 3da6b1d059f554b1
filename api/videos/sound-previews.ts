/**
 * Short listening samples: a music bed's first seconds and a voice saying one sentence. Each is rendered the first
 * time it is asked for, encoded to AAC and kept in the media store under a key derived from what it is made of (the
 * bed's notes, the voice's provider and model, the sentence), so a change to any of them gives a new sample and an
 * unchanged one is never rendered twice. Parallel requests for the same missing sample share one render.
 */
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { MusicBed } from "../../studio/music";
import type { RenderStages } from "../../studio/render";
import { runFfmpeg } from "../../studio/render/process";
import type { VoiceInfo } from "../../studio/voice";
import type { MediaStore } from "../storage/media-store";

export const musicPreviewMs = 12_000;
export const voiceSampleText = "Hi! This is how your product video sounds with my voice.";

export interface SoundPreviews {
  /** The media-store key of the bed's preview, rendered first if missing. */
  musicPreview(bed: MusicBed): Promise<string>;
  /** The media-store key of the voice's sample sentence, spoken first if missing. */
  voiceSample(voice: VoiceInfo): Promise<string>;
}

export function createSoundPreviews(deps: { mediaStore: MediaStore; stages: RenderStages }): SoundPreviews {
  const { mediaStore, stages } = deps;
  const inFlight = new Map<string, Promise<string>>();

  function keyFor(folder: string, name: string, madeOf: unknown): string {
    return `previews/${folder}/${name}-${createHash("sha256").update(JSON.stringify(madeOf)).digest("hex").slice(0, 16)}.m4a`;
  }

  async function exists(key: string): Promise<boolean> {
    return (await mediaStore.head(key)) !== undefined;
  }

  /** Renders once per key: a second request while the first renders waits for the same result. */
  function ensure(key: string, render: (workDir: string) => Promise<string>): Promise<string> {
    const running = inFlight.get(key);
    if (running) return running;
    const made = (async () => {
      if (await exists(key)) return key;
      const workDir = await mkdtemp(path.join(tmpdir(), "promoreel-preview-"));
      try {
        const wavPath = await render(workDir);
        const encodedPath = path.join(workDir, "preview.m4a");
        await runFfmpeg(stages.tools, [
          "-i",
          wavPath,
          "-c:a",
          "aac",
          "-b:a",
          "128k",
          "-ac",
          "2",
          "-movflags",
          "+faststart",
          "-map_metadata",
          "-1",
          "-fflags",
          "+bitexact",
          "-flags:a",
          "+bitexact",
          encodedPath,
        ]);
        await mediaStore.putFile(key, encodedPath);
        return key;
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, made);
    return made;
  }

  return {
    musicPreview: (bed) =>
      ensure(keyFor("music", bed.id, { bed, musicPreviewMs }), async (workDir) => {
        const { wavPath } = await stages.music.renderBed({ trackId: bed.id, durationMs: musicPreviewMs, outputPath: path.join(workDir, "bed.wav") });
        return wavPath;
      }),
    voiceSample: (voice) =>
      // Voice ids of an HTTP service can hold characters a media key cannot: the name is the hash alone.
      ensure(keyFor("voices", "sample", { voice, voiceSampleText }), async (workDir) => {
        const speech = await stages.voice.synthesize(voiceSampleText, voice.id, { outputDir: workDir });
        return speech.wavPath;
      }),
  };
}
