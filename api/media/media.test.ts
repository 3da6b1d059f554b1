import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { hasFfmpeg } from "../../studio/render/testing/available-tools";
import { registerAccount } from "../testing/accounts";
import { describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import { sniffUpload } from "./sniff";
import { heicHeader, makeClip, pngBombHeader, sidewaysCameraJpeg, solidImage, upload } from "./testing/fixtures";
import type { MediaView } from "../contract/media";
import { has } from "../../tests/requirements";

async function fetchFile(harness: ApiHarness, url: string, token?: string, headers: Record<string, string> = {}) {
  return harness.api.fetch(new Request(`http://promoreel.test${url}`, { headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) } }));
}

describeOnEachDatabase("media library: uploads, list, delete, resize, descriptions, files", (harness) => {
  const filesOf = (userId: string): string[] => {
    const folder = path.join(harness.config.dataDir, "media", userId);
    return existsSync(folder)
      ? readdirSync(folder, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
      : [];
  };
  const staged = () => {
    const folder = path.join(harness.config.dataDir, "upload-staging");
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const rowsOf = (userId: string) => harness.db.selectFrom("media_items").selectAll().where("user_id", "=", userId).execute();

  /** Nothing of a refused upload is left: no row, no file, no staging folder. */
  async function expectNothingStored(userId: string) {
    expect(await rowsOf(userId)).toEqual([]);
    expect(filesOf(userId)).toEqual([]);
    expect(staged()).toEqual([]);
  }

  async function uploadImage(token: string, name = "photo.png", bytes?: Buffer, fields?: Record<string, string>) {
    const result = await upload<MediaView>(harness.api, "media/upload", { token, file: { name, bytes: bytes ?? (await solidImage(1200, 800)), type: "image/png" }, fields });
    expect(result.status, result.body.message).toBe(200);
    return result.body.data;
  }

  it("decides by content: a PNG named .mp4 is stored as an image, re-encoded, with a thumbnail", async () => {
    const account = await registerAccount(harness);
    const png = await solidImage(1200, 800, { color: "#3366cc" });
    const result = await upload<MediaView>(harness.api, "media/upload", {
      token: account.access_token,
      file: { name: "holiday/clip.mp4", bytes: png, type: "video/mp4" },
      fields: { description: "  Blue backdrop  " },
    });
    expect(result.status, result.body.message).toBe(200);
    const item = result.body.data;
    expect(item).toMatchObject({
      kind: "image",
      purpose: "library",
      name: "clip.mp4",
      description: "Blue backdrop",
      // Opaque: JPEG, even though a PNG was sent.
      content_type: "image/jpeg",
      width: 1200,
      height: 800,
      duration_ms: null,
      url: `/api/v1/media/file/${item.id}`,
      thumbnail_url: `/api/v1/media/file/${item.id}/thumbnail`,
      products: [],
      brands: [],
      created_at: harness.clock.now,
    });
    const file = await fetchFile(harness, item.url, account.access_token);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    expect(file.headers.get("cache-control")).toMatch(/^private/);
    const stored = Buffer.from(await file.arrayBuffer());
    expect(stored.length).toBe(item.size);
    expect(await sharp(stored).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 800 });
    const thumbnail = await fetchFile(harness, item.thumbnail_url, account.access_token);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 320, height: 213 });
    expect(staged()).toEqual([]);
  });

  it("turns a sideways camera photo upright, drops its metadata, bounds its size and keeps real transparency", async () => {
    const account = await registerAccount(harness);
    const camera = await uploadImage(account.access_token, "IMG_0001.JPG", await sidewaysCameraJpeg(3000, 2000));
    // 3000 × 2000 stored sideways → 2000 × 3000 upright → at most 2160 on the long side.
    expect(camera).toMatchObject({ kind: "image", content_type: "image/jpeg", width: 1440, height: 2160 });
    const bytes = Buffer.from(await (await fetchFile(harness, camera.url, account.access_token)).arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const red = (row: number) => data[(row * info.width + Math.floor(info.width / 2)) * info.channels]!;
    expect(red(10)).toBeGreaterThan(200);
    expect(red(info.height - 10)).toBeLessThan(50);

    const transparent = await uploadImage(account.access_token, "logo.png", await solidImage(400, 200, { alpha: 0.5 }));
    expect(transparent.content_type).toBe("image/png");
    const opaqueWithAlphaChannel = await uploadImage(account.access_token, "screenshot.png", await solidImage(400, 200, { alpha: 1 }));
    expect(opaqueWithAlphaChannel.content_type).toBe("image/jpeg");
    const gif = await uploadImage(account.access_token, "badge.gif", await solidImage(64, 64, { format: "gif" }));
    expect(gif).toMatchObject({ kind: "image", width: 64, height: 64 });
  });

  it("refuses a text file named .jpg, a HEIC photo and an empty file with 415, storing nothing", async () => {
    const account = await registerAccount(harness);
    const text = await upload(harness.api, "media/upload", {
      token: account.access_token,
      file: { name: "photo.jpg", bytes: Buffer.from("just some notes, not a photo\n".repeat(20)), type: "image/jpeg" },
    });
    expect(text).toMatchObject({
      status: 415,
      body: { message: "This file is not an image or a video we can read. Upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, MOV, WebM, MKV or AVI video." },
    });
    const heic = await upload(harness.api, "media/upload", { token: account.access_token, file: { name: "IMG_0002.HEIC", bytes: heicHeader() } });
    expect(heic.status).toBe(415);
    expect(heic.body.message).toContain("HEIC photos cannot be read yet. Export the photo as JPEG");
    const chinese = await upload(harness.api, "media/upload", {
      token: account.access_token,
      headers: { "accept-language": "zh-CN" },
      file: { name: "a.jpg", bytes: Buffer.from("hello") },
    });
    expect(chinese.body.message).toBe("无法识别该文件的图片或视频格式。请上传 JPEG、PNG、WebP、GIF 或 AVIF 图片，或 MP4、MOV、WebM、MKV、AVI 视频。");
    const empty = await upload(harness.api, "media/upload", { token: account.access_token, file: { name: "empty.png", bytes: new Uint8Array() } });
    expect(empty.status).toBe(415);
    await expectNothingStored(account.user.id);
  });

  it("refuses a damaged image with 422 after reading it", async () => {
    const account = await registerAccount(harness);
    const png = await solidImage(600, 400);
    const result = await upload(harness.api, "media/upload", { token: account.access_token, file: { name: "cut.png", bytes: png.subarray(0, 70) } });
    expect(result).toMatchObject({ status: 422, body: { message: "We could not read this image; the file may be damaged or cut off. Export it again and upload it." } });
    await expectNothingStored(account.user.id);
  });

  it("refuses an image bomb from its header: 30000 × 30000 pixels in 83 bytes", async () => {
    const account = await registerAccount(harness);
    const bomb = pngBombHeader(30000, 30000);
    expect(bomb.length).toBeLessThan(100);
    const result = await upload(harness.api, "media/upload", { token: account.access_token, file: { name: "innocent.png", bytes: bomb } });
    // Its pixel data is garbage: had it been decoded, the answer would have been "could not read".
    expect(result).toMatchObject({
      status: 422,
      body: { message: "The image is 30000 × 30000 pixels; we accept at most 50 megapixels. Make it smaller and upload it again." },
    });
    await expectNothingStored(account.user.id);
  });

  it("answers 413 for an image over 15 MB while reading it, and for a declared size over the cap before reading", async () => {
    const account = await registerAccount(harness);
    const oversized = Buffer.concat([await solidImage(16, 16), Buffer.alloc(16 * 1024 * 1024)]);
    const result = await upload(harness.api, "media/upload", { token: account.access_token, file: { name: "huge.png", bytes: oversized } });
    expect(result).toMatchObject({ status: 413, body: { status_code: 413, message: "The image is larger than 15 MB. Upload a smaller image." } });
    const declared = await harness.api.fetch(
      new Request("http://promoreel.test/api/v1/media/upload", {
        method: "POST",
        headers: { authorization: `Bearer ${account.access_token}`, "content-type": "multipart/form-data; boundary=x", "content-length": String(300 * 1024 * 1024) },
        body: "--x--",
      }),
    );
    expect(declared.status).toBe(413);
    expect((await declared.json()).message).toBe("The upload is larger than 200 MB, the most we accept for one file.");
    await expectNothingStored(account.user.id);
  });

  it("refuses bodies that are not one file in the field file", async () => {
    const account = await registerAccount(harness);
    const json = await harness.call("POST", "media/upload", { token: account.access_token, json: { file: "x" } });
    expect(json).toMatchObject({ status: 400, body: { message: 'Send the file as multipart/form-data, in the form field "file".' } });
    const missing = await upload(harness.api, "media/upload", { token: account.access_token, fields: { description: "no file" } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Choose a file to upload and send it in the form field "file".' } });
    const png = await solidImage(20, 20);
    const two = await upload(harness.api, "media/upload", {
      token: account.access_token,
      file: { name: "a.png", bytes: png },
      extraFiles: [{ field: "file", part: { name: "b.png", bytes: png } }],
    });
    expect(two).toMatchObject({ status: 400, body: { message: "Upload one file at a time." } });
    const longDescription = await upload(harness.api, "media/upload", {
      token: account.access_token,
      file: { name: "a.png", bytes: png },
      fields: { description: "x".repeat(1001) },
    });
    expect(longDescription).toMatchObject({ status: 400, body: { message: "description must be at most 1000 characters." } });
    expect((await upload(harness.api, "media/upload", { file: { name: "a.png", bytes: png } })).status).toBe(401);
    await expectNothingStored(account.user.id);
  });

  describe.skipIf(!has({ ffmpeg: hasFfmpeg }))("clips", () => {
    let clip: Buffer;
    let camera: Buffer;
    beforeAll(async () => {
      clip = await makeClip({ seconds: 3, width: 320, height: 240, audio: true, faststart: true });
      camera = await makeClip({ seconds: 2, width: 240, height: 320 });
    });

    it("probes a clip, stores its duration and size, and makes a poster thumbnail", async () => {
      const account = await registerAccount(harness);
      const result = await upload<MediaView>(harness.api, "media/upload", {
        token: account.access_token,
        file: { name: "unboxing.mov", bytes: clip, type: "video/quicktime" },
      });
      expect(result.status, result.body.message).toBe(200);
      expect(result.body.data).toMatchObject({ kind: "clip", content_type: "video/mp4", width: 320, height: 240, duration_ms: 3000, size: clip.length, name: "unboxing.mov" });
      const served = await fetchFile(harness, result.body.data.url, account.access_token, { range: "bytes=0-99" });
      expect(served.status).toBe(206);
      expect(Buffer.from(await served.arrayBuffer()).equals(clip.subarray(0, 100))).toBe(true);
      const poster = await fetchFile(harness, result.body.data.thumbnail_url, account.access_token);
      expect(await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 320, height: 240 });
    });

    it("reports a phone clip recorded sideways with its upright size", async () => {
      const account = await registerAccount(harness);
      const sideways = await makeClip({ seconds: 1, width: 320, height: 240, rotation: 90 });
      const result = await uploadTo(harness, account.access_token, "portrait.mp4", sideways);
      expect(result.status, result.body.message).toBe(200);
      expect(result.body.data).toMatchObject({ kind: "clip", width: 240, height: 320 });
      const poster = await fetchFile(harness, result.body.data.thumbnail_url, account.access_token);
      expect(await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).toMatchObject({ width: 240, height: 320 });
    });

    it("refuses random bytes named .mp4, cut-off MP4s and sound-only files with a clear 4xx, storing nothing", async () => {
      const account = await registerAccount(harness);
      const token = account.access_token;
      const random = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 256));
      expect((await uploadTo(harness, token, "random.mp4", random)).status).toBe(415);
      // Cut off before its index (as a camera writes it, the index comes last).
      const cut = await uploadTo(harness, token, "cut.mp4", camera.subarray(0, Math.floor(camera.length / 2)));
      expect(cut).toMatchObject({ status: 422, body: { message: "We could not read this video; the file may be damaged or cut off. Export it again and upload it." } });
      // Index first, but most frames missing: the index promises more than the file holds.
      const cutAfterIndex = await uploadTo(harness, token, "cut-web.mp4", clip.subarray(0, Math.floor(clip.length / 3)));
      expect(cutAfterIndex.status).toBe(422);
      expect(cutAfterIndex.body.message).toContain("We could not read this video");
      const soundOnly = await uploadTo(harness, token, "song.m4a", await makeClip({ seconds: 1, audioOnly: true }));
      expect(soundOnly).toMatchObject({ status: 422, body: { message: "This file has no picture in it. Upload a video with a picture; sound-only files cannot be used." } });
      await expectNothingStored(account.user.id);
    });

    it("reads a clip only as the container its first bytes claim: a transport stream behind a QuickTime atom is refused", async () => {
      const account = await registerAccount(harness);
      // ffprobe left to guess reads past the 'skip' atom and finds the stream, so the file was stored as a QuickTime
      // movie that no browser plays; a guessing demuxer is also how a crafted file gets ffmpeg to open other inputs.
      const skipAtom = Buffer.from([0, 0, 0, 8, ...Buffer.from("skip")]);
      const disguised = Buffer.concat([skipAtom, await makeClip({ seconds: 2, transportStream: true })]);
      const result = await uploadTo(harness, account.access_token, "disguised.mov", disguised);
      expect(result.status, result.body.message).toBe(422);
      expect(result.body.message).toContain("We could not read this video");
      await expectNothingStored(account.user.id);
    });

    it("refuses a clip longer than three minutes", async () => {
      const account = await registerAccount(harness);
      const long = await makeClip({ seconds: 181, width: 32, height: 32 });
      const result = await uploadTo(harness, account.access_token, "long.mp4", long);
      expect(result).toMatchObject({ status: 422, body: { message: "The video is 181 s long; we accept at most 180 s. Trim it and upload it again." } });
      await expectNothingStored(account.user.id);
    });
  });

  it("refuses an upload with a revoked or made-up token before reading its body", async () => {
    const account = await registerAccount(harness);
    await harness.call("POST", "auth/logout", { token: account.access_token, json: { refresh_token: account.refresh_token } });
    for (const token of [account.access_token, "made.up.token"]) {
      // 4 MB in 64 KiB chunks, counted as the API reads them.
      const boundary = "----promoreel-test";
      const chunks = [
        new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n`),
        ...Array.from({ length: 64 }, () => new Uint8Array(64 * 1024)),
      ];
      let read = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (!next) return controller.close();
          read += next.byteLength;
          controller.enqueue(next);
        },
      });
      const headers = { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` };
      const response = await harness.api.fetch(new Request("http://promoreel.test/api/v1/media/upload", { method: "POST", headers, body, duplex: "half" } as RequestInit));
      expect(response.status).toBe(401);
      expect(read).toBeLessThan(256 * 1024);
      await expectNothingStored(account.user.id);
    }
  });

  it("refuses an upload when the library is full, by count or by bytes, before reading the file", async () => {
    const account = await registerAccount(harness);
    const fake = (index: number, bytes: number) => ({
      id: `${account.user.id}-fake-${index}`,
      user_id: account.user.id,
      purpose: "library" as const,
      kind: "image" as const,
      storage_key: `${account.user.id}/library/fake-${index}.jpg`,
      thumbnail_key: `${account.user.id}/library/fake-${index}-thumbnail.webp`,
      content_type: "image/jpeg",
      byte_size: bytes,
      width: 10,
      height: 10,
      duration_ms: null,
      file_name: "fake.jpg",
      description: null,
      created_at: 1,
      updated_at: 1,
    });
    await harness.db
      .insertInto("media_items")
      .values(fake(0, 5 * 1024 ** 3 - 10))
      .execute();
    const png = await solidImage(300, 300);
    const bytesFull = await upload(harness.api, "media/upload", { token: account.access_token, file: { name: "one-more.png", bytes: png } });
    expect(bytesFull).toMatchObject({ status: 409, body: { message: "Your media library is full (5 GB). Delete some files to upload more." } });
    await harness.db.deleteFrom("media_items").where("user_id", "=", account.user.id).execute();

    await harness.db
      .insertInto("media_items")
      .values(Array.from({ length: 500 }, (_, index) => fake(index, 10)))
      .execute();
    const countFull = await upload(harness.api, "media/upload", { token: account.access_token, file: { name: "one-more.png", bytes: png } });
    expect(countFull).toMatchObject({ status: 409, body: { message: "You have reached the maximum limit of 500 files in your media library. Delete some to upload more." } });
    expect(await rowsOf(account.user.id)).toHaveLength(500);
    expect(filesOf(account.user.id)).toEqual([]);
  });

  it("limits uploads per user", async () => {
    const strict = await harness.createApi({ rateLimitFactor: 0.05 });
    const account = await registerAccount(harness);
    const png = await solidImage(20, 20);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await upload(strict, "media/upload", { token: account.access_token, file: { name: "a.png", bytes: png } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("lists the library page by page and by kind, keeps generic files out of it, and serves files to their owner only", async () => {
    const account = await registerAccount(harness);
    const token = account.access_token;
    const ids: string[] = [];
    for (const index of [1, 2, 3]) {
      ids.push((await uploadImage(token, `photo-${index}.png`)).id);
      harness.clock.advance(1000);
    }
    const avatarSource = await upload<MediaView>(harness.api, "file/upload", { token, file: { name: "me.png", bytes: await solidImage(200, 200) } });
    expect(avatarSource.status, avatarSource.body.message).toBe(200);
    expect(avatarSource.body.data).toMatchObject({ purpose: "file", kind: "image" });

    const first = await harness.call("GET", "media/list?page=1&page_size=2", { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 3, page: 1, page_size: 2, usage: { items: 4, max_items: 500, max_bytes: 5 * 1024 ** 3 } });
    expect(first.body.data.items.map((item: MediaView) => item.id)).toEqual([ids[2], ids[1]]);
    const second = await harness.call("GET", "media/list?page=2&page_size=2", { token });
    expect(second.body.data.items.map((item: MediaView) => item.id)).toEqual([ids[0]]);
    expect((await harness.call("GET", "media/list?kind=clip", { token })).body.data).toMatchObject({ total: 0, items: [] });
    expect((await harness.call("GET", "media/list?kind=image", { token })).body.data.total).toBe(3);
    expect((await harness.call("GET", "media/list?kind=audio", { token })).status).toBe(400);
    expect((await harness.call("GET", "media/list?page_size=51", { token })).status).toBe(400);

    const stranger = await registerAccount(harness);
    expect((await harness.call("GET", "media/list", { token: stranger.access_token })).body.data.total).toBe(0);
    const refused = await fetchFile(harness, `/api/v1/media/file/${ids[0]}`, stranger.access_token);
    expect(refused.status).toBe(404);
    expect((await refused.json()).message).toBe("This file does not exist or has been deleted.");
    expect((await fetchFile(harness, `/api/v1/media/file/${ids[0]}/thumbnail`, stranger.access_token)).status).toBe(404);
    expect((await fetchFile(harness, `/api/v1/media/file/${avatarSource.body.data.id}`, token)).status).toBe(200);
    expect((await fetchFile(harness, `/api/v1/media/file/${ids[0]}`)).status).toBe(401);
    expect((await harness.call("GET", "media/list")).status).toBe(401);
  });

  it("deletes the caller's items with their files and leaves other users' items alone", async () => {
    const account = await registerAccount(harness);
    const stranger = await registerAccount(harness);
    const mine = await uploadImage(account.access_token);
    const kept = await uploadImage(account.access_token);
    const theirs = await uploadImage(stranger.access_token);
    expect(filesOf(account.user.id)).toHaveLength(4);

    const result = await harness.call("DELETE", "media/list", { token: account.access_token, json: { ids: [mine.id, theirs.id, "missing"] } });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ deleted: [mine.id] });
    expect((await rowsOf(account.user.id)).map((row) => row.id)).toEqual([kept.id]);
    expect(filesOf(account.user.id).sort()).toEqual([`${kept.id}-thumbnail.webp`, `${kept.id}.jpg`]);
    expect(await rowsOf(stranger.user.id)).toHaveLength(1);
    expect(filesOf(stranger.user.id)).toHaveLength(2);
    expect((await fetchFile(harness, mine.url, account.access_token)).status).toBe(404);
    expect((await harness.call("DELETE", "media/list", { token: account.access_token, json: { ids: [] } })).body.message).toBe("ids must not be empty.");
  });

  it("sets and clears a description, only on the caller's own items", async () => {
    const account = await registerAccount(harness);
    const item = await uploadImage(account.access_token);
    harness.clock.advance(5000);
    const set = await harness.call("POST", "media/description", { token: account.access_token, json: { id: item.id, description: " Bottle on a rock, morning light " } });
    expect(set.body.data).toMatchObject({ id: item.id, description: "Bottle on a rock, morning light", updated_at: harness.clock.now });
    const cleared = await harness.call("POST", "media/description", { token: account.access_token, json: { id: item.id, description: "" } });
    expect(cleared.body.data.description).toBeNull();
    const tooLong = await harness.call("POST", "media/description", { token: account.access_token, json: { id: item.id, description: "x".repeat(1001) } });
    expect(tooLong).toMatchObject({ status: 400, body: { message: "description must be at most 1000 characters." } });
    const stranger = await registerAccount(harness);
    expect((await harness.call("POST", "media/description", { token: stranger.access_token, json: { id: item.id, description: "mine" } })).status).toBe(404);
  });

  it("makes resized copies for a channel as new library items", async () => {
    const account = await registerAccount(harness);
    const token = account.access_token;
    const source = await uploadImage(token, "bottle.png", await solidImage(1200, 800), { description: "Studio shot" });
    const resize = (body: Record<string, unknown>) => harness.call("POST", "media/resize", { token, json: { id: source.id, ...body } });

    const square = await resize({ aspect_ratio: "1:1" });
    expect(square.status, square.body.message).toBe(200);
    expect(square.body.data).toMatchObject({ kind: "image", width: 800, height: 800, name: "bottle-800x800.jpg", description: "Studio shot" });
    expect(square.body.data.id).not.toBe(source.id);
    const stored = Buffer.from(await (await fetchFile(harness, square.body.data.url, token)).arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ width: 800, height: 800 });

    expect((await resize({ aspect_ratio: "9:16", width: 540 })).body.data).toMatchObject({ width: 540, height: 960 });
    expect((await resize({ aspect_ratio: "16:9", fit: "contain" })).body.data).toMatchObject({ width: 1422, height: 800 });
    expect((await resize({ aspect_ratio: "4:5", fit: "contain", background: "#000000" })).body.data).toMatchObject({ width: 1200, height: 1500 });
    expect((await resize({ width: 300, height: 100, description: "Banner" })).body.data).toMatchObject({ width: 300, height: 100, description: "Banner" });
    expect((await resize({ width: 600 })).body.data).toMatchObject({ width: 600, height: 400 });

    expect((await resize({})).body.message).toBe("Send aspect_ratio, width or height for the new size.");
    expect((await resize({ aspect_ratio: "9:16", width: 100, height: 100 })).body.message).toBe("Send aspect_ratio with width or height, not with both.");
    expect((await resize({ aspect_ratio: "wide" })).body.message).toBe("aspect_ratio must look like 9:16: two whole numbers from 1 to 100.");
    expect((await resize({ width: 5000 })).body.message).toBe("width must be at most 2160.");
    expect((await resize({ aspect_ratio: "1:1", fit: "contain", background: "red" })).body.message).toBe("background must be a colour such as #1a2b3c.");
    const list = await harness.call("GET", "media/list", { token });
    expect(list.body.data.total).toBe(7);

    const stranger = await registerAccount(harness);
    expect((await harness.call("POST", "media/resize", { token: stranger.access_token, json: { id: source.id, aspect_ratio: "1:1" } })).status).toBe(404);
  });
});

