import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embedAssets, entryCaching, immutableCaching } from "./embed-assets";

const script = "window.tf={};";
const version = createHash("sha256").update(script).digest("hex").slice(0, 16);
let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "embed-assets-"));
  await mkdir(path.join(dir, "css"));
  await mkdir(path.join(dir, "esm", "chunks"), { recursive: true });
  await writeFile(path.join(dir, "embed.js"), script);
  await writeFile(path.join(dir, "css", "popup.css"), ".tf-popup{}");
  await writeFile(path.join(dir, "css", "secret.css"), ".x{}");
  await writeFile(path.join(dir, "esm", "chunks", "chunk-AB12CD34.js"), "export{};");
  const app = express().use(embedAssets({ distDir: dir }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe("embed assets", () => {
  it("serve /embed.js for 5 minutes, then a 304 when it has not changed", async () => {
    const first = await fetch(`${origin}/embed.js`);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(script);
    expect(first.headers.get("cache-control")).toBe(entryCaching);
    expect(first.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(first.headers.get("access-control-allow-origin")).toBe("*");
    const etag = first.headers.get("etag");
    expect(etag).toBe(`W/"${version}"`);
    const again = await fetch(`${origin}/embed.js`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });

  it("cache a pinned version and a content-named chunk for a year, but not a stale pin", async () => {
    expect((await fetch(`${origin}/embed.js?v=${version}`)).headers.get("cache-control")).toBe(immutableCaching);
    expect((await fetch(`${origin}/embed.js?v=0000000000000000`)).headers.get("cache-control")).toBe(entryCaching);
    expect((await fetch(`${origin}/embed/esm/chunks/chunk-AB12CD34.js`)).headers.get("cache-control")).toBe(immutableCaching);
  });

  it("serve only the mode style sheets at /next/css, and nothing outside the build", async () => {
    const css = await fetch(`${origin}/next/css/popup.css`);
    expect([css.status, css.headers.get("content-type")]).toEqual([200, "text/css; charset=utf-8"]);
    expect((await fetch(`${origin}/next/css/secret.css`)).status).toBe(404);
    expect((await fetch(`${origin}/embed/esm/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${origin}/embed/esm/missing.js`)).status).toBe(404);
  });
});
