/**
 * Faults found by probing a running instance (docs/decisions/052-full-data-disk-and-render-tools-ending-with-their-server.md), reproduced on the real bundled server
 * (build/server.js, as `npm start` runs it): killed mid-render, and started on a read-only data folder.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Api } from "../../api/app";
import { registerAccount } from "../../api/testing/accounts";
import { call, type ApiHarness, type CallOptions } from "../../api/testing/harness";
import { latestCodeInOutbox } from "../../api/testing/outbox";
import type { VideoView } from "../../api/contract/videos";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import { has } from "../requirements";

const serverBuilt = existsSync("build/server.js") && existsSync("build/index.js");
const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });

interface ServerProcess {
  child: ChildProcess;
  dataDir: string;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  output(): string;
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

function startServer(port: number, env: Record<string, string> = {}, dataDir = mkdtempSync(path.join(os.tmpdir(), "promoreel-faults-"))): ServerProcess {
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { PATH: process.env.PATH, NODE_ENV: "test", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  return { child, dataDir, exited: once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>, output: () => output };
}

async function waitForHealth(port: number) {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} never became healthy`);
}

/** The server's /api/v1 over HTTP, in the shape the API test helpers call. */
function httpApi(port: number): Api {
  return {
    fetch: (request: Request) => {
      const url = new URL(request.url);
      return fetch(new Request(`http://127.0.0.1:${port}${url.pathname}${url.search}`, request));
    },
  } as Api;
}

/** Signs up over HTTP and asks for a 15 s 9:16 video of a typed-in product; returns the token and the video id. */
async function startVideo(port: number, dataDir: string) {
  const api = httpApi(port);
  const send = <T = any>(method: string, route: string, options: CallOptions = {}) => call<T>(api, method, route, options);
  const account = await registerAccount({ call: send, latestCode: async (email: string) => (await latestCodeInOutbox(dataDir, email))! } as ApiHarness);
  const token = account.access_token;
  const product = await send("POST", "generate-info", {
    token,
    json: {
      name: "Harbor Tote",
      brand: "Saltline",
      price: { amount: 42, currency: "USD" },
      description: "A waxed canvas tote that stands up on its own.",
      features: ["Waxed canvas"],
    },
  });
  expect(product.status, product.body.message).toBe(200);
  const ideas = await send("POST", "product-ideas", { token, json: { product_id: product.body.data.id } });
  const script = await send("POST", "video-script", { token, json: { product_id: product.body.data.id, idea_id: ideas.body.data.ideas[0].id, length_seconds: 15 } });
  expect(script.status, script.body.message).toBe(200);
  const created = await send<VideoView>("POST", "video/create-by-product", {
    token,
    json: { product_id: product.body.data.id, script_id: script.body.data.id, aspect_ratios: ["9:16"] },
  });
  expect(created.status, created.body.message).toBe(200);
  return { send, token, account, videoId: created.body.data.id };
}

interface ProcessEntry {
  pid: number;
  parent: number;
  name: string;
  state: string;
}

/** Every process on the machine, from /proc: pid, parent, command name and state (Z: exited, not yet reaped). */
function processes(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const nameEnd = stat.lastIndexOf(")");
      const [state, parent] = stat.slice(nameEnd + 2).split(" ");
      entries.push({ pid: Number(name), parent: Number(parent), name: stat.slice(stat.indexOf("(") + 1, nameEnd), state: state! });
    } catch {
      // Gone while listing.
    }
  }
  return entries;
}

/**
 * A folder holding `files` that no write reaches: as root (whom permissions do not stop) a tmpfs mounted on it and
 * then made read-only, otherwise mode 0555. Returns how to undo it, or null when neither is possible here.
 */
function readOnlyFolder(files: Record<string, string> = {}): { folder: string; undo: () => void } | null {
  const folder = mkdtempSync(path.join(os.tmpdir(), "promoreel-readonly-"));
  const root = process.getuid?.() === 0;
  try {
    if (root) execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", folder], { stdio: "ignore" });
  } catch {
    return null;
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  if (!root) {
    chmodSync(folder, 0o555);
    return { folder, undo: () => chmodSync(folder, 0o755) };
  }
  execFileSync("mount", ["-o", "remount,ro", folder], { stdio: "ignore" });
  return { folder, undo: () => execFileSync("umount", [folder], { stdio: "ignore" }) };
}

/** A data folder on a 48 MB tmpfs of its own, to fill; null when mounting is not possible here (not root). */
function smallDisk(): { folder: string; undo: () => void } | null {
  if (process.getuid?.() !== 0) return null;
  const folder = mkdtempSync(path.join(os.tmpdir(), "promoreel-smalldisk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=48m", "tmpfs", folder], { stdio: "ignore" });
  } catch {
    return null;
  }
  return { folder, undo: () => execFileSync("umount", ["-l", folder], { stdio: "ignore" }) };
}

