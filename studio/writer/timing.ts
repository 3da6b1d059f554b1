/**
 * Pace and durations. A line is written for about 2.6 spoken words per second, a relaxed voice-over pace; a scene
 * is never given a line that needs more than 3 words per second, and the scenes always add up to the exact length.
 */

export const targetWordsPerSecond = 2.6;
export const maxWordsPerSecond = 3;
/** A breath between lines so the voice does not run scenes together. */
const pauseMs = 400;
/** Shorter than this and a viewer cannot read the on-screen text. */
export const minSceneMs = 1500;
/** The timeline's limit for one scene. */
export const maxSceneMs = 20_000;
/** Durations are whole tenths of a second: easy to read in an editor, and every length divides into them. */
const stepMs = 100;

/** Words as a voice says them: a number is about one word per one and a half digits ("$24.99" ≈ four words). */
export function spokenWords(text: string): number {
  return text
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token))
    .reduce((total, token) => {
      const digits = token.replace(/\D/g, "").length;
      if (digits === 0) return total + 1;
      const currency = /[$€£¥₹]/.test(token) ? 1 : 0;
      return total + Math.max(1, Math.ceil(digits / 1.5)) + currency;
    }, 0);
}

/** The time a line needs at the target pace, including the breath after it. */
export function neededMs(spoken: string): number {
  const ms = (spokenWords(spoken) / targetWordsPerSecond) * 1000 + pauseMs;
  return Math.max(minSceneMs, Math.ceil(ms / stepMs) * stepMs);
}

/** The least time a line can have: spoken at the fastest acceptable pace, with no breath after it. */
export function shortestMs(spoken: string): number {
  const ms = (spokenWords(spoken) / maxWordsPerSecond) * 1000;
  return Math.max(minSceneMs, Math.ceil(ms / stepMs) * stepMs);
}

export function wordsPerSecond(spoken: string, durationMs: number): number {
  return spokenWords(spoken) / (durationMs / 1000);
}

/**
 * Gives every scene at least its minimum, then shares the rest in proportion to `weights` (by default the minimums:
 * longer lines get longer shots) without passing the per-scene limit. Undefined when the minimums cannot fit.
 */
export function allocateDurations(minimums: readonly number[], totalMs: number, weights: readonly number[] = minimums): number[] | undefined {
  const sum = minimums.reduce((a, b) => a + b, 0);
  if (minimums.length === 0 || sum > totalMs || minimums.length * maxSceneMs < totalMs) return undefined;
  const durations = minimums.map((minimum) => Math.min(minimum, maxSceneMs));
  let spareSteps = Math.round((totalMs - durations.reduce((a, b) => a + b, 0)) / stepMs);
  while (spareSteps > 0) {
    // The scene furthest below its fair share gets the next step; ties go to the earliest, so this is deterministic.
    let chosen = -1;
    for (let i = 0; i < durations.length; i++) {
      if (durations[i]! + stepMs > maxSceneMs) continue;
      if (chosen === -1 || durations[i]! / weights[i]! < durations[chosen]! / weights[chosen]!) chosen = i;
    }
    durations[chosen] = durations[chosen]! + stepMs;
    spareSteps--;
  }
  return durations;
}
