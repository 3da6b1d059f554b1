/** For the API tests that need a product with a script, a video, or a rendered video. */
import { expect, vi } from "vitest";
import type { Api } from "../app";
import type { Worker } from "../jobs";
import { registerAccount } from "../testing/accounts";
import { call, type ApiHarness } from "../testing/harness";
import type { VideoView } from "../contract/videos";

export const trailBottle = {
  name: "Trail Bottle",
  brand: "Northpeak",
  description: "A double-wall steel bottle for long days outside. It fits most cup holders and clips to a pack.",
  price: { amount: 24.99, currency: "USD" },
  features: ["Keeps drinks cold for 24 hours and hot for 12", "Leak-proof lid: seals tight in any bag", "BPA-free"],
};

export type ScriptedAccount = Awaited<ReturnType<typeof scriptedAccount>>;

/** Signs up, adds a product, an idea and a 15-second script: what a video is made from. */
export async function scriptedAccount(harness: ApiHarness) {
  const account = await registerAccount(harness);
  const token = account.access_token;
  const product = (await harness.call("POST", "generate-info", { token, json: trailBottle })).body.data as { id: string };
  const ideas = (await harness.call("POST", "product-ideas", { token, json: { product_id: product.id } })).body.data.ideas as { id: string }[];
  const script = await harness.call("POST", "video-script", { token, json: { product_id: product.id, idea_id: ideas[0]!.id, length_seconds: 15 } });
  expect(script.status, script.body.message).toBe(200);
  return { account, token, userId: account.user.id, productId: product.id, scriptId: script.body.data.id as string };
}

/** Created through `api` (the harness's by default), not rendered yet. */
export async function createVideo(harness: ApiHarness, setup: ScriptedAccount, extra: Record<string, unknown> = {}, api: Api = harness.api): Promise<VideoView> {
  const created = await call<VideoView>(api, "POST", "video/create-by-product", {
    token: setup.token,
    json: { product_id: setup.productId, script_id: setup.scriptId, aspect_ratios: ["1:1"], ...extra },
  });
  expect(created.status, created.body.message).toBe(200);
  return created.body.data;
}

/** The video once `until` holds for its detail (checked every 50 ms). */
export function waitForVideoDetail(harness: ApiHarness, token: string, id: string, until: (video: VideoView) => boolean, timeout = 150_000) {
  return vi.waitFor(
    async () => {
      const video = (await harness.call<VideoView>("GET", `video/detail?id=${id}`, { token })).body.data;
      if (!until(video)) throw new Error(`video is ${video.status}/${video.stage}, update ${video.update?.status}/${video.update?.stage}`);
      return video;
    },
    { timeout, interval: 50 },
  );
}

/** A worker rendering small frames (a quarter of full size), stopped by the caller. */
export function startSmallWorker(harness: ApiHarness): Worker {
  return harness.api.startRenderWorker({ concurrency: 1, pollMs: 50, heartbeatMs: 200, scale: 0.25 });
}

/** A file's bytes, fetched as a browser would (no envelope); `path` starts with /api/v1. */
export async function fetchBytes(
  api: Api,
  path: string,
  options: { headers?: Record<string, string>; clientIp?: string } = {},
): Promise<{ response: Response; bytes: Uint8Array }> {
  const response = await api.fetch(new Request(`http://promoreel.test${path}`, { headers: options.headers }), { clientIp: options.clientIp ?? "203.0.113.1" });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}
