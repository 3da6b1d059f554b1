import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../testing/s3-server";
import { createLocalMediaStore, type MediaStore } from "./media-store";
import { createS3MediaStore } from "./s3-media-store";

const bytesOf = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());

let s3: TestS3Server;
let work: string;
beforeAll(async () => {
  s3 = await startS3Server();
  work = mkdtempSync(path.join(os.tmpdir(), "promoreel-store-contract-"));
});
afterAll(async () => {
  await s3.close();
  rmSync(work, { recursive: true, force: true });
});

const stores: [string, () => MediaStore][] = [
  ["the local disk", () => createLocalMediaStore(mkdtempSync(path.join(work, "media-")))],
  ["an S3-protocol server", () => createS3MediaStore(s3.config)],
];

describe.each(stores)("the media store on %s", (_name, makeStore) => {
  it("streams a 12 MB file in and reads it back byte for byte, whole and by range", async () => {
    const store = makeStore();
    const bytes = randomBytes(12 * 1024 * 1024);
    const source = path.join(work, `big-${Math.random()}.mp4`);
    writeFileSync(source, bytes);
    await store.putFile("user-1/video-1/video-1-9x16.mp4", source);

    expect((await store.head("user-1/video-1/video-1-9x16.mp4"))?.size).toBe(bytes.length);
    const whole = await store.get("user-1/video-1/video-1-9x16.mp4");
    expect(whole?.size).toBe(bytes.length);
    expect((await bytesOf(whole!.body)).equals(bytes)).toBe(true);

    const part = await store.get("user-1/video-1/video-1-9x16.mp4", { start: 5_000_000, end: 5_000_999 });
    expect(part?.size).toBe(bytes.length);
    expect((await bytesOf(part!.body)).equals(bytes.subarray(5_000_000, 5_001_000))).toBe(true);

    const copy = path.join(work, `copy-${Math.random()}.mp4`);
    expect(await store.download("user-1/video-1/video-1-9x16.mp4", copy)).toBe(true);
    expect(readFileSync(copy).equals(bytes)).toBe(true);
  });

  it("puts bytes, and answers a missing key with nothing rather than an error", async () => {
    const store = makeStore();
    await store.put("user-2/product-1/image.png", Buffer.from("not really a png"));
    expect((await bytesOf((await store.get("user-2/product-1/image.png"))!.body)).toString()).toBe("not really a png");
    expect(await store.get("user-2/product-1/missing.png")).toBeUndefined();
    expect(await store.head("user-2/product-1/missing.png")).toBeUndefined();
    expect(await store.download("user-2/product-1/missing.png", path.join(work, "never.png"))).toBe(false);
  });

  it("deletes one file, or every file under a prefix, and a missing file is already deleted", async () => {
    const store = makeStore();
    for (const key of ["user-3/video-1/a.mp4", "user-3/video-1/a.jpg", "user-3/video-2/b.mp4", "user-30/video-1/c.mp4"]) await store.put(key, Buffer.from(key));
    await store.delete("user-3/video-2/b.mp4");
    await store.delete("user-3/video-2/b.mp4");
    expect(await store.head("user-3/video-2/b.mp4")).toBeUndefined();

    await store.deletePrefix("user-3");
    expect(await store.head("user-3/video-1/a.mp4")).toBeUndefined();
    expect(await store.head("user-3/video-1/a.jpg")).toBeUndefined();
    // A prefix is a folder, not the start of a name: user-30 keeps its file.
    expect((await store.head("user-30/video-1/c.mp4"))?.size).toBe("user-30/video-1/c.mp4".length);
  });

  it("refuses keys that could leave its folder", async () => {
    const store = makeStore();
    for (const key of ["../secrets.json", "user/../../etc/passwd.txt", "/etc/passwd.txt", "file.png"]) {
      await expect(store.put(key, Buffer.from("x"))).rejects.toThrow("not a valid media key");
      await expect(store.get(key)).rejects.toThrow("not a valid media key");
    }
    await expect(store.deletePrefix("../user")).rejects.toThrow("not a valid media key prefix");
  });
});
