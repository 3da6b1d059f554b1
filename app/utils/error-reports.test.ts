import { describe, expect, it } from "vitest";
import { createErrorReporter, describeError, errorReportRate, isReportable, type ErrorReport } from "./error-reports";
import { ChunkLoadError } from "./route-chunks";

function reporterAt(start = 1_000_000) {
  const sent: ErrorReport[] = [];
  const clock = { now: start, page: "/videos" };
  const report = createErrorReporter({ send: (item) => sent.push(item), page: () => clock.page, now: () => clock.now });
  return { report, sent, clock };
}

describe("browser error reports", () => {
  it("sends an error once per page, however often it is thrown", () => {
    const { report, sent, clock } = reporterAt();
    report(new TypeError("x is undefined"));
    report(new TypeError("x is undefined"));
    report(new RangeError("x is undefined"));
    clock.page = "/avatars";
    report(new TypeError("x is undefined"));
    expect(sent.map(({ message, url }) => [message, url])).toEqual([
      ["TypeError: x is undefined", "/videos"],
      ["RangeError: x is undefined", "/videos"],
      ["TypeError: x is undefined", "/avatars"],
    ]);
    expect(sent[0]!.stack).toContain("TypeError: x is undefined");
  });

  it(`sends at most ${errorReportRate.perMinute} a minute, and a dropped error when it happens again later`, () => {
    const { report, sent, clock } = reporterAt();
    for (let index = 0; index < 8; index++) report(new Error(`e${index}`));
    expect(sent.map((item) => item.message)).toEqual(["Error: e0", "Error: e1", "Error: e2", "Error: e3", "Error: e4"]);
    clock.now += 59_999;
    report(new Error("e5"));
    expect(sent).toHaveLength(5);
    clock.now += 1;
    report(new Error("e5"));
    report(new Error("e0"));
    expect(sent.map((item) => item.message).slice(5)).toEqual(["Error: e5"]);
  });

  it(`sends at most ${errorReportRate.perPage} while the page is open`, () => {
    const { report, sent, clock } = reporterAt();
    for (let index = 0; index < 100; index++) {
      report(new Error(`e${index}`));
      clock.now += 60_000;
    }
    expect(sent).toHaveLength(errorReportRate.perPage);
  });

  it("describes any thrown value within the API's limits, with a chunk failure's cause", () => {
    expect(describeError("plain text")).toEqual({ message: "plain text" });
    expect(describeError({ code: 7 })).toEqual({ message: '{"code":7}' });
    expect(describeError(undefined)).toEqual({ message: "undefined" });
    expect(describeError("")).toEqual({ message: "(empty error)" });
    const long = describeError(new Error("m".repeat(5000)));
    expect(long.message).toHaveLength(2000);
    expect(long.stack!.length).toBeLessThanOrEqual(8000);
    const chunk = describeError(new ChunkLoadError("/build/routes/x-1.js", "error", { cause: new TypeError("Failed to fetch dynamically imported module") }));
    expect(chunk.message).toBe("ChunkLoadError: Loading chunk failed (error): /build/routes/x-1.js");
    expect(chunk.stack).toMatch(/\nCaused by: TypeError: Failed to fetch dynamically imported module$/);
  });

  it("leaves out what the server already knows: error responses, and Remix's stand-in for a server error", () => {
    const serverError = new Error("Unexpected Server Error");
    serverError.stack = undefined;
    expect(isReportable({ status: 503, statusText: "", internal: false, data: { message: "down" } })).toBe(false);
    expect(isReportable(serverError)).toBe(false);
    expect(isReportable(new TypeError("x is undefined"))).toBe(true);
    expect(isReportable(new ChunkLoadError("/build/routes/x-1.js", "missing"))).toBe(true);
  });
});
