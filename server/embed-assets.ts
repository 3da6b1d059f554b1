/**
 * The embed SDK's built files (embed-sdk/dist), served to any site: the global script at /embed.js, the ES modules
 * and React entry under /embed/esm/ and /embed/react/, and the mode styles at /next/css/{file} (the addresses Typeform's snippets use).
 *
 * Caching (docs/decisions/121-embed-asset-caching.md): a file whose name carries a content hash (esbuild's shared
 * chunks), or a request whose `?v=` names the file's current hash, is immutable for a year; the fixed entry names
 * (/embed.js, widget.js, popup.css) are cached for 5 minutes and then revalidated by ETag, so a release reaches every
 * site within minutes and a revalidation costs a 304.
 */
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Router, type Request, type Response } from "express";

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

export const modeStyleSheets = ["widget.css", "popup.css", "slider.css", "popover.css", "sidetab.css"] as const;

/** esbuild names shared chunks `chunk-XXXXXXXX.js`: the name changes whenever the content does. */
const hashedName = /-[A-Z0-9]{8}\.(m?js|css)(\.map)?$/;
const safeRelativePath = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export const immutableCaching = "public, max-age=31536000, immutable";
export const entryCaching = "public, max-age=300";

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  /** The first 16 hex digits of the SHA-256 of the body: the ETag and the `?v=` version. */
  version: string;
}

/** Files are read once and again only when their size or time changes (a rebuild while the server runs). */
function createFileCache() {
  const files = new Map<string, CachedFile>();
  return async (file: string): Promise<CachedFile | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const cached = files.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = await readFile(file);
    const entry = { mtimeMs: info.mtimeMs, size: info.size, body, version: createHash("sha256").update(body).digest("hex").slice(0, 16) };
    files.set(file, entry);
    return entry;
  };
}

export function embedAssets({ distDir }: { distDir: string }) {
  const root = path.resolve(distDir);
  const readCached = createFileCache();
  const router = Router();

  async function send(req: Request, res: Response, relativePath: string) {
    const contentType = contentTypes[path.extname(relativePath)];
    const file = path.join(root, relativePath);
    if (!contentType || !safeRelativePath.test(relativePath) || relativePath.split("/").includes("..") || !file.startsWith(root + path.sep)) {
      res.sendStatus(404);
      return;
    }
    const cached = await readCached(file);
    if (!cached) {
      res.sendStatus(404);
      return;
    }
    const versioned = hashedName.test(relativePath) || req.query.v === cached.version;
    const etag = `W/"${cached.version}"`;
    res.setHeader("Content-Type", contentType);
    res.setHeader("Cache-Control", versioned ? immutableCaching : entryCaching);
    res.setHeader("ETag", etag);
    // Loaded by other sites' pages, also as ES modules (which need CORS) and under their COEP.
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    if (req.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === etag)) {
      res.status(304).end();
      return;
    }
    res.status(200).send(cached.body);
  }

  router.get("/embed.js", (req, res, next) => send(req, res, "embed.js").catch(next));
  router.get(/^\/embed\/(esm|react)\/(.+)$/, (req, res, next) => send(req, res, `${req.params[0]}/${req.params[1]}`).catch(next));
  router.get("/next/css/:file", (req, res, next) => {
    const file = req.params.file ?? "";
    if (!(modeStyleSheets as readonly string[]).includes(file)) {
      res.sendStatus(404);
      return;
    }
    send(req, res, `css/${file}`).catch(next);
  });
  return router;
}