/** A POST of one file to media/upload. */
function uploadTo(harness: ApiHarness, token: string, name: string, bytes: Uint8Array) {
  return upload(harness.api, "media/upload", { token, file: { name, bytes } });
}

describe("sniffUpload", () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], { kind: "image", format: "jpeg" }],
    [[0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x84, ...Buffer.from("webm")], { kind: "clip", container: "webm" }],
    [[0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88, ...Buffer.from("matroska")], { kind: "clip", container: "matroska" }],
    [[0, 0, 0, 20, ...Buffer.from("ftypqt  "), 0, 0, 0, 0, ...Buffer.from("qt  ")], { kind: "clip", container: "mov" }],
    [[0, 0, 0, 28, ...Buffer.from("ftypavif"), 0, 0, 0, 0, ...Buffer.from("avifmif1miaf")], { kind: "image", format: "avif" }],
    [[...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("AVI LIST")], { kind: "clip", container: "avi" }],
    [[...Buffer.from("<svg xmlns")], { kind: "unknown" }],
  ])("reads %j", (bytes, expected) => {
    expect(sniffUpload(Uint8Array.from(bytes))).toEqual(expected);
  });

  it("does not take a name's word for it", () => {
    expect(sniffUpload(Buffer.from("%PDF-1.7"))).toEqual({ kind: "unknown" });
  });
});
