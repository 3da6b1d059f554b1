import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bleedMm, listPosterTemplates, posterSizeSpecs, posterSizes as studioPosterSizes, posterTemplateCategories as studioCategories } from "../../studio/design";
import { solidImage, upload } from "../media/testing/fixtures";
import type { MediaView } from "../contract/media";
import { posterBleedMm, posterPagePoints, posterSizePixels, posterSizes, posterTemplateCategories, type PosterOffer, type PosterView } from "../contract/posters";
import { registerAccount } from "../testing/accounts";
import { describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import { fetchBytes, trailBottle } from "../videos/testing";
import { offerDatesText } from "./dates";

const offer: PosterOffer = {
  headline: "Summer Sale",
  subline: "Cold drinks for 24 hours, all summer long.",
  price: "$24.99",
  old_price: "$34.99",
  badge: "-30%",
  coupon: "SUMMER30",
  starts_on: "2026-12-01",
  ends_on: "2026-12-14",
  cta: "Shop now",
  qr_url: "https://shop.example/trail-bottle",
};

describe("the contract's poster sizes and categories", () => {
  it("are the renderer's own, pixel for pixel", () => {
    expect([...posterTemplateCategories]).toEqual([...studioCategories]);
    expect([...posterSizes]).toEqual([...studioPosterSizes]);
    for (const size of posterSizes) expect({ width: posterSizeSpecs[size].width, height: posterSizeSpecs[size].height }).toEqual(posterSizePixels[size]);
    expect(posterBleedMm).toBe(bleedMm);
  });
});

describe("an offer's dates on a poster", () => {
  it.each([
    ["2026-12-01", "2026-12-14", "en", "1–14 Dec 2026"],
    ["2026-12-01", "2026-12-14", "zh-Hans", "2026年12月1日–14日"],
    ["2026-11-28", "2026-12-14", "en", "28 Nov – 14 Dec 2026"],
    ["2026-11-28", "2026-12-14", "zh-Hans", "2026年11月28日–12月14日"],
    ["2026-12-28", "2027-01-03", "en", "28 Dec 2026 – 3 Jan 2027"],
    ["2026-12-28", "2027-01-03", "zh-Hans", "2026年12月28日–2027年1月3日"],
    ["2026-09-05", "2026-09-05", "en", "5 Sep 2026"],
    ["2026-12-01", null, "en", "From 1 Dec 2026"],
    [null, "2026-12-14", "zh-Hans", "截至2026年12月14日"],
    [null, null, "en", undefined],
  ] as const)("%s to %s in %s reads %s", (startsOn, endsOn, language, text) => {
    expect(offerDatesText(startsOn, endsOn, language)).toBe(text);
  });
});

/** The poster files stored under DATA_DIR (its previews), for "nothing was written" checks. */
async function storedPreviews(harness: ApiHarness): Promise<string[]> {
  const root = path.join(harness.config.dataDir, "media", "posters");
  const folders = await readdir(root).catch(() => [] as string[]);
  const files = await Promise.all(folders.map(async (folder) => (await readdir(path.join(root, folder))).map((file) => `${folder}/${file}`)));
  return files.flat().sort();
}

async function posterRows(harness: ApiHarness) {
  return harness.db.selectFrom("posters").selectAll().orderBy("id").execute();
}

describeOnEachDatabase("posters: made from an offer, kept with a preview, downloaded in every size", (harness) => {
  const templateId = () => listPosterTemplates()[0]!.id;

  async function seller() {
    const account = await registerAccount(harness);
    const token = account.access_token;
    const product = (await harness.call("POST", "generate-info", { token, json: trailBottle })).body.data as { id: string };
    const photo = await upload<MediaView>(harness.api, "media/upload", { token, file: { name: "bottle.png", bytes: await solidImage(600, 800, { color: "#1f6f5c" }) } });
    expect(photo.status, photo.body.message).toBe(200);
    return { token, account, userId: account.user.id, productId: product.id, imageId: photo.body.data.id };
  }

  async function download(token: string, id: string, query: string) {
    const { response, bytes } = await fetchBytes(harness.api, `/api/v1/poster/download/${id}?${query}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status, response.status === 200 ? "" : new TextDecoder().decode(bytes)).toBe(200);
    return { type: response.headers.get("content-type"), disposition: response.headers.get("content-disposition"), bytes };
  }

  it("lists templates with samples and writes three headline ideas from the product", async () => {
    const { token, productId } = await seller();
    const templates = await harness.call("GET", "poster/templates?size=feed", { token });
    expect(templates.status, templates.body.message).toBe(200);
    expect(templates.body.data.items.length).toBeGreaterThanOrEqual(8);
    const sample = await fetchBytes(harness.api, templates.body.data.items[0].preview_url, { headers: { authorization: `Bearer ${token}` } });
    expect(sample.response.headers.get("content-type")).toBe("image/png");
    const { width = 0, height = 0 } = await sharp(sample.bytes).metadata();
    expect(height / width).toBeCloseTo(1350 / 1080, 1);

    const ideas = await harness.call("POST", "poster/headlines", { token, json: { product_id: productId, offer: { badge: "-30%", ends_on: "2026-12-14" } } });
    expect(ideas.status, ideas.body.message).toBe(200);
    expect(ideas.body.data.items).toHaveLength(3);
    for (const idea of ideas.body.data.items) expect(idea).toEqual({ headline: expect.any(String), subline: expect.any(String) });
  });

  it("creates, lists by product, edits, duplicates, downloads in every size and deletes a poster", { timeout: 60_000 }, async () => {
    const { token, productId, imageId } = await seller();
    const created = await harness.call<PosterView>("POST", "poster/create", {
      token,
      json: { product_id: productId, template_id: templateId(), size: "a4", image_id: imageId, offer },
    });
    expect(created.status, created.body.message).toBe(200);
    const poster = created.body.data;
    expect(poster).toMatchObject({ product_id: productId, product_name: "Trail Bottle", template_id: templateId(), image_id: imageId, size: "a4", offer });
    // The product's brand (Northpeak, made with the product) lends its kit unless another or none is asked for.
    expect(poster.brand_id).toEqual(expect.any(String));
    const preview = await fetchBytes(harness.api, poster.preview_url, { headers: { authorization: `Bearer ${token}` } });
    expect(await sharp(preview.bytes).metadata()).toMatchObject({ format: "jpeg", width: 540 });

    const listed = await harness.call("GET", `poster/list?product_id=${productId}`, { token });
    expect(listed.body.data).toMatchObject({ total: 1, page: 1, page_size: 12, items: [{ id: poster.id }] });
    expect((await harness.call("GET", `poster/detail/${poster.id}`, { token })).body.data).toEqual(poster);

    const edited = await harness.call<PosterView>("PUT", `poster/detail/${poster.id}`, {
      token,
      json: { size: "story", image_id: null, offer: { ...offer, headline: "Winter Sale" } },
    });
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.data).toMatchObject({ size: "story", image_id: null, offer: { headline: "Winter Sale", coupon: "SUMMER30" } });
    expect(edited.body.data.preview_url).not.toBe(poster.preview_url);
    expect((await storedPreviews(harness)).filter((file) => file.startsWith(poster.id))).toHaveLength(1);

    harness.clock.advance(1000);
    const copy = await harness.call<PosterView>("POST", "poster/create", { token, json: { duplicate_id: poster.id } });
    expect(copy.status, copy.body.message).toBe(200);
    expect(copy.body.data.id).not.toBe(poster.id);
    expect(copy.body.data).toMatchObject({ size: "story", offer: { headline: "Winter Sale" } });
    expect((await harness.call("GET", "poster/list", { token })).body.data.items.map((item: PosterView) => item.id)).toEqual([copy.body.data.id, poster.id]);

    const a4 = await download(token, poster.id, "size=a4&type=pdf");
    expect(a4.type).toBe("application/pdf");
    expect(a4.disposition).toBe('attachment; filename="trail-bottle-poster-a4.pdf"');
    expect(Buffer.from(a4.bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const page = (await PDFDocument.load(a4.bytes)).getPage(0).getSize();
    expect(page.width).toBeCloseTo(posterPagePoints.a4.width, 0);
    expect(page.height).toBeCloseTo(posterPagePoints.a4.height, 0);
    const bled = (await PDFDocument.load((await download(token, poster.id, "size=a4&bleed=1&crop_marks=1")).bytes)).getPage(0).getSize();
    expect(bled.width).toBeGreaterThan(page.width + 16);

    const story = await download(token, poster.id, "size=story&type=png");
    expect(story.disposition).toBe('attachment; filename="trail-bottle-poster-story.png"');
    expect(await sharp(story.bytes).metadata()).toMatchObject({ format: "png", width: 1080, height: 1920 });
    expect(await sharp((await download(token, poster.id, "size=square&type=jpeg")).bytes).metadata()).toMatchObject({ format: "jpeg", width: 1080, height: 1080 });

    const all = await download(token, poster.id, "size=all");
    expect(all.type).toBe("application/zip");
    expect(Object.keys(unzipSync(all.bytes)).sort()).toEqual(["a4.pdf", "feed.png", "letter.pdf", "square.png", "story.png"].map((name) => `trail-bottle-poster-${name}`));

    const deleted = await harness.call("DELETE", "poster/list", { token, json: { ids: [poster.id, copy.body.data.id, "not-a-poster"] } });
    expect(deleted.body.data.deleted.sort()).toEqual([poster.id, copy.body.data.id].sort());
    expect((await harness.call("GET", `poster/list?product_id=${productId}`, { token })).body.data.total).toBe(0);
    expect((await storedPreviews(harness)).filter((file) => file.startsWith(poster.id) || file.startsWith(copy.body.data.id))).toEqual([]);
  });

  it("deletes a product's posters and their stored previews with the product", { timeout: 60_000 }, async () => {
    const { token, productId } = await seller();
    const created = await harness.call<PosterView>("POST", "poster/create", { token, json: { product_id: productId, template_id: templateId(), size: "square", offer } });
    expect(created.status, created.body.message).toBe(200);
    expect((await storedPreviews(harness)).filter((file) => file.startsWith(created.body.data.id))).toHaveLength(1);

    const deleted = await harness.call("DELETE", "products", { token, json: { ids: [productId] } });
    expect(deleted.body.data.deleted).toEqual([productId]);
    expect((await harness.call("GET", `poster/detail/${created.body.data.id}`, { token })).status).toBe(404);
    expect((await storedPreviews(harness)).filter((file) => file.startsWith(created.body.data.id))).toEqual([]);
  });

  it("draws a preview without keeping anything, scaled down to the asked width", async () => {
    const { token, productId, userId } = await seller();
    const before = { rows: await posterRows(harness), files: await storedPreviews(harness) };
    const response = await harness.api.fetch(
      new Request("http://promoreel.test/api/v1/poster/preview", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ product_id: productId, template_id: templateId(), size: "feed", offer, width: 300 }),
      }),
    );
    expect(response.status).toBe(200);
    expect(await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: 300, height: 375 });
    expect({ rows: await posterRows(harness), files: await storedPreviews(harness) }).toEqual(before);
    expect(before.rows.filter((row) => row.user_id === userId)).toEqual([]);
  });

  it("refuses bad offers, unknown designs, unreadable images and other users' posters, and writes nothing", { timeout: 60_000 }, async () => {
    const { token, productId, imageId } = await seller();
    const made = await harness.call<PosterView>("POST", "poster/create", { token, json: { product_id: productId, template_id: templateId(), size: "square", offer } });
    expect(made.status, made.body.message).toBe(200);
    const before = { rows: await posterRows(harness), files: await storedPreviews(harness) };
    const create = (changes: Record<string, unknown>, headers: Record<string, string> = {}) =>
      harness.call("POST", "poster/create", {
        token,
        headers,
        json: { product_id: productId, template_id: templateId(), size: "story", image_id: imageId, offer, ...changes },
      });
    const update = (changes: Record<string, unknown>) => harness.call("PUT", `poster/detail/${made.body.data.id}`, { token, json: changes });

    const endBeforeStart = await create({ offer: { ...offer, starts_on: "2026-12-14", ends_on: "2026-12-01" } });
    expect(endBeforeStart).toMatchObject({
      status: 400,
      body: { message: "The offer ends before it starts. Pick an end date on or after the start date.", data: { field: "ends_on" } },
    });
    const notADay = await update({ offer: { ...offer, starts_on: "2026-02-30" } });
    expect(notADay).toMatchObject({ status: 400, body: { data: { field: "starts_on" } } });
    for (const link of ["ftp://shop.example/x", "javascript:alert(1)", "shop.example", `https://shop.example/${"q".repeat(500)}`]) {
      expect(await create({ offer: { ...offer, qr_url: link } })).toMatchObject({ status: 400, body: { data: { field: "qr_url" } } });
    }
    const overLimit = await update({ offer: { ...offer, coupon: "C".repeat(25) } });
    expect(overLimit).toMatchObject({ status: 400, body: { message: "coupon must be at most 24 characters.", data: { field: "coupon" } } });
    const unfitCoupon = await create({ offer: { ...offer, coupon: "W".repeat(24) } });
    expect(unfitCoupon).toMatchObject({
      status: 400,
      body: { message: "The coupon does not fit its place on this template in the story size, even at its smallest. Shorten it.", data: { field: "coupon", size: "story" } },
    });
    const unfitHeadline = await update({ offer: { ...offer, headline: "W".repeat(80) } });
    expect(unfitHeadline).toMatchObject({ status: 400, body: { data: { field: "headline" } } });

    expect(await create({ template_id: "no-such-template" })).toMatchObject({
      status: 400,
      body: { message: "There is no poster template called no-such-template. Pick one from the poster templates." },
    });
    expect((await update({ size: "billboard" })).status).toBe(400);
    expect((await create({ image_id: "not-mine" })).status).toBe(404);

    // A stored photo whose bytes are not an image any more.
    const broken = await upload<MediaView>(harness.api, "media/upload", { token, file: { name: "broken.png", bytes: await solidImage(300, 300) } });
    const { storage_key: key } = await harness.db.selectFrom("media_items").select("storage_key").where("id", "=", broken.body.data.id).executeTakeFirstOrThrow();
    await writeFile(path.join(harness.config.dataDir, "media", ...key.split("/")), "not an image at all");
    expect(await update({ image_id: broken.body.data.id })).toMatchObject({ status: 400, body: { data: { field: "image_id" } } });

    const stranger = await seller();
    const theirs = { token: stranger.token };
    expect((await harness.call("GET", `poster/detail/${made.body.data.id}`, theirs)).status).toBe(404);
    expect((await harness.call("PUT", `poster/detail/${made.body.data.id}`, { ...theirs, json: { offer } })).status).toBe(404);
    expect((await harness.call("POST", "poster/create", { ...theirs, json: { duplicate_id: made.body.data.id } })).status).toBe(404);
    expect((await harness.call("GET", `poster/download/${made.body.data.id}?size=story`, theirs)).status).toBe(404);
    expect((await harness.call("GET", `poster/list?product_id=${productId}`, theirs)).status).toBe(404);
    expect((await harness.call("DELETE", "poster/list", { ...theirs, json: { ids: [made.body.data.id] } })).body.data).toEqual({ deleted: [] });
    expect(
      (
        await harness.call("POST", "poster/create", {
          ...theirs,
          json: { product_id: stranger.productId, template_id: templateId(), size: "story", image_id: imageId, offer },
        })
      ).status,
    ).toBe(404);

    expect((await harness.call("GET", `poster/download/${made.body.data.id}?size=story&type=pdf`, { token })).status).toBe(400);
    expect((await harness.call("GET", `poster/download/${made.body.data.id}?size=feed&bleed=1`, { token })).status).toBe(400);
    expect((await harness.call("GET", `poster/download/${made.body.data.id}?size=a4&type=png&crop_marks=1`, { token })).status).toBe(400);

    const chinese = await create({ offer: { ...offer, starts_on: "2026-12-14", ends_on: "2026-12-01" } }, { "accept-language": "zh-CN,zh;q=0.9" });
    expect(chinese).toMatchObject({ status: 400, body: { message: "优惠的结束日期早于开始日期，请选择不早于开始日期的结束日期。" } });

    expect({ rows: await posterRows(harness), files: await storedPreviews(harness) }).toEqual(before);
  });

  it("stops a free plan at ten posters a month, duplicates included, with the upgrade message", { timeout: 60_000 }, async () => {
    const { token, productId, account } = await seller();
    const first = await harness.call<PosterView>("POST", "poster/create", { token, json: { product_id: productId, template_id: templateId(), size: "square", offer } });
    expect(first.status, first.body.message).toBe(200);
    for (let made = 1; made < 10; made++) {
      expect((await harness.call("POST", "poster/create", { token, json: { duplicate_id: first.body.data.id } })).status).toBe(200);
    }
    const files = await storedPreviews(harness);
    const refused = await harness.call("POST", "poster/create", { token, json: { product_id: productId, template_id: templateId(), size: "square", offer } });
    expect(refused).toMatchObject({ status: 403, body: { message: "Your plan limit reached. Unlock more after upgrading." } });
    expect((await harness.call("POST", "poster/create", { token, json: { duplicate_id: first.body.data.id } })).status).toBe(403);
    expect(await storedPreviews(harness)).toEqual(files);
    // Next month starts a new count (signed in again: the clock's jump ended the session).
    harness.clock.advance(31 * 24 * 3_600_000);
    const signedIn = await harness.call("POST", "auth/login", { json: { email: account.email, password: account.password } });
    const next = await harness.call("POST", "poster/create", { token: signedIn.body.data.access_token, json: { duplicate_id: first.body.data.id } });
    expect(next.status, next.body.message).toBe(200);
  });
});
