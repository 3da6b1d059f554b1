import { describe, expect, it } from "vitest";
import { moveSlide } from "./slide-order";

describe("moveSlide", () => {
  const ids = ["a", "b", "c", "d"];

  it("swaps the slide with the one before it, or after it", () => {
    expect(moveSlide(ids, "c", "up")).toEqual(["a", "c", "b", "d"]);
    expect(moveSlide(ids, "b", "down")).toEqual(["a", "c", "b", "d"]);
    expect(moveSlide(ids, "d", "up")).toEqual(["a", "b", "d", "c"]);
  });

  it("leaves the list it was given alone", () => {
    moveSlide(ids, "a", "down");
    expect(ids).toEqual(["a", "b", "c", "d"]);
  });

  it("has no move past either end or for a slide that is not there", () => {
    expect(moveSlide(ids, "a", "up")).toBeNull();
    expect(moveSlide(ids, "d", "down")).toBeNull();
    expect(moveSlide(ids, "x", "up")).toBeNull();
    expect(moveSlide(["a"], "a", "down")).toBeNull();
  });
});
