import { describe, expect, it } from "vitest";
import { retryAfterMs } from "./retry-after";

describe("retryAfterMs", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");

  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("3", now)).toBe(3_000);
    expect(retryAfterMs(" 0 ", now)).toBe(0);
    expect(retryAfterMs("Thu, 26 Nov 2026 12:00:05 GMT", now)).toBe(5_000);
  });

  it("waits no time for a date in the past, and leaves the wait to the caller when it cannot read the header", () => {
    expect(retryAfterMs("Thu, 26 Nov 2026 11:59:00 GMT", now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs("", now)).toBeUndefined();
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs("-4", now)).toBeUndefined();
    expect(retryAfterMs("1.5", now)).toBeUndefined();
  });
});
