import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { contextAnsweringUnwrapped } from "~/testing/unwrapped-api";
import { loader } from "./resources.media.$";

const contextAnswering = (answer: (path: string, headers: Record<string, string>) => Response) =>
  contextAnsweringUnwrapped(answer, { session: { userId: "user-1", tokens: { accessToken: "a", refreshToken: "r", accessTokenExpiresAt: 0, refreshTokenExpiresAt: 0 } } });

const call = (context: AppLoadContext, path: string, headers: Record<string, string> = {}) =>
  loader({ request: new Request(`http://localhost/resources/media/${path}`, { headers }), params: { "*": path.split("?")[0] }, context });

const partial = () =>
  new Response("0123456789", {
    status: 206,
    headers: { "content-type": "video/mp4", "content-length": "10", "content-range": "bytes 0-9/5000", "accept-ranges": "bytes", "x-internal": "no" },
  });

describe("the owner's media, streamed through the web server", () => {
  it("passes a Range request on and the partial answer back", async () => {
    const { context, asked } = contextAnswering(partial);
    const response = await call(context, "video/v1/9x16", { Range: "bytes=0-9" });
    expect(asked).toEqual([{ path: "media/video/v1/9x16", headers: { Range: "bytes=0-9" } }]);
    expect(response.status).toBe(206);
    expect(Object.fromEntries(response.headers)).toEqual({
      "content-type": "video/mp4",
      "content-length": "10",
      "content-range": "bytes 0-9/5000",
      "accept-ranges": "bytes",
    });
    expect(await response.text()).toBe("0123456789");
  });

  it("names the file for a download", async () => {
    const { context } = contextAnswering(partial);
    const response = await call(context, "video/1a2b3c4d-0000/1x1?download=1");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="promoreel-1a2b3c4d-1x1.mp4"');
  });

  it("serves a slideshow's slides and the templates' samples", async () => {
    const { context, asked } = contextAnswering(() => new Response("png", { status: 200, headers: { "content-type": "image/png" } }));
    expect((await call(context, "slide/s1/slide-2?v=3")).status).toBe(200);
    expect((await call(context, "slide-template/sale-bold/story")).status).toBe(200);
    expect(asked.map((request) => request.path)).toEqual(["media/slide/s1/slide-2", "media/slide-template/sale-bold/story"]);
    await expect(call(context, "slide-template/sale-bold/poster")).rejects.toMatchObject({ status: 404 });
    await expect(call(context, "slide/s1")).rejects.toMatchObject({ status: 404 });
  });

  it("serves avatars' stills (a built-in presenter's too) and their speaking previews", async () => {
    const { context, asked } = contextAnswering(() => new Response("png", { status: 200, headers: { "content-type": "image/png" } }));
    expect((await call(context, "avatar/a1/still?v=2")).status).toBe(200);
    expect((await call(context, "avatar/builtin:amara/still")).status).toBe(200);
    expect((await call(context, "avatar-task/t1")).status).toBe(200);
    expect(asked.map((request) => request.path)).toEqual(["media/avatar/a1/still", "media/avatar/builtin:amara/still", "media/avatar-task/t1"]);
    await expect(call(context, "avatar/other:amara/still")).rejects.toMatchObject({ status: 404 });
  });

  it("serves a promotional video's files, by its 16-character id", async () => {
    const { context, asked } = contextAnswering(partial);
    expect((await call(context, "promo/Ab3dEf7hIj0lMn5p/9x16")).status).toBe(206);
    expect((await call(context, "promo/Ab3dEf7hIj0lMn5p/1x1/thumbnail")).status).toBe(206);
    expect(asked.map((request) => request.path)).toEqual(["media/promo/Ab3dEf7hIj0lMn5p/9x16", "media/promo/Ab3dEf7hIj0lMn5p/1x1/thumbnail"]);
    await expect(call(context, "promo/short/9x16")).rejects.toMatchObject({ status: 404 });
    await expect(call(context, "promo/Ab3dEf7hIj0lMn5p/4x3")).rejects.toMatchObject({ status: 404 });
  });

  it("serves only the media paths it knows, and hides the API's other failures", async () => {
    const { context, asked } = contextAnswering(() => new Response("{}", { status: 500 }));
    await expect(call(context, "../auth/user")).rejects.toMatchObject({ status: 404 });
    await expect(call(context, "video/v1/4x3")).rejects.toMatchObject({ status: 404 });
    expect(asked).toEqual([]);
    expect((await call(context, "file/i1")).status).toBe(502);
    const missing = contextAnswering(() => new Response("{}", { status: 404 }));
    expect((await call(missing.context, "file/i1/thumbnail")).status).toBe(404);
  });
});
