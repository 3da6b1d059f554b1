import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentKey, createLocalMediaStore } from "./media-store";

const fixture = (name: string) => readFileSync(new URL(`../../studio/intake/fixtures/images/${name}`, import.meta.url));
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));
function tempRoot() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "promoreel-media-"));
  folders.push(folder);
  return path.join(folder, "media");
}

describe("the local media store", () => {
  it("names files by their content's hash and reads back the same bytes", async () => {
    const root = tempRoot();
    const store = createLocalMediaStore(root);
    const bytes = fixture("product.png");
    const key = contentKey("user-1/product-1", bytes, "image/png");
    expect(key).toMatch(/^user-1\/product-1\/[0-9a-f]{64}\.png$/);
    expect(contentKey("user-1/product-1", Buffer.from(bytes), "image/png")).toBe(key);
    await store.put(key, bytes);
    await store.put(key, bytes);
    const file = await store.get(key);
    expect(file?.size).toBe(bytes.length);
    expect(Buffer.from(await new Response(file!.body).arrayBuffer()).equals(bytes)).toBe(true);
    expect(readdirSync(path.join(root, "user-1", "product-1"))).toEqual([key.split("/").at(-1)]);
  });

  it("deletes files and the folders they leave empty, and treats a missing file as deleted", async () => {
    const root = tempRoot();
    const store = createLocalMediaStore(root);
    const png = contentKey("user-1/product-1", fixture("product.png"), "image/png");
    const gif = contentKey("user-1/product-2", fixture("product.gif"), "image/gif");
    await store.put(png, fixture("product.png"));
    await store.put(gif, fixture("product.gif"));
    await store.delete(png);
    await store.delete(png);
    expect(await store.get(png)).toBeUndefined();
    expect(existsSync(path.join(root, "user-1", "product-1"))).toBe(false);
    expect(existsSync(path.join(root, "user-1", "product-2"))).toBe(true);
    await store.delete(gif);
    expect(existsSync(path.join(root, "user-1"))).toBe(false);
    expect(existsSync(root)).toBe(true);
  });

  it("refuses keys that could leave its folder", async () => {
    const store = createLocalMediaStore(tempRoot());
    for (const key of ["../secrets.json", "user/../../etc/passwd.txt", "/etc/passwd.txt", "user\\file.png", "file.png", "user/.hidden"]) {
      await expect(store.put(key, Buffer.from("x"))).rejects.toThrow("not a valid media key");
      await expect(store.get(key)).rejects.toThrow("not a valid media key");
    }
    expect(() => contentKey("user-1", Buffer.from("x"), "text/html")).toThrow();
  });
});
