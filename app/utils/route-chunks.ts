/**
 * A route's script is loaded the first time the app in a tab navigates to it. When that load fails, Remix reloads
 * the page it is on (the page the visitor is leaving, so the click seems to do nothing, and a missing file makes it
 * do nothing every time). Here the load is made by us first, with a time limit, and a failure becomes the route's
 * error: the error boundary says "Loading chunk failed" with the kind of failure, and offers a reload.
 */

/** How the script failed: gone from the server (404), not loaded (network, bad file), or no answer in time. */
export type ChunkFailure = "missing" | "error" | "timeout";

/** The product spec's chunk load timeout. */
export const chunkTimeoutMs = 120_000;

/** How long the check that tells a missing file from a failed load may take before the failure counts as "error". */
const probeTimeoutMs = 10_000;

export class ChunkLoadError extends Error {
  constructor(
    /** The script's address, as the manifest gives it (e.g. /build/routes/_shell.videos-HASH.js). */
    readonly chunk: string,
    readonly failure: ChunkFailure,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk failed (${failure}): ${chunk}`, options);
    this.name = "ChunkLoadError";
  }
}

export interface ChunkLoader {
  importModule: (url: string) => Promise<unknown>;
  /** The status the server answers for the file now, or null when it cannot be reached. */
  probeStatus: (url: string) => Promise<number | null>;
}

/** The promise's outcome, or `late()`'s when it has not settled within `ms`. */
function settleWithin<T>(promise: Promise<T>, ms: number, late: () => T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error);
      }
    }, ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Imports the script, or rejects with a ChunkLoadError saying how it failed. */
export async function loadChunk(url: string, { importModule, probeStatus }: ChunkLoader): Promise<unknown> {
  try {
    return await settleWithin(importModule(url), chunkTimeoutMs, () => {
      throw new ChunkLoadError(url, "timeout");
    });
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    // A failed import says neither why nor which status came back: asking for the file again tells a file removed
    // by a release (404) from a connection that dropped or a file that did not run.
    const status = await settleWithin(probeStatus(url), probeTimeoutMs, () => null);
    throw new ChunkLoadError(url, status === 404 || status === 410 ? "missing" : "error", { cause: error });
  }
}

interface RouteManifest {
  routes: Record<string, { module: string } | undefined>;
}

/**
 * Wraps Remix's cache of route modules (window.__remixRouteModules) so that its loader finds a route it asks about
 * "in" the cache while our load of it is under way, and awaits that load: Remix's own import, whose failure reloads
 * the page, is then never made. A failed load is forgotten, so the next navigation tries again.
 */
export function guardRouteModules<Modules extends Record<string, unknown>>(modules: Modules, manifest: RouteManifest, load: (url: string) => Promise<unknown>): Modules {
  const loading = new Map<string, Promise<unknown>>();
  return new Proxy(modules, {
    has(target, id) {
      if (Reflect.has(target, id) || typeof id !== "string") return Reflect.has(target, id);
      if (loading.has(id)) return true;
      const url = manifest.routes[id]?.module;
      if (!url) return false;
      loading.set(
        id,
        load(url).then(
          (module) => {
            Reflect.set(target, id, module);
            loading.delete(id);
            return module;
          },
          (error: unknown) => {
            loading.delete(id);
            throw error;
          },
        ),
      );
      return true;
    },
    get(target, id, receiver) {
      if (typeof id === "string" && !Reflect.has(target, id) && loading.has(id)) return loading.get(id);
      return Reflect.get(target, id, receiver);
    },
  });
}

/** The browser's import and a HEAD request for the same file. */
export const browserChunkLoader: ChunkLoader = {
  importModule: (url) => import(/* webpackIgnore: true */ url),
  probeStatus: (url) =>
    fetch(url, { method: "HEAD", cache: "no-store" }).then(
      (response) => response.status,
      () => null,
    ),
};
