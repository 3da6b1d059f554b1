/**
 * Where a voice recording has speech and where it pauses, from its loudness in 10 ms frames. The threshold follows
 * the recording's own level (its loud frames less 30 dB), so a quiet voice and a loud one split alike; silences
 * shorter than a pause (the closure before a "t" or "p") stay inside the speech around them.
 */

export interface SpeechSpan {
  startMs: number;
  endMs: number;
}

const frameMs = 10;
/** How far below the recording's speaking level a frame counts as silence. */
const silenceBelowSpeechDb = 30;
/** Never call louder than this silence, and never quieter than this speech: guards near-silent or clipped audio. */
const silenceCeilingDb = -30;
const silenceFloorDb = -60;
/** A gap shorter than this is part of a word, not a pause between words. */
export const minPauseMs = 100;
/** A burst shorter than this (a click, a breath) is not speech. */
const minSpeechMs = 40;

/** Mean power of each 10 ms frame in dBFS. */
export function frameLevelsDb(samples: Int16Array, sampleRate: number): number[] {
  const frameSamples = Math.max(1, Math.round((sampleRate * frameMs) / 1000));
  const levels: number[] = [];
  for (let start = 0; start + frameSamples <= samples.length; start += frameSamples) {
    let power = 0;
    for (let index = start; index < start + frameSamples; index++) {
      const value = samples[index]! / 32768;
      power += value * value;
    }
    levels.push(10 * Math.log10(power / frameSamples + 1e-12));
  }
  return levels;
}

export function findSpeechSpans(samples: Int16Array, sampleRate: number): SpeechSpan[] {
  const levels = frameLevelsDb(samples, sampleRate);
  const audible = levels.filter((level) => level > -90).sort((a, b) => a - b);
  if (audible.length === 0) return [];
  const speakingLevel = audible[Math.floor(audible.length * 0.9)]!;
  const threshold = Math.min(silenceCeilingDb, Math.max(silenceFloorDb, speakingLevel - silenceBelowSpeechDb));

  const spans: SpeechSpan[] = [];
  let spanStart = -1;
  let silentRun = 0;
  levels.forEach((level, frame) => {
    if (level >= threshold) {
      if (spanStart === -1) spanStart = frame;
      silentRun = 0;
      return;
    }
    if (spanStart === -1) return;
    silentRun++;
    if (silentRun * frameMs >= minPauseMs) {
      spans.push({ startMs: spanStart * frameMs, endMs: (frame - silentRun + 1) * frameMs });
      spanStart = -1;
      silentRun = 0;
    }
  });
  if (spanStart !== -1) spans.push({ startMs: spanStart * frameMs, endMs: (levels.length - silentRun) * frameMs });
  return spans.filter((span) => span.endMs - span.startMs >= minSpeechMs);
}
