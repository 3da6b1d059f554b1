import { unzipSync } from "fflate";
import sharp from "sharp";
import { expect, it } from "vitest";
import { listTemplates } from "../../studio/design";
import { solidImage, upload } from "../media/testing/fixtures";
import type { MediaView } from "../contract/media";
import type { SlideshowBatchView, SlideshowView } from "../contract/slideshows";
import { registerAccount } from "../testing/accounts";
import { describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import { fetchBytes, startSmallWorker, trailBottle, waitForVideoDetail } from "../videos/testing";
import { vi } from "vitest";
import path from "node:path";
import { contentKey, createLocalMediaStore } from "../storage/media-store";
import { readStoredBytes } from "./stored-bytes";

function waitForSlideshow(harness: ApiHarness, token: string, id: string, until: (view: SlideshowView) => boolean) {
  return vi.waitFor(
    async () => {
      const view = (await harness.call<SlideshowView>("GET", `slide-show/detail/${id}`, { token })).body.data;
      if (!until(view)) throw new Error(`slideshow is ${view.status} at ${view.progress}%`);
      return view;
    },
    { timeout: 60_000, interval: 50 },
  );
}

describeOnEachDatabase(
  "slideshows: written, drawn, edited with undo, exported",
  (harness) => {
    const templateId = listTemplates()[0]!.id;

    async function readySlideshow(extra: Record<string, unknown> = {}) {
      const account = await registerAccount(harness);
      const token = account.access_token;
      const product = (await harness.call("POST", "generate-info", { token, json: trailBottle })).body.data as { id: string };
      const created = await harness.call<SlideshowView>("POST", "slide-show/create", {
        token,
        json: { product_id: product.id, template_id: templateId, format: "square", ...extra },
      });
      expect(created.status, created.body.message).toBe(200);
      expect(created.body.data.status).toBe("rendering");
      const worker = startSmallWorker(harness);
      const ready = await waitForSlideshow(harness, token, created.body.data.id, (view) => view.status === "ready");
      await worker.stop({ timeoutMs: 0 });
      return { token, userId: account.user.id, productId: product.id, slideshow: ready };
    }

    it("writes the slides from the product's facts and draws each at the format's size", async () => {
      const { token, slideshow } = await readySlideshow();
      const roles = slideshow.slides.map((slide) => slide.role);
      expect(roles[0]).toBe("cover");
      expect(roles).toContain("feature");
      expect(roles).toContain("offer");
      expect(roles.at(-1)).toBe("closing");
      expect(slideshow.slides[0]!.texts.headline).toBe("Trail Bottle");
      expect(slideshow.slides.find((slide) => slide.role === "offer")!.texts.price).toBe("$24.99");
      const { response, bytes } = await fetchBytes(harness.api, slideshow.slides[0]!.url!, { headers: { authorization: `Bearer ${token}` } });
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 1080, height: 1080 });
    });

    it("edits a text and the order, undoes and redoes, and refuses a text too long for its place", async () => {
      const { token, slideshow } = await readySlideshow();
      const [first, second, ...rest] = slideshow.slides;
      const edited = await harness.call<SlideshowView>("PUT", `slide-show/detail/${slideshow.id}`, {
        token,
        json: { slides: [{ id: first!.id, texts: { ...first!.texts, headline: "Cold for a day" } }, ...[second!, ...rest].map(({ id }) => ({ id }))] },
      });
      expect(edited.status, edited.body.message).toBe(200);
      expect(edited.body.data.slides[0]!.texts.headline).toBe("Cold for a day");
      expect(edited.body.data.slides[0]!.url).not.toBe(first!.url);
      expect(edited.body.data.slides[1]!.url).toBe(second!.url);

      const moved = await harness.call<SlideshowView>("PUT", `slide-show/detail/${slideshow.id}`, {
        token,
        json: { slides: [second!, first!, ...rest].map(({ id }) => ({ id })) },
      });
      expect(moved.body.data.slides.map((slide) => slide.id)).toEqual([second!.id, first!.id, ...rest.map((slide) => slide.id)]);

      const undone = await harness.call<SlideshowView>("POST", "slide-show/operation", { token, json: { id: slideshow.id, action: "undo" } });
      expect(undone.body.data.slides.map((slide) => slide.id)).toEqual(slideshow.slides.map((slide) => slide.id));
      expect(undone.body.data.slides[0]!.texts.headline).toBe("Cold for a day");
      expect(undone.body.data.can_redo).toBe(true);
      const undoneTwice = await harness.call<SlideshowView>("POST", "slide-show/operation", { token, json: { id: slideshow.id, action: "undo" } });
      expect(undoneTwice.body.data.slides[0]!.texts.headline).toBe("Trail Bottle");
      expect(undoneTwice.body.data.slides[0]!.url).toBe(first!.url);
      expect(undoneTwice.body.data.can_undo).toBe(false);
      const nothing = await harness.call("POST", "slide-show/operation", { token, json: { id: slideshow.id, action: "undo" } });
      expect(nothing).toMatchObject({ status: 409, body: { message: "There is no edit to undo." } });
      const redone = await harness.call<SlideshowView>("POST", "slide-show/operation", { token, json: { id: slideshow.id, action: "redo" } });
      expect(redone.body.data.slides[0]!.texts.headline).toBe("Cold for a day");

      const operations = await harness.call("GET", `slide-show/operation?id=${slideshow.id}`, { token });
      expect(operations.body.data.items.map((item: { kind: string }) => item.kind)).toEqual(["create", "text", "move"]);

      // A badge has 12 characters at most.
      const tooLong = await harness.call("PUT", `slide-show/detail/${slideshow.id}`, {
        token,
        json: { slides: redone.body.data.slides.map(({ id }, index) => ({ id, ...(index === 0 && { texts: { badge: "x".repeat(13) } }) })) },
      });
      expect(tooLong.status).toBe(400);
      const after = await harness.call<SlideshowView>("GET", `slide-show/detail/${slideshow.id}`, { token });
      expect(after.body.data.slides[0]!.texts.headline).toBe("Cold for a day");
    });

    it("refuses a text its format cannot fit even at the smallest size, and keeps the slide as it was", async () => {
      const { token, slideshow } = await readySlideshow({ format: "leaderboard" });
      const cover = slideshow.slides[0]!;
      const wideWords = Array.from({ length: 8 }, () => "Wwwwwwwwww").join(" ");
      const unfit = await harness.call("PUT", `slide-show/detail/${slideshow.id}`, {
        token,
        json: { slides: slideshow.slides.map(({ id, texts }, index) => ({ id, ...(index === 0 && { texts: { ...texts, headline: wideWords } }) })) },
      });
      expect(unfit.status).toBe(400);
      expect(unfit.body.message).toBe("The headline text of slide 1 is too long for its place in this format. Shorten it (at most 90 characters, fewer in small formats).");
      expect(unfit.body.data).toEqual({ layer: "headline", slide_id: cover.id });
      const after = await harness.call<SlideshowView>("GET", `slide-show/detail/${slideshow.id}`, { token });
      expect(after.body.data.slides[0]).toEqual(cover);
    });

    it("replaces a slide's image with an upload, deletes a slide, and exports PNG, JPEG, ZIP and PDF", async () => {
      const { token, slideshow } = await readySlideshow();
      const photo = await upload<{ media: MediaView; slideshow: SlideshowView }>(harness.api, "slide-show/file/upload", {
        token,
        file: { name: "photo.png", bytes: await solidImage(400, 300) },
        fields: { id: slideshow.id, slide_id: slideshow.slides[0]!.id },
      });
      expect(photo.status, photo.body.message).toBe(200);
      expect(photo.body.data.slideshow.slides[0]!.image_id).toBe(photo.body.data.media.id);
      const media = await harness.call("GET", `slide-show/media/list?id=${slideshow.id}`, { token });
      expect(media.body.data.items.map((item: { id: string }) => item.id)).toContain(photo.body.data.media.id);

      const removed = await harness.call<SlideshowView>("DELETE", "slide-show/image/delete", { token, json: { id: slideshow.id, slide_id: slideshow.slides[1]!.id } });
      expect(removed.body.data.slides).toHaveLength(slideshow.slides.length - 1);

      const download = async (type: string) => {
        const response = await harness.api.fetch(
          new Request("http://promoreel.test/api/v1/slide-show/media/download", {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body: JSON.stringify({ id: slideshow.id, type }),
          }),
        );
        expect(response.status).toBe(200);
        return { disposition: response.headers.get("content-disposition"), bytes: new Uint8Array(await response.arrayBuffer()) };
      };
      const zip = await download("zip");
      expect(zip.disposition).toBe('attachment; filename="trail-bottle.zip"');
      expect(Object.keys(unzipSync(zip.bytes))).toHaveLength(slideshow.slides.length - 1);
      const pdf = await download("pdf");
      expect(Buffer.from(pdf.bytes.slice(0, 5)).toString()).toBe("%PDF-");
      expect((await sharp((await download("jpeg")).bytes).metadata()).format).toBe("jpeg");
      expect((await sharp((await download("png")).bytes).metadata()).format).toBe("png");
    });

    it("answers another user's slideshow as missing, and refuses unknown templates, formats and images", async () => {
      const { slideshow, productId, token } = await readySlideshow();
      const stranger = await registerAccount(harness);
      expect((await harness.call("GET", `slide-show/detail/${slideshow.id}`, { token: stranger.access_token })).status).toBe(404);
      expect((await harness.call("POST", "slide-show/operation", { token: stranger.access_token, json: { id: slideshow.id, action: "undo" } })).status).toBe(404);
      const unknownTemplate = await harness.call("POST", "slide-show/create", { token, json: { product_id: productId, template_id: "nope", format: "story" } });
      expect(unknownTemplate).toMatchObject({ status: 400, body: { message: "There is no template called nope. Pick one from the template library." } });
      const unknownFormat = await harness.call("POST", "slide-show/create", { token, json: { product_id: productId, template_id: templateId, format: "poster" } });
      expect(unknownFormat.status).toBe(400);
      const foreignImage = await harness.call("PUT", `slide-show/detail/${slideshow.id}`, {
        token,
        json: { slides: slideshow.slides.map(({ id }) => ({ id, image_id: "not-mine" })) },
      });
      expect(foreignImage.status).toBe(404);
      const list = await harness.call("GET", "slide-show/list", { token });
      expect(list.body.data).toMatchObject({ total: 1, items: [{ id: slideshow.id, slide_count: slideshow.slides.length }] });
    });

    it("stops a free plan at its monthly slideshows with the upgrade message", async () => {
      const { token, productId } = await readySlideshow();
      for (let made = 1; made < 5; made++) {
        expect((await harness.call("POST", "slide-show/create", { token, json: { product_id: productId, template_id: templateId, format: "story" } })).status).toBe(200);
      }
      const refused = await harness.call("POST", "slide-show/create", { token, json: { product_id: productId, template_id: templateId, format: "story" } });
      expect(refused).toMatchObject({ status: 403, body: { message: "Your plan limit reached. Unlock more after upgrading." } });
    });

    it("makes one slideshow per product of a batch, a broken link failing alone with its reason", async () => {
      const account = await registerAccount(harness);
      const token = account.access_token;
      const products = [];
      for (const name of ["Trail Bottle", "Camp Mug"])
        products.push(((await harness.call("POST", "generate-info", { token, json: { ...trailBottle, name } })).body.data as { id: string }).id);
      const batch = await harness.call<SlideshowBatchView>("POST", "slide-show/create-by-product", {
        token,
        json: { product_ids: products, urls: ["http://127.0.0.1:9/nothing"], template_id: templateId, format: "story" },
      });
      expect(batch.status, batch.body.message).toBe(200);
      const worker = startSmallWorker(harness);
      const done = await vi.waitFor(
        async () => {
          const view = (await harness.call<SlideshowBatchView>("GET", `slide-show/batch/${batch.body.data.id}`, { token })).body.data;
          if (view.items.some((item) => item.status === "queued" || item.status === "working")) throw new Error("batch still working");
          return view;
        },
        { timeout: 60_000, interval: 100 },
      );
      await worker.stop({ timeoutMs: 0 });
      expect(done.items.map((item) => item.status)).toEqual(["ready", "ready", "failed"]);
      expect(done.items[2]!.error).toBeTruthy();
      expect(done.items[0]!.slideshow_id).toBeTruthy();
      const tooMany = await harness.call("POST", "slide-show/create-by-product", {
        token,
        json: { product_ids: products, urls: Array.from({ length: 19 }, (_, i) => `https://shop.example/p/${i}`), template_id: templateId, format: "story" },
      });
      expect(tooMany.status).toBe(400);
    });

    it("turns a slideshow into a video that renders like any other, read aloud or muted", { timeout: 120_000 }, async () => {
      const { token, slideshow } = await readySlideshow();
      const created = await harness.call("POST", "slide-show/generate-video", { token, json: { id: slideshow.id } });
      expect(created.status, created.body.message).toBe(200);
      expect(created.body.data).toMatchObject({ status: "generating", aspect_ratios: ["1:1"] });
      const muted = await harness.call("POST", "slide-show/generate-video", { token, json: { id: slideshow.id, voice: false } });
      const worker = startSmallWorker(harness);
      const video = await waitForVideoDetail(harness, token, created.body.data.id, (current) => current.status === "ready" || current.status === "failed");
      const mutedVideo = await waitForVideoDetail(harness, token, muted.body.data.id, (current) => current.status === "ready" || current.status === "failed");
      await worker.stop({ timeoutMs: 0 });
      expect(video.status, video.error ?? "").toBe("ready");
      expect(mutedVideo.status, mutedVideo.error ?? "").toBe("ready");
      const timelines = await Promise.all([video.id, mutedVideo.id].map(async (id) => (await harness.call("GET", `video/detail?id=${id}`, { token })).body.data.timeline));
      expect(timelines.map((timeline) => timeline.voice.muted)).toEqual([undefined, true]);
      // Muted, each slide stays 2.5 s; read aloud, the cover stays as long as its name and promise take to say.
      expect(timelines[1].scenes.map((scene: { durationMs: number }) => scene.durationMs)).toEqual(slideshow.slides.map(() => 2500));
      expect(timelines[0].scenes[0].durationMs).toBeGreaterThan(2500);
      expect((await harness.call("GET", `slide-show/detail/${slideshow.id}`, { token })).body.data.video_id).toBe(mutedVideo.id);
      const music = await harness.call("POST", "slide-show/generate-video", { token, json: { id: slideshow.id, music_id: "calm-morning" } });
      expect(music).toMatchObject({ status: 403, body: { message: "Sorry, you are unable to use this feature." } });
    });

    it("makes a video of a slideshow in its own format from the slides as drawn, and keeps them when the slideshow goes", async () => {
      const { token, slideshow } = await readySlideshow();
      const mediaStore = createLocalMediaStore(path.join(harness.config.dataDir, "media"));
      // The first slide as the slideshow holds it, told apart from anything the template would draw.
      const marked = await solidImage(1080, 1080, { color: "#ff00aa" });
      const row = await harness.db.selectFrom("slideshows").select("slides").where("id", "=", slideshow.id).executeTakeFirstOrThrow();
      const slides = JSON.parse(row.slides) as { file_key: string | null }[];
      slides[0]!.file_key = contentKey(`slideshows/${slideshow.id}`, marked, "image/png");
      await mediaStore.put(slides[0]!.file_key, marked);
      await harness.db
        .updateTable("slideshows")
        .set({ slides: JSON.stringify(slides) })
        .where("id", "=", slideshow.id)
        .execute();

      const created = await harness.call("POST", "slide-show/generate-video", { token, json: { id: slideshow.id, voice: false } });
      expect(created.status, created.body.message).toBe(200);
      const video = await harness.db.selectFrom("videos").select("timeline").where("id", "=", created.body.data.id).executeTakeFirstOrThrow();
      const firstImage = (JSON.parse(video.timeline) as { scenes: { media: { path: string } }[] }).scenes[0]!.media.path;
      const item = await harness.db.selectFrom("media_items").select("storage_key").where("id", "=", firstImage).executeTakeFirstOrThrow();
      expect(item.storage_key.startsWith(`slideshows/video-${created.body.data.id}/`)).toBe(true);
      expect(await harness.call("DELETE", "slide-show/list", { token, json: { ids: [slideshow.id] } })).toMatchObject({ status: 200 });
      expect(Buffer.compare((await readStoredBytes(mediaStore, item.storage_key))!, marked)).toBe(0);
    });

    it("keeps a brand kit (colours, font, call to action, logo) and draws slides and template samples with it", async () => {
      const account = await registerAccount(harness);
      const token = account.access_token;
      const kit = await harness.call("POST", "material/brand/kit", {
        token,
        json: { name: "Northpeak", colors: ["#0a3d62", "#F8C291"], font: "playfair-display", call_to_action: "Grab yours" },
      });
      expect(kit.status, kit.body.message).toBe(200);
      expect(kit.body.data).toMatchObject({ name: "Northpeak", colors: ["#0a3d62", "#f8c291"], font: "playfair-display", call_to_action: "Grab yours", logo_url: null });
      const sixColours = await harness.call("POST", "material/brand/kit", { token, json: { id: kit.body.data.id, colors: ["#000", "#111", "#222", "#333", "#444", "#555"] } });
      expect(sixColours.status).toBe(400);
      const badFont = await harness.call("POST", "material/brand/kit", { token, json: { id: kit.body.data.id, font: "comic-sans" } });
      expect(badFont).toMatchObject({ status: 400, body: { message: "There is no font called comic-sans." } });
      const logo = await upload(harness.api, "slide-show/material/upload", {
        token,
        file: { name: "logo.png", bytes: await solidImage(200, 200, { color: "#ffffff" }) },
        fields: { brand_id: kit.body.data.id },
      });
      expect(logo.status, logo.body.message).toBe(200);
      expect(logo.body.data.logo_url).toMatch(/^\/api\/v1\/media\/file\//);
      const listed = await harness.call("GET", "slide-show/material/list", { token });
      expect(listed.body.data.brands).toHaveLength(1);
      expect(listed.body.data.fonts.map((font: { id: string }) => font.id)).toContain("playfair-display");

      const product = (await harness.call("POST", "generate-info", { token, json: trailBottle })).body.data as { id: string };
      const created = await harness.call<SlideshowView>("POST", "slide-show/create", { token, json: { product_id: product.id, template_id: templateId, format: "story" } });
      // The product's brand is the kit's: its call to action closes the slideshow.
      expect(created.body.data.brand_id).toBe(kit.body.data.id);
      expect(created.body.data.slides.at(-1)!.texts.cta).toBe("Grab yours");

      const templates = await harness.call("GET", "material/slides-list?format=banner", { token });
      expect(templates.body.data.items.length).toBeGreaterThanOrEqual(1);
      const sample = await fetchBytes(harness.api, templates.body.data.items[0].preview_url, { headers: { authorization: `Bearer ${token}` } });
      expect(sample.response.status).toBe(200);
      expect((await sharp(sample.bytes).metadata()).format).toBe("png");
      const pic = await harness.api.fetch(
        new Request("http://promoreel.test/api/v1/material/slides-pic", {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ template_id: templateId, format: "leaderboard", texts: { headline: "Trail Bottle", cta: "Shop" }, brand_id: kit.body.data.id }),
        }),
      );
      expect(await sharp(new Uint8Array(await pic.arrayBuffer())).metadata()).toMatchObject({ width: 728, height: 90 });
    });
  },
  () => ({ RENDER_SCALE: "1" }),
);
