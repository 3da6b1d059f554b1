import { describe, expect, it } from "vitest";
import { epochToZonedLocal, zonedLocalToEpoch } from "./zoned-time";

describe("a time typed in a zone", () => {
  it("names the instant of that wall clock in the zone, in winter and in summer", () => {
    expect(new Date(zonedLocalToEpoch("2026-12-01T09:30", "Europe/Paris")!).toISOString()).toBe("2026-12-01T08:30:00.000Z");
    expect(new Date(zonedLocalToEpoch("2026-07-01T09:30", "Europe/Paris")!).toISOString()).toBe("2026-07-01T07:30:00.000Z");
    expect(new Date(zonedLocalToEpoch("2026-12-01T09:30", "Asia/Shanghai")!).toISOString()).toBe("2026-12-01T01:30:00.000Z");
    expect(new Date(zonedLocalToEpoch("2026-12-01T09:30", "UTC")!).toISOString()).toBe("2026-12-01T09:30:00.000Z");
    expect(new Date(zonedLocalToEpoch("2026-12-01T09:30", "America/St_Johns")!).toISOString()).toBe("2026-12-01T13:00:00.000Z");
  });

  it("refuses a time the clocks skip when summer time starts, and a malformed one", () => {
    expect(zonedLocalToEpoch("2026-03-29T02:30", "Europe/Paris")).toBeNull();
    expect(zonedLocalToEpoch("2026-13-01T09:30", "UTC")).toBeNull();
    expect(zonedLocalToEpoch("tomorrow", "UTC")).toBeNull();
  });

  it("takes the earlier of the two instants a time names when the clocks go back, in every zone", () => {
    expect(new Date(zonedLocalToEpoch("2026-11-01T01:30", "America/New_York")!).toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(new Date(zonedLocalToEpoch("2026-10-25T01:30", "Europe/London")!).toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(new Date(zonedLocalToEpoch("2026-10-25T02:30", "Europe/Berlin")!).toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("shows an instant back as the wall clock of the zone", () => {
    expect(epochToZonedLocal(Date.parse("2026-07-01T07:30:00Z"), "Europe/Paris")).toBe("2026-07-01T09:30");
  });
});
