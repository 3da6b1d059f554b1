import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { contextAnsweringPosts } from "~/testing/posting-api";
import type { ApiResult } from "~/utils/api.server";
import { action } from "./resources.share-event";

const token = "t".repeat(43);

const counted: ApiResult<unknown> = { ok: true, status: 200, data: { counted: true }, message: "ok" };

function post(context: AppLoadContext, fields: Record<string, string>, headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" }) {
  const request = new Request("http://localhost/resources/share-event", { method: "POST", body: new URLSearchParams(fields), headers });
  return action({ request, params: {}, context });
}

describe("a share page's play events", () => {
  it("passes a play or a play to the end on to the API, signed out and without toasts", async () => {
    const { context, posted } = contextAnsweringPosts(counted);
    const response = await post(context, { token, type: "play" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ counted: true });
    await post(context, { token, type: "complete" }, {});
    expect(posted).toEqual([
      { path: `share/${token}/event`, body: { type: "play" }, options: { auth: false, toast: false } },
      { path: `share/${token}/event`, body: { type: "complete" }, options: { auth: false, toast: false } },
    ]);
  });

  it("refuses other events, bad tokens and posts from other sites without asking the API", async () => {
    const { context, posted } = contextAnsweringPosts(counted);
    expect((await post(context, { token, type: "view" })).status).toBe(400);
    expect((await post(context, { token: "short", type: "play" })).status).toBe(400);
    expect((await post(context, { type: "play" })).status).toBe(400);
    expect((await post(context, { token, type: "play" }, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect(posted).toEqual([]);
  });

  it("answers with the API's status and message: an unknown link, the rate limit, no API", async () => {
    const gone = contextAnsweringPosts({ ok: false, status: 404, data: null, message: "This share link does not exist or has been turned off.", failure: "status" });
    const response = await post(gone.context, { token, type: "play" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "This share link does not exist or has been turned off." });
    const limited = contextAnsweringPosts({ ok: false, status: 429, data: { retry_after: 30 }, message: "Too many requests.", failure: "status" });
    expect((await post(limited.context, { token, type: "play" })).status).toBe(429);
    const down = contextAnsweringPosts({ ok: false, status: 0, data: null, message: "errors.unavailable", failure: "transport" });
    expect((await post(down.context, { token, type: "play" })).status).toBe(503);
  });
});
