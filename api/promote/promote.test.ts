import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { defaultRenderStages, probeMedia } from "../../studio/render";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import { startLocalServer, type LocalServer } from "../../studio/intake/testing/local-server";
import { has } from "../../tests/requirements";
import type { Api } from "../app";
import type { PromoScriptView, PromotionalVideoView, SubtitleDataView } from "../contract/promote";
import type { ProductView } from "../contract/products";
import { call, describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import { fetchBytes } from "../videos/testing";
import { promotionalFolderPath } from "../testing/media-paths";
import { accountOnPlan, stoppedAfterEach } from "./testing";

const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });
const slow = { timeout: 240_000 };

const shopFixtures = new URL("../../tests/e2e/fixtures/shop/", import.meta.url);
const shopFile = (name: string) => readFileSync(new URL(name, shopFixtures));

/** A product page of the fixture shop, in the JSON-LD shops write. */
function productPage(name: string, price: string, image: string): string {
  const product = { "@context": "https://schema.org", "@type": "Product", name, description: `${name}, built for long days outside.`, image: [image] };
  return `<!doctype html><html><head><title>${name}</title><script type="application/ld+json">${JSON.stringify({
    ...product,
    offers: { "@type": "Offer", price, priceCurrency: "USD" },
  })}</script></head><body><h1>${name}</h1></body></html>`;
}

const collectionPage = `<!doctype html><html><head><title>Summer gear</title></head><body><h1>Summer gear</h1>
<a href="/products/camp-mug?variant=2">Camp Mug</a> <a href="/products/trail-bottle">Trail Bottle</a>
<a href="/products/camp-mug">Camp Mug again</a> <a href="/pages/about">About us</a></body></html>`;
const journalPage = `<!doctype html><html><head><title>Our journal</title></head><body><h1>Notes from the trail</h1><p>No products here.</p></body></html>`;

let shop: LocalServer;
beforeAll(async () => {
  shop = await startLocalServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://shop").pathname;
    const html = (body: string) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
    switch (pathname) {
      case "/products/trail-bottle":
        return html(shopFile("trail-bottle.html").toString("utf8"));
      case "/products/camp-mug":
        return html(productPage("Camp Mug", "18.00", "/images/trail-bottle-side.jpg"));
      case "/products/sun-hat":
        return html(productPage("Sun Hat", "25.00", "/images/trail-bottle-front.jpg"));
      case "/collections/summer":
        return html(collectionPage);
      case "/journal":
        return html(journalPage);
      case "/images/trail-bottle-front.jpg":
      case "/images/trail-bottle-side.jpg":
        return response.writeHead(200, { "content-type": "image/jpeg" }).end(shopFile(pathname.slice("/images/".length)));
    }
    response.writeHead(404, { "content-type": "text/html" }).end("Not found");
  });
});
afterAll(() => shop.close());

const offer = { kind: "sale", headline: "Weekend sale: 20% off", discount_percent: 20, code: "WEEKEND20", ends_on: "2030-01-20", cta: "Shop the sale" };
const typedProduct = (name: string, amount: number) => ({ name, description: `${name} for every trip.`, price: { amount, currency: "USD" }, features: ["Light and tough"] });

