import { describe, expect, it } from "vitest";
import { quoteLongIntegers, retryAfterMs } from "./http";

describe("reading the platforms' answers", () => {
  it("keeps 64-bit ids as written, and leaves strings and small numbers alone", () => {
    const answer = '{"ids":[7312345678901234567,-7312345678901234567],"n":42,"x":1.5e3,"caption":"a,1234567890123456789,b \\"q\\" 9999999999999999"}';
    expect(JSON.parse(quoteLongIntegers(answer))).toEqual({
      ids: ["7312345678901234567", "-7312345678901234567"],
      n: 42,
      x: 1500,
      caption: 'a,1234567890123456789,b "q" 9999999999999999',
    });
  });

  it("reads Retry-After in seconds or as a date", () => {
    const now = Date.parse("2026-11-27T12:00:00Z");
    expect(retryAfterMs(new Headers({ "retry-after": "30" }), now)).toBe(30_000);
    expect(retryAfterMs(new Headers({ "retry-after": "Fri, 27 Nov 2026 12:01:00 GMT" }), now)).toBe(60_000);
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });
});
