import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random";

const draw = (seed: number, count: number) => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random());
};

describe("seededRandom", () => {
  it("gives the sequence saved scripts and videos were made with", () => {
    // Changing these values would change every deterministic script and b-roll made from a stored seed.
    expect(draw(42, 3)).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
    expect(draw(0, 2)).toEqual([0.26642920868471265, 0.0003297457005828619]);
    expect(draw(2 ** 31 - 1, 2)).toEqual([0.4290980885270983, 0.12713524978607893]);
  });

  it("repeats for the same seed and differs for another", () => {
    expect(draw(7, 50)).toEqual(draw(7, 50));
    expect(draw(8, 50)).not.toEqual(draw(7, 50));
  });

  it("stays within [0, 1)", () => {
    const values = draw(123_456_789, 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });
});
