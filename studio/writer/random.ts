/**
 * Seeded randomness: the writer must give the same output for the same seed, so nothing here touches Math.random.
 */

import { seededRandom, type Random } from "../lib/seeded-random";

export type { Random };

/** FNV-1a: a stable string hash for ids and for deriving independent seeds. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Each purpose (ideas, one scene's phrasing, …) gets its own stream, so adding a choice in one place does not reshuffle another. */
export function randomFor(seed: number, purpose: string): Random {
  return seededRandom((seed ^ hashText(purpose)) >>> 0);
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick needs at least one item");
  return items[Math.floor(random() * items.length)]!;
}

export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Timeline seeds are 31-bit; any integer the caller passes maps onto that range. */
export function normaliseSeed(seed: number): number {
  return (Math.trunc(seed) >>> 0) & 0x7fffffff;
}
