import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { contextAnsweringUnwrapped } from "~/testing/unwrapped-api";
import { loader } from "./resources.share-media.$";

const token = "t".repeat(43);

const contextAnswering = (answer: () => Response) => contextAnsweringUnwrapped(answer, { session: {} });

const call = (context: AppLoadContext, path: string, headers: Record<string, string> = {}) =>
  loader({ request: new Request(`http://localhost/resources/share-media/${path}`, { headers }), params: { "*": path }, context });

describe("a shared video's files, streamed through the web server to anyone with the link", () => {
  it("passes a Range request on and the partial answer back, signed out", async () => {
    const { context, asked } = contextAnswering(
      () =>
        new Response("0123456789", {
          status: 206,
          headers: { "content-type": "video/mp4", "content-length": "10", "content-range": "bytes 0-9/5000", "accept-ranges": "bytes", "x-internal": "no" },
        }),
    );
    const response = await call(context, `${token}/video/9x16`, { Range: "bytes=0-9" });
    expect(asked).toEqual([{ path: `share/${token}/video/9x16`, headers: { Range: "bytes=0-9" } }]);
    expect(response.status).toBe(206);
    expect(Object.fromEntries(response.headers)).toEqual({ "content-type": "video/mp4", "content-length": "10", "content-range": "bytes 0-9/5000", "accept-ranges": "bytes" });
    expect(await response.text()).toBe("0123456789");
  });

  it("serves only a share's video and thumbnail paths", async () => {
    const { context, asked } = contextAnswering(() => new Response("{}", { status: 200 }));
    for (const path of [`${token}`, `${token}/event`, `${token}/video/4x3`, `short/video/9x16`, `${token}/video/9x16/../../../auth/user`]) {
      await expect(call(context, path)).rejects.toMatchObject({ status: 404 });
    }
    expect(asked).toEqual([]);
    expect((await call(context, `${token}/video/1x1/thumbnail`)).status).toBe(200);
  });

  it("answers an unknown or revoked link 404, keeps the API's rate limit, and hides its other failures", async () => {
    expect((await call(contextAnswering(() => new Response("{}", { status: 404 })).context, `${token}/video/9x16`)).status).toBe(404);
    expect((await call(contextAnswering(() => new Response("{}", { status: 429 })).context, `${token}/video/9x16`)).status).toBe(429);
    expect((await call(contextAnswering(() => new Response("{}", { status: 500 })).context, `${token}/video/9x16`)).status).toBe(502);
  });
});
