import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readUpload } from "./read-upload.server";

const limits = { fileBytes: 1000, requestBytes: 2000, textFields: 4, textFieldBytes: 200, descriptionChars: 20 };
let tempDir: string;

beforeEach(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), "read-upload-test-"));
});
afterEach(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

function uploadRequest(fill: (form: FormData) => void, headers: Record<string, string> = {}) {
  const form = new FormData();
  fill(form);
  const request = new Request("http://app.test/add-material", { method: "POST", body: form });
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return request;
}

const stagingFolders = () => readdir(tempDir);

describe("readUpload", () => {
  it("stages the file on disk with its name and type, and reads the text fields", async () => {
    const bytes = new Uint8Array(600).map((_, index) => index % 251);
    const request = uploadRequest((form) => {
      form.append("via", "fetcher");
      form.append("description", "  Bottle on a rock  ");
      form.append("slide_id", "slide-2");
      form.append("file", new File([bytes], "bottle.png", { type: "image/png" }));
    });
    const reading = await readUpload(request, { tempDir, limits });
    if (!reading.ok) throw new Error(`refused: ${reading.problem}`);
    expect(reading.file.name).toBe("bottle.png");
    expect(reading.file.type).toBe("image/png");
    expect(new Uint8Array(await reading.file.arrayBuffer())).toEqual(bytes);
    // Read twice: a refreshed call sends the body again.
    expect(reading.file.size).toBe(600);
    expect(new Uint8Array(await reading.file.arrayBuffer())).toEqual(bytes);
    expect(reading.description).toBe("Bottle on a rock");
    expect(reading.viaFetcher).toBe(true);
    expect(reading.fields).toMatchObject({ slide_id: "slide-2", via: "fetcher" });
    expect(await stagingFolders()).toHaveLength(1);
    await reading.discard();
    expect(await stagingFolders()).toEqual([]);
  });

  it("takes a blank description as none and a plain post as not from a fetcher", async () => {
    const reading = await readUpload(
      uploadRequest((form) => {
        form.append("description", "   ");
        form.append("file", new File(["x"], "a.jpg", { type: "image/jpeg" }));
      }),
      { tempDir, limits },
    );
    expect(reading.ok && reading.description).toBeNull();
    expect(reading.viaFetcher).toBe(false);
    if (reading.ok) await reading.discard();
  });

  it("answers noFile when nothing was chosen (an empty file part) or the field is another", async () => {
    const empty = await readUpload(
      uploadRequest((form) => form.append("file", new File([], ""))),
      { tempDir, limits },
    );
    expect(empty).toEqual({ ok: false, problem: "noFile", viaFetcher: false, fields: {} });
    const elsewhere = await readUpload(
      uploadRequest((form) => form.append("picture", new File(["x"], "a.png"))),
      { tempDir, limits },
    );
    expect(elsewhere).toMatchObject({ ok: false, problem: "noFile" });
    expect(await stagingFolders()).toEqual([]);
  });

  it("refuses a file over the cap while it arrives, and removes what was written", async () => {
    const reading = await readUpload(
      uploadRequest((form) => {
        form.append("via", "fetcher");
        form.append("file", new File([new Uint8Array(1500)], "big.mp4", { type: "video/mp4" }));
      }),
      { tempDir, limits: { ...limits, requestBytes: 10_000 } },
    );
    expect(reading).toEqual({ ok: false, problem: "tooLarge", viaFetcher: true, fields: { via: "fetcher" } });
    expect(await stagingFolders()).toEqual([]);
  });

  it("refuses a body over the cap, whatever it holds", async () => {
    const reading = await readUpload(
      uploadRequest((form) => {
        for (let index = 0; index < 3; index++) form.append(`note${index}`, "x".repeat(150));
        form.append("file", new File([new Uint8Array(900)], "a.png"));
        form.append("extra", new File([new Uint8Array(900)], "b.png"));
      }),
      { tempDir, limits },
    );
    expect(reading).toMatchObject({ ok: false, problem: "tooLarge" });
    expect(await stagingFolders()).toEqual([]);
  });

  it("refuses a declared length over the cap without reading the body", async () => {
    const request = uploadRequest((form) => form.append("file", new File(["x"], "a.png")), { "content-length": "999999" });
    expect(await readUpload(request, { tempDir, limits })).toEqual({ ok: false, problem: "tooLarge", viaFetcher: false, fields: {} });
    expect(await stagingFolders()).toEqual([]);
  });

  it("refuses a description longer than the API takes", async () => {
    const longer = await readUpload(
      uploadRequest((form) => {
        form.append("description", "x".repeat(21));
        form.append("file", new File(["x"], "a.png"));
      }),
      { tempDir, limits },
    );
    expect(longer).toMatchObject({ ok: false, problem: "descriptionTooLong" });
    const overField = await readUpload(
      uploadRequest((form) => {
        form.append("description", "x".repeat(300));
        form.append("file", new File(["x"], "a.png"));
      }),
      { tempDir, limits },
    );
    expect(overField).toMatchObject({ ok: false, problem: "descriptionTooLong" });
    expect(await stagingFolders()).toEqual([]);
  });

  it("refuses what is not a multipart form, or is cut off", async () => {
    const urlEncoded = new Request("http://app.test/add-material", { method: "POST", body: new URLSearchParams({ file: "x" }) });
    expect(await readUpload(urlEncoded, { tempDir, limits })).toMatchObject({ ok: false, problem: "unreadable" });

    const cut = new Request("http://app.test/add-material", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(await readUpload(cut, { tempDir, limits })).toMatchObject({ ok: false, problem: "unreadable" });
    expect(await stagingFolders()).toEqual([]);
  });
});
