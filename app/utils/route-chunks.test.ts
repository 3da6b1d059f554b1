import { loadRouteModule } from "@remix-run/react/dist/routeModules";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChunkLoadError, chunkTimeoutMs, guardRouteModules, loadChunk, type ChunkLoader } from "./route-chunks";

const chunk = "/build/routes/_shell.videos-ABC123.js";
const routeModule = { default: () => null };
const failedImport = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: http://localhost${chunk}`));

function loader(overrides: Partial<ChunkLoader>): ChunkLoader {
  return { importModule: async () => routeModule, probeStatus: async () => 200, ...overrides };
}

/** The promise's rejection, for assertions on it. */
const rejectionOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("it resolved"),
    (error: unknown) => error,
  );

describe("loading a route's script", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the module when it loads", async () => {
    await expect(loadChunk(chunk, loader({}))).resolves.toBe(routeModule);
  });

  it("gives up after 120 seconds without an answer: type timeout", async () => {
    const outcome = rejectionOf(loadChunk(chunk, loader({ importModule: () => new Promise(() => {}) })));
    let settled = false;
    void outcome.then(() => (settled = true));
    expect(chunkTimeoutMs).toBe(120_000);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ failure: "timeout", chunk, message: `Loading chunk failed (timeout): ${chunk}` });
  });

  it("says missing when the server answers 404 for the file, keeping the import's error as the cause", async () => {
    const probed: string[] = [];
    const error = (await rejectionOf(loadChunk(chunk, loader({ importModule: failedImport, probeStatus: async (url) => (probed.push(url), 404) })))) as ChunkLoadError;
    expect(error).toMatchObject({ failure: "missing", message: `Loading chunk failed (missing): ${chunk}` });
    expect(String(error.cause)).toContain("Failed to fetch dynamically imported module");
    expect(probed).toEqual([chunk]);
  });

  it("says error when the file is there but did not load, cannot be reached, or the check does not answer", async () => {
    const there = await rejectionOf(loadChunk(chunk, loader({ importModule: failedImport, probeStatus: async () => 200 })));
    const unreachable = await rejectionOf(loadChunk(chunk, loader({ importModule: failedImport, probeStatus: async () => null })));
    expect(there).toMatchObject({ failure: "error" });
    expect(unreachable).toMatchObject({ failure: "error" });

    const silent = rejectionOf(loadChunk(chunk, loader({ importModule: failedImport, probeStatus: () => new Promise(() => {}) })));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await silent).toMatchObject({ failure: "error" });
  });
});

describe("Remix's route module cache, guarded", () => {
  const manifest = { routes: { "routes/_shell.videos": { id: "routes/_shell.videos", module: chunk }, root: { id: "root", module: "/build/root.js" } } };
  /** Remix's own loader of a route's module, as a navigation to /videos calls it. */
  const remixLoadsVideos = (modules: Record<string, unknown>) => loadRouteModule(manifest.routes["routes/_shell.videos"] as never, modules as never);

  it("has Remix's own loader await our load, so its import (and its page reload on failure) is never made", async () => {
    const loaded: string[] = [];
    const modules = guardRouteModules({ root: { default: () => null } } as Record<string, unknown>, manifest, async (url) => (loaded.push(url), routeModule));
    await expect(remixLoadsVideos(modules)).resolves.toBe(routeModule);
    await expect(remixLoadsVideos(modules)).resolves.toBe(routeModule);
    expect(loaded).toEqual([chunk]);
    expect(modules["routes/_shell.videos"]).toBe(routeModule);
  });

  it("passes a failure on as the route's error, and tries again on the next navigation", async () => {
    let attempts = 0;
    const modules = guardRouteModules({} as Record<string, unknown>, manifest, async (url) => {
      attempts += 1;
      if (attempts === 1) throw new ChunkLoadError(url, "missing");
      return routeModule;
    });
    await expect(remixLoadsVideos(modules)).rejects.toMatchObject({ failure: "missing", chunk });
    expect("routes/_shell.videos" in modules).toBe(true);
    await expect(remixLoadsVideos(modules)).resolves.toBe(routeModule);
  });

  it("leaves everything else as it was: loaded modules, unknown routes, new entries", () => {
    const root = { default: () => null };
    const modules = guardRouteModules({ root } as Record<string, unknown>, manifest, async () => routeModule);
    expect(modules.root).toBe(root);
    expect("routes/unknown" in modules).toBe(false);
    expect(modules["routes/unknown"]).toBeUndefined();
    modules["routes/new"] = routeModule;
    expect(modules["routes/new"]).toBe(routeModule);
    expect(Object.keys(modules)).toEqual(["root", "routes/new"]);
  });
});