describeOnEachDatabase("promotional videos", (harness) => {
  let shopApi: Api;
  const workers = stoppedAfterEach(harness);
  beforeAll(async () => {
    shopApi = await harness.createApi({ intakeAllowPrivateNetworks: true });
  });
  const account = (plan: "free" | "pro") => accountOnPlan(harness, plan);

  async function typedProducts(token: string, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const made = await harness.call<ProductView>("POST", "generate-info", { token, json: typedProduct(`Gear ${index + 1}`, 20 + index * 10) });
      expect(made.status, made.body.message).toBe(200);
      ids.push(made.body.data.id);
    }
    return ids;
  }

  async function script(token: string, productIds: string[], lengthSeconds = 15): Promise<PromoScriptView> {
    const written = await harness.call<PromoScriptView>("POST", "promote/gen-script", { token, json: { product_ids: productIds, offer, length_seconds: lengthSeconds } });
    expect(written.status, written.body.message).toBe(200);
    return written.body.data;
  }

  async function create(harnessCall: ApiHarness["call"], token: string, productIds: string[], written: PromoScriptView, extra: Record<string, unknown> = {}) {
    return harnessCall<PromotionalVideoView>("POST", "promote/create-promotional-video", {
      token,
      json: { product_ids: productIds, offer, script: written, aspect_ratios: ["9:16"], ...extra },
    });
  }

  it("refuses every call to a plan without the promotional power, with the plan sentence", async () => {
    const free = await account("free");
    const [productId] = await typedProducts(free.token, 1);
    const calls: [string, string, unknown?][] = [
      ["POST", "promote/get-products-info", { urls: [`${shop.origin}/products/trail-bottle`] }],
      ["POST", "promote/product-selection", { product_ids: [productId] }],
      ["POST", "promote/gen-script", { product_ids: [productId], offer, length_seconds: 15 }],
      ["POST", "promote/create-promotional-video", { product_ids: [productId], offer, script: {} }],
      ["GET", "promote/promotional-video/AAAAAAAAAAAAAAAA"],
      ["DELETE", "promote/promotional-video/AAAAAAAAAAAAAAAA"],
      ["GET", "promote/promotional-videos"],
      ["GET", "media/promo/AAAAAAAAAAAAAAAA/9x16"],
      ["GET", "media/promo/AAAAAAAAAAAAAAAA/9x16/thumbnail"],
    ];
    for (const [method, route, json] of calls) {
      const answer = await call(shopApi, method, route, { token: free.token, ...(json !== undefined && { json }) });
      expect([route, answer.status, answer.body.message]).toEqual([route, 403, "Sorry, you are unable to use this feature."]);
    }
    expect((await call(shopApi, "GET", "promote/promotional-videos", { token: free.token, headers: { "accept-language": "zh-CN" } })).body.message).toBe(
      "抱歉，你无法使用此功能。",
    );
    expect((await harness.call("GET", "promote/promotional-videos")).status).toBe(401);
  });

  it("reads products from product pages and a collection page, reuses the user's own, and says why a link gave nothing", async () => {
    const pro = await account("pro");
    const read = await call(shopApi, "POST", "promote/get-products-info", {
      token: pro.token,
      json: { urls: [`${shop.origin}/products/trail-bottle`, `${shop.origin}/collections/summer`, `${shop.origin}/journal`, `${shop.origin}/gone`] },
    });
    expect(read.status, read.body.message).toBe(200);
    const items = read.body.data.items as ProductView[];
    // The collection lists the bottle again (the same product) and the mug once, whatever its query string.
    expect(items.map((item) => [item.name, item.price])).toEqual([
      ["Trail Bottle 750 ml", { amount: 38, currency: "USD" }],
      ["Camp Mug", { amount: 18, currency: "USD" }],
    ]);
    expect(items.every((item) => item.images.length > 0)).toBe(true);
    expect(read.body.data.failures).toEqual([
      {
        url: `${shop.origin}/journal`,
        message: "We could not find products on that page. Paste the links of the product pages instead.",
        reason: "no_products_listed",
      },
      { url: `${shop.origin}/gone`, message: expect.stringContaining("404"), reason: "http_status" },
    ]);

    const again = await call(shopApi, "POST", "promote/get-products-info", {
      token: pro.token,
      json: { urls: [`${shop.origin}/products/camp-mug`, `${shop.origin}/products/sun-hat`] },
    });
    expect(again.body.data.items.map((item: ProductView) => item.id)[0]).toBe(items[1]!.id);
    const products = await harness.db.selectFrom("products").select("name").where("user_id", "=", pro.userId).execute();
    expect(products.map((row) => row.name).sort()).toEqual(["Camp Mug", "Sun Hat", "Trail Bottle 750 ml"]);

    const nothing = await call(shopApi, "POST", "promote/get-products-info", { token: pro.token, json: { urls: [`${shop.origin}/journal`] } });
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toBe("We could not find products on that page. Paste the links of the product pages instead.");
    // The guard stays on: without the private-network allowance a link not read before is refused, as generate-info refuses it.
    const guarded = await harness.call("POST", "promote/get-products-info", { token: pro.token, json: { urls: [`${shop.origin}/products/trail-bottle?ref=new`] } });
    expect([guarded.status, guarded.body.message]).toEqual([400, "That link points to a private or local network address, which we do not fetch."]);

    for (const urls of [[], Array.from({ length: 7 }, (_, index) => `${shop.origin}/products/${index}`)]) {
      expect((await harness.call("POST", "promote/get-products-info", { token: pro.token, json: { urls } })).status).toBe(400);
    }
  });

  it("answers the selection in order with offer prices, and checks ownership, repeats and counts", async () => {
    const pro = await account("pro");
    const other = await account("pro");
    const [first, second] = await typedProducts(pro.token, 2);
    const [foreign] = await typedProducts(other.token, 1);
    const selected = await harness.call("POST", "promote/product-selection", { token: pro.token, json: { product_ids: [second, first], discount_percent: 15 } });
    expect(selected.status, selected.body.message).toBe(200);
    expect(selected.body.data.items.map((item: { id: string; price: unknown; offer_price: unknown }) => [item.id, item.price, item.offer_price])).toEqual([
      [second, { amount: 30, currency: "USD" }, { amount: 25.5, currency: "USD" }],
      [first, { amount: 20, currency: "USD" }, { amount: 17, currency: "USD" }],
    ]);
    const plain = await harness.call("POST", "promote/product-selection", { token: pro.token, json: { product_ids: [first] } });
    expect(plain.body.data.items[0]).toMatchObject({ id: first, offer_price: null });
    const refused = async (json: unknown) => harness.call("POST", "promote/product-selection", { token: pro.token, json });
    expect((await refused({ product_ids: [first, foreign] })).status).toBe(404);
    const repeated = await refused({ product_ids: [first, first] });
    expect([repeated.status, repeated.body.message]).toEqual([400, "Each product can be in a promotional video only once."]);
    expect((await refused({ product_ids: [] })).status).toBe(400);
    expect((await refused({ product_ids: Array.from({ length: 7 }, (_, index) => `id-${index}`) })).status).toBe(400);
    expect((await refused({ product_ids: [first], discount_percent: 95 })).status).toBe(400);
  });

  it("writes a script around the offer, and refuses an offer or a length it cannot take", async () => {
    const pro = await account("pro");
    const productIds = await typedProducts(pro.token, 3);
    const written = await script(pro.token, productIds, 30);
    expect(written).toMatchObject({ title: offer.headline, length_seconds: 30, language: "en", seed: expect.any(Number) });
    expect(written.scenes.reduce((sum, scene) => sum + scene.duration_ms, 0)).toBe(30_000);
    expect(new Set(written.scenes.flatMap((scene) => (scene.product_index === null ? [] : [scene.product_index])))).toEqual(new Set([0, 1, 2]));
    expect(written.scenes.find((scene) => scene.product_index === 1)?.on_screen_text).toContain("$24");
    expect(written.scenes.at(-1)?.spoken).toContain("WEEKEND20");

    const refused = async (json: Record<string, unknown>) =>
      harness.call("POST", "promote/gen-script", { token: pro.token, json: { product_ids: productIds, offer, length_seconds: 15, ...json } });
    expect((await refused({ length_seconds: 20 })).body.message).toBe("length_seconds must be 15, 30 or 60.");
    expect((await refused({ offer: { ...offer, discount_percent: 95 } })).status).toBe(400);
    expect((await refused({ offer: { ...offer, kind: "clearance" } })).status).toBe(400);
    expect((await refused({ offer: { ...offer, headline: "x".repeat(81) } })).body.message).toBe("offer.headline must be at most 80 characters.");
    expect((await refused({ offer: { ...offer, ends_on: "2030-02-30" } })).body.message).toBe("offer.ends_on must be a calendar day written YYYY-MM-DD, such as 2026-12-01.");
    expect((await refused({ offer: { ...offer, code: "WEEKEND 20" } })).status).toBe(400);
  });

  it("creates a promotional video with a 16-character id, lists, reads and deletes it for its owner only", async () => {
    const pro = await account("pro");
    const other = await account("pro");
    const productIds = await typedProducts(pro.token, 2);
    const written = await script(pro.token, productIds);

    const stray = { ...written, scenes: written.scenes.map((scene, index) => (index === 1 ? { ...scene, product_index: 4 } : scene)) };
    expect((await create(harness.call, pro.token, productIds, stray)).body.message).toBe(
      "Scene 2 shows a product the video does not have (it has 2). Pick one of its products.",
    );
    const long = { ...written, scenes: written.scenes.map((scene, index) => (index === 0 ? { ...scene, duration_ms: scene.duration_ms + 1000 } : scene)) };
    expect((await create(harness.call, pro.token, productIds, long)).body.message).toBe("The scenes last 16 s but the video is 15 s. Adjust a scene's duration.");
    expect((await create(harness.call, pro.token, productIds, { ...written, scenes: [] })).status).toBe(400);
    expect((await create(harness.call, pro.token, productIds, written, { aspect_ratios: ["2:1"] })).status).toBe(400);
    expect((await create(harness.call, pro.token, productIds, written, { voice_id: "nobody" })).status).toBe(400);
    const spacedCode = await harness.call("POST", "promote/create-promotional-video", {
      token: pro.token,
      json: { product_ids: productIds, offer: { ...offer, code: "WEEKEND 20" }, script: written },
    });
    expect(spacedCode.status).toBe(400);

    const edited = { ...written, scenes: written.scenes.map((scene, index) => (index === 0 ? { ...scene, spoken: "This weekend only, twenty percent off." } : scene)) };
    const made = await create(harness.call, pro.token, productIds, edited);
    expect(made.status, made.body.message).toBe(200);
    const video = made.body.data;
    expect(video.id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(video).toMatchObject({
      status: "generating",
      stage: "queued",
      version: 1,
      update: null,
      product_ids: productIds,
      offer,
      aspect_ratios: ["9:16"],
      length_seconds: 15,
      files: [],
    });
    expect(video.script.scenes[0]!.spoken).toBe("This weekend only, twenty percent off.");
    const second = (await create(harness.call, pro.token, productIds, written)).body.data;

    expect((await harness.call("GET", `promote/promotional-video/${video.id}`, { token: pro.token })).body.data).toMatchObject({ id: video.id, title: offer.headline });
    const page = await harness.call("GET", "promote/promotional-videos?page=1&page_size=1", { token: pro.token });
    expect(page.body.data).toMatchObject({ total: 2, page: 1, page_size: 1 });
    const newestFirst = [page.body.data.items[0].id, (await harness.call("GET", "promote/promotional-videos?page=2&page_size=1", { token: pro.token })).body.data.items[0].id];
    expect(new Set(newestFirst)).toEqual(new Set([video.id, second.id]));
    expect((await harness.call("GET", "promote/promotional-videos", { token: other.token })).body.data).toMatchObject({ items: [], total: 0 });

    for (const [method, route] of [
      ["GET", `promote/promotional-video/${video.id}`],
      ["DELETE", `promote/promotional-video/${video.id}`],
      ["GET", `media/promo/${video.id}/9x16`],
    ] as const) {
      expect((await harness.call(method, route, { token: other.token })).status).toBe(404);
    }
    expect((await create(harness.call, other.token, productIds, written)).status).toBe(404);

    const deleted = await harness.call("DELETE", `promote/promotional-video/${video.id}`, { token: pro.token });
    expect(deleted.body.data).toEqual({ deleted: video.id });
    expect((await harness.call("GET", `promote/promotional-video/${video.id}`, { token: pro.token })).status).toBe(404);
    const job = await harness.db.selectFrom("jobs").select("status").where("payload", "like", `%${video.id}%`).executeTakeFirstOrThrow();
    expect(job.status).toBe("cancelled");
  });

  it("counts a promotional video against the plan's videos while it renders", async () => {
    const pro = await account("pro");
    const productIds = await typedProducts(pro.token, 1);
    const written = await script(pro.token, productIds);
    expect((await create(harness.call, pro.token, productIds, written)).status).toBe(200);
    const user = await harness.call("GET", "auth/user", { token: pro.token });
    expect(user.body.data.quota).toMatchObject({ limit: 30, used: 0, rendering: 1, remaining: 29 });
    await harness.db
      .insertInto("usage_events")
      .values(Array.from({ length: 29 }, (_, index) => ({ id: `usage-${pro.userId}-${index}`, user_id: pro.userId, kind: "video", amount: 1, created_at: harness.clock.now })))
      .execute();
    const refused = await create(harness.call, pro.token, productIds, written);
    expect([refused.status, refused.body.message]).toEqual([403, "Your plan limit reached. Unlock more after upgrading."]);
  });

  it.skipIf(!canRender)("renders three shop products into a playable MP4 with a thumbnail, served with Range, counted once, and deletes its files", slow, async () => {
    const pro = await account("pro");
    const read = await call(shopApi, "POST", "promote/get-products-info", {
      token: pro.token,
      json: { urls: [`${shop.origin}/products/trail-bottle`, `${shop.origin}/products/camp-mug`, `${shop.origin}/products/sun-hat`] },
    });
    const productIds = (read.body.data.items as ProductView[]).map((item) => item.id);
    expect(productIds).toHaveLength(3);
    const written = await script(pro.token, productIds, 15);
    const made = await create(harness.call, pro.token, productIds, written);
    expect(made.status, made.body.message).toBe(200);
    const id = made.body.data.id;

    workers.push(harness.api.startRenderWorker({ concurrency: 1, pollMs: 50, heartbeatMs: 200, scale: 0.25 }));
    const ready = await vi.waitFor(
      async () => {
        const current = (await harness.call<PromotionalVideoView>("GET", `promote/promotional-video/${id}`, { token: pro.token })).body.data;
        if (current.status !== "ready") throw new Error(`still ${current.status}/${current.stage}: ${current.error}`);
        return current;
      },
      { timeout: 200_000, interval: 100 },
    );
    expect(ready).toMatchObject({ stage: "done", progress: 100, error: null, duration_ms: 15_000, version: 1, update: null });
    // The render keeps the caption lines it showed: what the subtitle editor starts from.
    const subtitles = (await harness.call<SubtitleDataView>("POST", "promote/subtitle-data", { token: pro.token, json: { id } })).body.data;
    expect(subtitles.lines.length).toBeGreaterThan(3);
    expect(subtitles.lines.every((line, index) => line.index === index && line.text.length > 0 && line.start_ms < line.end_ms && line.end_ms <= 15_000)).toBe(true);
    expect(subtitles.edited).toEqual(subtitles.lines);
    expect(ready.files).toEqual([
      { ratio: "9:16", url: `/api/v1/media/promo/${id}/9x16`, thumbnail_url: `/api/v1/media/promo/${id}/9x16/thumbnail`, width: 270, height: 480, size: expect.any(Number) },
    ]);

    const folder = promotionalFolderPath(harness.config.dataDir, pro.userId, id);
    const probe = await probeMedia(defaultRenderStages().tools, `${folder}/${id}-9x16.mp4`);
    expect(Math.abs(probe.durationMs - 15_000)).toBeLessThanOrEqual(100);
    expect(probe.video).toMatchObject({ codec: "h264", width: 270, height: 480 });
    expect(probe.audio?.codec).toBe("aac");

    const headers = { authorization: `Bearer ${pro.token}` };
    const whole = await fetchBytes(harness.api, ready.files[0]!.url, { headers });
    expect([whole.response.status, whole.response.headers.get("content-type"), whole.bytes.length]).toEqual([200, "video/mp4", ready.files[0]!.size]);
    const part = await fetchBytes(harness.api, ready.files[0]!.url, { headers: { ...headers, range: "bytes=0-99" } });
    expect([part.response.status, part.bytes.length, part.response.headers.get("content-range")]).toEqual([206, 100, `bytes 0-99/${ready.files[0]!.size}`]);
    const thumbnail = await fetchBytes(harness.api, ready.files[0]!.thumbnail_url, { headers });
    expect([thumbnail.response.status, thumbnail.response.headers.get("content-type")]).toEqual([200, "image/jpeg"]);

    const user = await harness.call("GET", "auth/user", { token: pro.token });
    expect(user.body.data.quota).toMatchObject({ used: 1, rendering: 0 });

    await harness.call("DELETE", `promote/promotional-video/${id}`, { token: pro.token });
    expect(existsSync(folder)).toBe(false);
    expect((await fetchBytes(harness.api, ready.files[0]!.url, { headers })).response.status).toBe(404);
  });
});
