import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "./logger";

describe("the logger", () => {
  let lines: string[];
  const levelBefore = process.env.LOG_LEVEL;

  beforeEach(() => {
    lines = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    if (levelBefore === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = levelBefore;
  });

  it("redacts secret-looking fields at any depth", () => {
    process.env.LOG_LEVEL = "info";
    logger.info("signing in", { request: { email: "ada@example.com", password: "hunter2-secret" }, attempts: [{ refresh_token: "tok-123" }] });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("hunter2-secret");
    expect(lines[0]).not.toContain("tok-123");
    expect(JSON.parse(lines[0])).toMatchObject({ request: { email: "ada@example.com", password: "[redacted]" }, attempts: [{ refresh_token: "[redacted]" }] });
  });

  it("leaves share tokens out of the paths it logs", () => {
    process.env.LOG_LEVEL = "info";
    const token = "Q2hhbmdlIHRoaXMgdG9rZW4gdG8gYSByZWFsIG9uZQ";
    logger.info("request", { path: `/resources/share-media/${token}/video/9x16` });
    logger.info("request", { path: `/api/v1/share/${token}/event` });
    logger.info("request", { path: "/videos" });
    expect(lines.join("")).not.toContain(token);
    expect(lines.map((line) => JSON.parse(line).path)).toEqual(["/resources/share-media/[redacted]/video/9x16", "/api/v1/share/[redacted]/event", "/videos"]);
  });

  it.each([
    ["debug", ["debug", "info", "warn", "error"]],
    ["info", ["info", "warn", "error"]],
    ["warn", ["warn", "error"]],
    ["error", ["error"]],
    ["silent", []],
    ["", ["info", "warn", "error"]],
  ])("writes only what LOG_LEVEL=%o lets through", (level, written) => {
    process.env.LOG_LEVEL = level;
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    logger.error("e");
    expect(lines.map((line) => JSON.parse(line).level)).toEqual(written);
  });
});
