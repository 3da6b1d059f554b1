import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { loader } from "./resources.slideshow-download";

function contextAnswering(answer: () => Response) {
  const asked: { path: string; body: Record<string, unknown> }[] = [];
  const toasts: string[] = [];
  const context = {
    session: { userId: "user-1", tokens: { accessToken: "a", refreshToken: "r", accessTokenExpiresAt: 0, refreshTokenExpiresAt: 0 } },
    toasts: { error: (message: string) => toasts.push(message) },
    t: (key: string) => key,
    api: {
      postUnwrapped: async (path: string, body: Record<string, unknown>) => {
        asked.push({ path, body });
        return answer();
      },
    },
  } as unknown as AppLoadContext;
  return { context, asked, toasts };
}

const call = (context: AppLoadContext, query: string) => loader({ request: new Request(`http://localhost/resources/slideshow-download?${query}`), params: {}, context });

describe("a slideshow's files, through the web server", () => {
  it("asks the API for the file and streams it back as a named download", async () => {
    const { context, asked } = contextAnswering(() => new Response("%PDF-1.7", { status: 200, headers: { "content-type": "application/pdf", "content-length": "8" } }));
    const response = await call(context, "id=1a2b3c4d-5555&type=pdf");
    expect(asked).toEqual([{ path: "slide-show/media/download", body: { id: "1a2b3c4d-5555", type: "pdf" } }]);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="promoreel-slideshow-1a2b3c4d.pdf"');
    expect(await response.text()).toBe("%PDF-1.7");
  });

  it("names one slide's picture after the slide", async () => {
    const { context, asked } = contextAnswering(() => new Response("png", { status: 200, headers: { "content-type": "image/png" } }));
    const response = await call(context, "id=s1&type=png&slide=slide-22222222");
    expect(asked[0]?.body).toEqual({ id: "s1", type: "png", slide_id: "slide-22222222" });
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="promoreel-slideshow-s1-slide-22.png"');
  });

  it("sends the visitor back with the API's reason when there is no file, and never to another site", async () => {
    const refusal = () => new Response(JSON.stringify({ status_code: 400, data: null, message: "The slides are still being drawn." }), { status: 400 });
    const { context, toasts } = contextAnswering(refusal);
    const back = await call(context, `id=s1&type=zip&back=${encodeURIComponent("/slideshow?page=2")}`);
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/slideshow?page=2");
    expect(toasts).toEqual(["The slides are still being drawn."]);
    const elsewhere = await call(contextAnswering(refusal).context, "id=s1&type=zip&back=//evil.example");
    expect(elsewhere.headers.get("Location")).toBe("/slideshow-edit?id=s1");
  });

  it("answers 404 for what it does not serve, without asking the API", async () => {
    const { context, asked } = contextAnswering(() => new Response(null, { status: 200 }));
    await expect(call(context, "id=s1&type=gif")).rejects.toMatchObject({ status: 404 });
    await expect(call(context, "id=../x&type=zip")).rejects.toMatchObject({ status: 404 });
    expect(asked).toEqual([]);
  });
});
