/** A short silent WAV: the voice line of a video made without a voice (a slideshow with music only, or none). */
import { writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { SynthesizedSpeech } from "./voice-provider";

const sampleRate = 22_050;
const silenceMs = 200;

/** 16-bit mono PCM of `ms` silence, header included. */
export function silentWav(ms: number): Buffer {
  const dataBytes = Math.round((sampleRate * ms) / 1000) * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write("WAVEfmt ", 8, "ascii");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(dataBytes, 40);
  return wav;
}

/** One silent line per scene, with no words for captions to show. */
export async function silentLines(count: number, outputDir: string): Promise<SynthesizedSpeech[]> {
  await mkdir(outputDir, { recursive: true });
  const wavPath = path.join(outputDir, "silence.wav");
  await writeFile(wavPath, silentWav(silenceMs));
  return Array.from({ length: count }, () => ({ wavPath, words: [], durationMs: silenceMs }));
}
