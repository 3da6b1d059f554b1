/**
 * One seeded generator for the whole studio (mulberry32): the writer's phrasings and the b-roll's colours and motion
 * come from it, so the same seed gives the same script and the same video on every machine. Nothing here touches
 * Math.random.
 */
export type Random = () => number;

/** mulberry32: 32 bits of state, fast, and evenly enough spread for choosing phrasings, colours and paths. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
