import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { contextAnsweringUnwrapped } from "~/testing/unwrapped-api";
import { loadSharedVideo } from "./preview.server";

const token = "t".repeat(43);
const browser = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";

const contextAnswering = (answer: () => Response) => contextAnsweringUnwrapped(answer, { t: (key: string) => key });

const envelope = (status_code: number, data: unknown, message: string) => new Response(JSON.stringify({ status_code, data, message }), { status: status_code });
const visit = (context: AppLoadContext, headers: Record<string, string> = { "User-Agent": browser }) =>
  loadSharedVideo(context, new Request(`http://localhost/preview?s=${token}`, { headers }), token);

describe("the share page's data", () => {
  it("is asked for with the visitor's user agent, which the API counts the view by", async () => {
    const { context, asked } = contextAnswering(() => envelope(200, { title: "Trail Bottle" }, "ok"));
    expect(await visit(context)).toEqual({ title: "Trail Bottle" });
    expect(asked).toEqual([{ path: `share/${token}`, headers: { Accept: "application/json", "User-Agent": browser } }]);
    await visit(context, {});
    expect(asked[1]!.headers).toEqual({ Accept: "application/json" });
  });

  it("is a 404 with the API's sentence for an unknown or revoked link, and keeps the rate limit's 429", async () => {
    const gone = contextAnswering(() => envelope(404, null, "This share link does not exist or has been turned off."));
    const thrown = (await visit(gone.context).catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(404);
    expect(await thrown.json()).toEqual({ message: "This share link does not exist or has been turned off." });
    await expect(visit(contextAnswering(() => envelope(429, { retry_after: 9 }, "Too many requests.")).context)).rejects.toMatchObject({ status: 429 });
    await expect(visit(contextAnswering(() => envelope(500, null, "Something went wrong.")).context)).rejects.toMatchObject({ status: 502 });
  });

  it("is a 503 when the API cannot be reached", async () => {
    const thrown = (await visit(contextAnswering(() => new Response(null, { status: 502 })).context).catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(503);
    expect(await thrown.json()).toEqual({ message: "errors.unavailable" });
  });
});
