import { describe, expect, it } from "vitest";
import { lastDays } from "./engagement-chart";

describe("lastDays", () => {
  it("gives the last UTC days up to today's, oldest first", () => {
    expect(lastDays(Date.UTC(2030, 0, 2, 23, 30), 3)).toEqual(["2029-12-31", "2030-01-01", "2030-01-02"]);
  });
});
