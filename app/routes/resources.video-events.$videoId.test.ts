import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { loader } from "./resources.video-events.$videoId";

/** A context whose API answers `video/events` with `upstream`, for a signed-in session. */
function contextAnswering(upstream: Response) {
  const asked: { path: string; query?: Record<string, string> }[] = [];
  const context = {
    session: { userId: "user-1", tokens: { accessToken: "a", refreshToken: "r", accessTokenExpiresAt: 0, refreshTokenExpiresAt: 0 } },
    api: {
      getUnwrapped: async (path: string, options?: { query?: Record<string, string> }) => {
        asked.push({ path, query: options?.query });
        return upstream;
      },
    },
  } as unknown as AppLoadContext;
  return { context, asked };
}

function eventStream() {
  const encoder = new TextEncoder();
  let cancelled = false;
  let push: (text: string) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(encoder.encode(text));
    },
    cancel() {
      cancelled = true;
    },
  });
  const response = new Response(body, { headers: { "content-type": "text/event-stream; charset=utf-8" } });
  return { response, push: (text: string) => push(text), wasCancelled: () => cancelled };
}

const call = (context: AppLoadContext, videoId: string, signal = new AbortController().signal) =>
  loader({ request: new Request(`http://localhost/resources/video-events/${videoId}`, { signal }), params: { videoId }, context });

describe("the progress event stream for the browser", () => {
  it("passes the API's events on, unbuffered", async () => {
    const upstream = eventStream();
    const { context, asked } = contextAnswering(upstream.response);
    const response = await call(context, "v1");
    expect(asked).toEqual([{ path: "video/events", query: { id: "v1" } }]);
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store, no-transform");
    upstream.push('event: progress\ndata: {"status":"generating"}\n\n');
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('"status":"generating"');
  });

  it("stops watching the video upstream when the browser goes away", async () => {
    const upstream = eventStream();
    const { context } = contextAnswering(upstream.response);
    const browser = new AbortController();
    const response = await call(context, "v1", browser.signal);
    const reading = response.body!.getReader().read();
    browser.abort();
    expect((await reading).done).toBe(true);
    expect(upstream.wasCancelled()).toBe(true);
  });

  it("answers 404 for an unknown video and 502 when the API sends no stream", async () => {
    const missing = contextAnswering(new Response(JSON.stringify({ status_code: 404 }), { status: 404 }));
    expect((await call(missing.context, "v1")).status).toBe(404);
    const broken = contextAnswering(new Response("<html>", { status: 200, headers: { "content-type": "text/html" } }));
    expect((await call(broken.context, "v1")).status).toBe(502);
    await expect(call(missing.context, "../x")).rejects.toMatchObject({ status: 404 });
  });

  it("passes a refusal for too many open streams on as a 429 with the API's sentence", async () => {
    const message = "You are already following the progress of 5 videos. Close another page showing a video being made and try again.";
    const { context } = contextAnswering(Response.json({ status_code: 429, message, data: null }, { status: 429 }));
    const response = await call(context, "v1");
    expect(response.status).toBe(429);
    expect(await response.text()).toBe(message);
  });
});
