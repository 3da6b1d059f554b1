import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { contextAnsweringPosts } from "~/testing/posting-api";
import type { ApiResult } from "~/utils/api.server";
import { action } from "./resources.error-report";

const stored: ApiResult<unknown> = { ok: true, status: 200, data: { id: "r1" }, message: "ok" };
const sameOrigin = { "Sec-Fetch-Site": "same-origin", "User-Agent": "Chrome/131" };

function post(context: AppLoadContext, fields: Record<string, string>, headers: Record<string, string> = sameOrigin) {
  const request = new Request("http://localhost/resources/error-report", { method: "POST", body: new URLSearchParams(fields), headers });
  return action({ request, params: {}, context });
}

describe("a page's error report", () => {
  it("is passed to platform/exception with the browser's user agent, with the session and without a toast", async () => {
    const { context, posted } = contextAnsweringPosts(stored);
    const response = await post(context, { message: "TypeError: x is undefined", stack: "TypeError: x is undefined\n    at /build/routes/a.js:1:2", url: "/videos" });
    expect(response.status).toBe(204);
    expect(posted).toEqual([
      {
        path: "platform/exception",
        body: { message: "TypeError: x is undefined", stack: "TypeError: x is undefined\n    at /build/routes/a.js:1:2", url: "/videos", user_agent: "Chrome/131" },
        options: { toast: false },
      },
    ]);
  });

  it("is cut to the API's lengths rather than refused for them", async () => {
    const { context, posted } = contextAnsweringPosts(stored);
    expect((await post(context, { message: "m".repeat(3000), stack: "s".repeat(20_000) })).status).toBe(204);
    const body = posted[0]!.body as { message: string; stack: string };
    expect(body.message).toHaveLength(2000);
    expect(body.stack).toHaveLength(8000);
  });

  it("is refused without a message, or from another site, without asking the API", async () => {
    const { context, posted } = contextAnsweringPosts(stored);
    expect((await post(context, { message: "  ", url: "/videos" })).status).toBe(400);
    expect((await post(context, { message: "boom" }, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post(context, { message: "boom" }, { "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    expect(posted).toEqual([]);
  });

  it("answers with the API's refusal: its rate limit, or 503 when it cannot be reached", async () => {
    const limited = contextAnsweringPosts({ ok: false, status: 429, data: { retry_after: 30 }, message: "Too many requests.", failure: "status" });
    const response = await post(limited.context, { message: "boom" });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ message: "Too many requests." });
    const down = contextAnsweringPosts({ ok: false, status: 0, data: null, message: "errors.unavailable", failure: "transport" });
    expect((await post(down.context, { message: "boom" })).status).toBe(503);
  });
});
