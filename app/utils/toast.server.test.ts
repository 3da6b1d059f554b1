import { describe, expect, it } from "vitest";
import { finalizeResponse } from "../request-context.server";
import { contextFor, cookieHeaderFrom, createFakeBackend } from "../testing/fake-backend";
import { cutToastText, toastTextLimit } from "./toast";

const backend = createFakeBackend();
const request = (cookie?: string) => new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });
const toastCookies = (response: Response) => response.headers.getSetCookie().filter((value) => value.startsWith("toast="));

describe("toast text", () => {
  it("is cut to 150 characters", () => {
    const long = "x".repeat(400);
    expect(Array.from(cutToastText(long))).toHaveLength(toastTextLimit);
    expect(cutToastText(long).endsWith("…")).toBe(true);
    expect(cutToastText("x".repeat(150))).toBe("x".repeat(150));
    expect(Array.from(cutToastText("视".repeat(200)))).toHaveLength(150);
  });

  it("keeps a list line by line, each line cut", async () => {
    const context = await contextFor(backend, request());
    context.toasts.error(["first", "y".repeat(200)]);
    const [toast] = context.toasts.takeForRender();
    expect(toast.lines).toHaveLength(2);
    expect(toast.lines[0]).toBe("first");
    expect(Array.from(toast.lines[1])).toHaveLength(150);
  });
});

describe("the toast flash cookie", () => {
  it("carries a toast across a redirect and is cleared once shown", async () => {
    const action = await contextFor(backend, request());
    action.toasts.success("Saved");
    const redirected = await finalizeResponse(action, new Response(null, { status: 302, headers: { Location: "/" } }));
    expect(toastCookies(redirected)).toHaveLength(1);

    const next = await contextFor(backend, request(cookieHeaderFrom(toastCookies(redirected))));
    expect(next.toasts.takeForRender()).toMatchObject([{ type: "success", lines: ["Saved"] }]);
    const shown = await finalizeResponse(next, new Response("page"));
    expect(toastCookies(shown)[0]).toMatch(/^toast=[^;]*; Max-Age=0;/);
  });

  it("shows a toast queued earlier in the same request at once (a no-JS POST that re-renders)", async () => {
    const context = await contextFor(backend, request());
    context.toasts.error("Wrong code");
    expect(context.toasts.takeForRender()).toMatchObject([{ type: "error", lines: ["Wrong code"] }]);
    expect(toastCookies(await finalizeResponse(context, new Response("page")))).toEqual([]);
  });

  it("keeps the cookie for requests that render no page (resource routes)", async () => {
    const first = await contextFor(backend, request());
    first.toasts.success("Saved");
    const flashed = toastCookies(await finalizeResponse(first, new Response(null, { status: 302 })));
    const poll = await contextFor(backend, request(cookieHeaderFrom(flashed)));
    expect(toastCookies(await finalizeResponse(poll, Response.json({ userId: null })))).toEqual([]);
  });

  it("passes on what the root loader took when the response turned out to be a redirect", async () => {
    const context = await contextFor(backend, request());
    context.toasts.success("Saved");
    context.toasts.takeForRender();
    const response = await finalizeResponse(context, new Response(null, { status: 204, headers: { "X-Remix-Redirect": "/" } }));
    expect(toastCookies(response)).toHaveLength(1);
  });
});
