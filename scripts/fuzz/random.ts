/** A seeded generator (mulberry32): the same seed gives the same sweep, so a failure can be replayed. */
export interface Random {
  next(): number;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` items, in their original order, chosen without repeats. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    sample(items, count) {
      if (items.length <= count) return [...items];
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((index) => items[index]!);
    },
  };
}