/** Writes a file until the disk has no room left; returns its path, to free the room again by removing it. */
function fillDisk(folder: string, name = "filler"): string {
  const filler = path.join(folder, name);
  const descriptor = openSync(filler, "w");
  const chunk = Buffer.alloc(256 * 1024, 1);
  try {
    for (;;) writeSync(descriptor, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
    // The last partial block: fill to the very end.
    for (let size = 32 * 1024; size >= 512; size /= 2) {
      try {
        for (;;) writeSync(descriptor, chunk.subarray(0, size));
      } catch {
        // Next smaller size.
      }
    }
  } finally {
    closeSync(descriptor);
  }
  return filler;
}

const renderTools = new Set(["ffmpeg", "ffprobe", "festival", "setpriv", "nice"]);
const toolsStartedBy = (pid: number) => processes().filter((entry) => entry.parent === pid && renderTools.has(entry.name));
const stillRunning = (pids: number[]) => processes().filter((entry) => pids.includes(entry.pid) && entry.state !== "Z");

describe.skipIf(!has({ build: serverBuilt, linux: process.platform === "linux" }))("the server process under faults", () => {
  it("started on a read-only data folder, stops with one line naming DATA_DIR and what to do", async () => {
    const expectOneLine = (server: ServerProcess) =>
      expect(server.output().trim()).toMatch(
        new RegExp(
          `^DATA_DIR \\(${server.dataDir}\\) is not writable \\(E[A-Z]+\\): the server keeps its database, secrets and files there\\. Point DATA_DIR at a writable folder or give this user write access to it\\.$`,
        ),
      );
    // A new, empty folder, and a volume written before (its secrets are there) that is now mounted read-only.
    for (const files of [{} as Record<string, string>, { "secrets.json": JSON.stringify({ jwt_secret: "j".repeat(43), session_secret: "s".repeat(43) }) }]) {
      const readOnly = readOnlyFolder(files);
      if (!readOnly) return console.warn("cannot make a read-only folder here (root without mount): read-only DATA_DIR not tested");
      try {
        const server = startServer(3272, {}, readOnly.folder);
        expect((await server.exited)[0]).toBe(1);
        expectOneLine(server);
      } finally {
        readOnly.undo();
      }
    }
  });

  it.skipIf(!canRender)("killed mid-render, leaves none of its ffmpeg or festival running", { timeout: 120_000 }, async () => {
    const port = 3271;
    const server = startServer(port, { RENDER_SCALE: "0.25", LOG_LEVEL: "warn" });
    await waitForHealth(port);
    const { send, token, videoId } = await startVideo(port, server.dataDir);

    const tools = await vi.waitFor(
      async () => {
        const video = (await send<VideoView>("GET", `video/detail?id=${videoId}`, { token })).body.data;
        if (video.status === "ready" || video.status === "failed") throw new Error(`the video ended (${video.status}) before a tool was seen`);
        const started = toolsStartedBy(server.child.pid!);
        if (started.length === 0) throw new Error(`no render tool running yet (${video.stage})`);
        return started;
      },
      { timeout: 90_000, interval: 20 },
    );

    server.child.kill("SIGKILL");
    await server.exited;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(stillRunning(tools.map((tool) => tool.pid))).toEqual([]);
  });

  it.skipIf(!canRender)(
    "with the data disk full: health is 503, sign-in a 503 page saying why, the log names the cause, and a render waits for space, then finishes once",
    { timeout: 180_000 },
    async () => {
      const disk = smallDisk();
      if (!disk) return console.warn("cannot mount a small disk here (not root): the full-disk journey is not tested");
      const port = 3274;
      const appUrl = `http://127.0.0.1:${port}`;
      try {
        const server = startServer(port, { RENDER_SCALE: "0.25", APP_URL: appUrl }, disk.folder);
        await waitForHealth(port);
        const { send, token, account, videoId } = await startVideo(port, disk.folder);
        await vi.waitFor(
          async () => {
            const video = (await send<VideoView>("GET", `video/detail?id=${videoId}`, { token })).body.data;
            if (video.stage !== "rendering") throw new Error(`the video is ${video.status}/${video.stage}`);
          },
          { timeout: 60_000, interval: 20 },
        );

        const filler = fillDisk(disk.folder);
        await vi.waitFor(
          async () => {
            const health = await fetch(`${appUrl}/healthz`);
            if (health.status !== 503) throw new Error(`health is ${health.status}`);
          },
          { timeout: 12_000, interval: 250 },
        );

        const waiting = await vi.waitFor(
          async () => {
            const video = (await send<VideoView>("GET", `video/detail?id=${videoId}`, { token })).body.data;
            if (video.stage !== "waiting_for_space") throw new Error(`the video is ${video.status}/${video.stage}`);
            return video;
          },
          { timeout: 60_000, interval: 100 },
        );
        expect(waiting.status).toBe("generating");
        // The reserve the render gave up is gone to its word to the user: the disk is full again for everyone else.
        const moreFiller = fillDisk(disk.folder, "filler-2");

        const signIn = await fetch(`${appUrl}/account/login`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: appUrl },
          body: new URLSearchParams({ email: account.email, password: account.password }),
        });
        expect(signIn.status).toBe(503);
        expect(await signIn.text()).toContain("We cannot save anything right now because the server&#x27;s storage is full.");
        expect(server.output()).toContain("database or disk is full");
        expect(server.output()).not.toContain("cannot rollback");

        rmSync(filler);
        rmSync(moreFiller);
        const ready = await vi.waitFor(
          async () => {
            const video = (await send<VideoView>("GET", `video/detail?id=${videoId}`, { token })).body.data;
            if (video.status !== "ready") throw new Error(`the video is ${video.status}/${video.stage}`);
            return video;
          },
          { timeout: 90_000, interval: 250 },
        );
        expect(ready.files).toHaveLength(1);
        expect((await fetch(`${appUrl}/healthz`)).status).toBe(200);
        const plans = await send("GET", "plans", { token });
        expect(plans.body.data.quota).toMatchObject({ used: 1, rendering: 0 });
        const readyMails = readdirSync(path.join(disk.folder, "outbox")).filter((name) => readFileSync(path.join(disk.folder, "outbox", name), "utf8").includes("is ready"));
        expect(readyMails).toHaveLength(1);
      } finally {
        for (const child of running.splice(0)) child.kill("SIGKILL");
        await new Promise((resolve) => setTimeout(resolve, 200));
        disk.undo();
      }
    },
  );
});
