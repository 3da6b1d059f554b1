/**
 * Tests only. One local HTTP server that answers as Pexels' API and as Vecteezy's do (their paths, authorization
 * and answer shapes: ../pexels.ts, ../vecteezy.ts), and serves the files and stills their answers point to, as
 * their CDNs would. Its catalogue is a few items whose titles a search matches word by word.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StockServerItem {
  id: number;
  kind: "image" | "clip";
  /** Words joined by dashes, as in a Pexels page address. */
  slug: string;
  author: string;
}

export interface StockServerOptions {
  pexelsKey: string;
  vecteezyKey: string;
  vecteezyAccount: string;
  items: StockServerItem[];
  /** The file every clip serves, and every image (their content, not their names, decides what they are). */
  clipBytes: Uint8Array;
  imageBytes: Uint8Array;
  stillBytes: Uint8Array;
  port?: number;
}

export interface StockServer {
  origin: string;
  hostAndPort: string;
  /** Method, path and query of every request, in order. */
  requests: string[];
  /** What the file server answers instead of the item's file, when set (a wrong type, a broken answer). */
  fileOverride: { status: number; contentType: string; body: Uint8Array } | undefined;
  close(): Promise<void>;
}

export const stockCatalogue: StockServerItem[] = [
  { id: 1001, kind: "clip", slug: "barista-pouring-coffee", author: "Ana Ortiz" },
  { id: 1002, kind: "clip", slug: "coffee-beans-falling", author: "Wei Zhang" },
  { id: 1003, kind: "clip", slug: "city-traffic-at-night", author: "Sam Lee" },
  { id: 2001, kind: "image", slug: "coffee-cup-on-a-table", author: "Mia Berg" },
  { id: 2002, kind: "image", slug: "mountain-lake-sunrise", author: "Tom Hale" },
];

const titleOf = (item: StockServerItem) => item.slug.replace(/-/g, " ");
const matches = (item: StockServerItem, query: string) => {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 && words.every((word) => titleOf(item).includes(word));
};

export async function startStockServer(options: StockServerOptions): Promise<StockServer> {
  const requests: string[] = [];
  let origin = "";
  const fileUrl = (item: StockServerItem) => `${origin}/files/${item.id}.${item.kind === "clip" ? "mp4" : "jpg"}`;
  const stillUrl = (item: StockServerItem) => `${origin}/files/${item.id}-still.jpg`;

  const pexelsVideo = (item: StockServerItem) => ({
    id: item.id,
    width: 640,
    height: 360,
    duration: 2,
    url: `https://www.pexels.com/video/${item.slug}-${item.id}/`,
    image: stillUrl(item),
    user: { id: 7, name: item.author, url: `https://www.pexels.com/@${item.author.toLowerCase().replace(/ /g, "-")}` },
    video_files: [
      { id: item.id * 10 + 1, quality: "uhd", file_type: "video/mp4", width: 3840, height: 2160, link: `${origin}/files/${item.id}-uhd.mp4` },
      { id: item.id * 10, quality: "hd", file_type: "video/mp4", width: 1280, height: 720, link: fileUrl(item) },
    ],
    video_pictures: [{ id: 1, picture: stillUrl(item), nr: 0 }],
  });
  const pexelsPhoto = (item: StockServerItem) => ({
    id: item.id,
    width: 1200,
    height: 800,
    url: `https://www.pexels.com/photo/${item.slug}-${item.id}/`,
    photographer: item.author,
    photographer_url: `https://www.pexels.com/@${item.author.toLowerCase().replace(/ /g, "-")}`,
    avg_color: "#7A6552",
    src: { original: fileUrl(item), large2x: fileUrl(item), large: fileUrl(item), medium: stillUrl(item), small: stillUrl(item), tiny: stillUrl(item) },
    alt: titleOf(item)[0]!.toUpperCase() + titleOf(item).slice(1),
  });
  const vecteezyResource = (item: StockServerItem) => ({
    id: item.id,
    title: titleOf(item),
    content_type: item.kind === "clip" ? "video" : "photo",
    url: `https://www.vecteezy.com/${item.kind === "clip" ? "video" : "photo"}/${item.id}-${item.slug}`,
    thumbnail_url: stillUrl(item),
    preview_url: stillUrl(item),
    width: item.kind === "clip" ? 640 : 1200,
    height: item.kind === "clip" ? 360 : 800,
    duration: item.kind === "clip" ? 2 : null,
    license_type: item.id % 2 === 0 ? "pro" : "free",
    contributor: { name: item.author, url: `https://www.vecteezy.com/members/${item.author.toLowerCase().replace(/ /g, "")}` },
  });

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stock.test");
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const answer = (status: number, body: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
    const perPage = Math.min(80, Math.max(1, Number(url.searchParams.get("per_page") ?? 15)));
    const found = (kind: "image" | "clip", query: string) => options.items.filter((item) => item.kind === kind && matches(item, query));
    const byId = (kind: "image" | "clip", id: string | undefined) => options.items.find((item) => item.kind === kind && String(item.id) === id);

    if (url.pathname === "/healthz") return answer(200, { ok: true });
    if (url.pathname.startsWith("/files/")) {
      const name = url.pathname.slice("/files/".length);
      if (stub.fileOverride && !name.includes("-still"))
        return response.writeHead(stub.fileOverride.status, { "content-type": stub.fileOverride.contentType }).end(stub.fileOverride.body);
      if (name.endsWith("-still.jpg")) return response.writeHead(200, { "content-type": "image/jpeg" }).end(options.stillBytes);
      if (name.endsWith(".mp4")) return response.writeHead(200, { "content-type": "video/mp4" }).end(options.clipBytes);
      if (name.endsWith(".jpg")) return response.writeHead(200, { "content-type": "image/jpeg" }).end(options.imageBytes);
      return answer(404, { error: "Not found" });
    }

    const vecteezy = url.pathname.match(/^\/v2\/([\w-]+)\/resources(?:\/(\d+))?(\/download)?$/);
    if (vecteezy) {
      if (request.headers.authorization !== `Bearer ${options.vecteezyKey}` || vecteezy[1] !== options.vecteezyAccount) return answer(401, { error: "Unauthorized" });
      if (!vecteezy[2]) {
        const kind = url.searchParams.get("content_type") === "video" ? "clip" : "image";
        const all = found(kind, url.searchParams.get("term") ?? "");
        return answer(200, { page, per_page: perPage, total_count: all.length, resources: all.slice((page - 1) * perPage, page * perPage).map(vecteezyResource) });
      }
      const item = options.items.find((candidate) => String(candidate.id) === vecteezy[2]);
      if (!item) return answer(404, { error: "Resource not found" });
      if (!vecteezy[3]) return answer(200, vecteezyResource(item));
      return answer(200, { url: fileUrl(item), file_type: url.searchParams.get("file_type") });
    }

    if (request.headers.authorization !== options.pexelsKey) return answer(401, { error: "Unauthorized" });
    if (url.pathname === "/videos/search" || url.pathname === "/v1/search") {
      const kind = url.pathname === "/videos/search" ? "clip" : "image";
      const all = found(kind, url.searchParams.get("query") ?? "");
      const pageItems = all.slice((page - 1) * perPage, page * perPage);
      return answer(200, {
        page,
        per_page: perPage,
        total_results: all.length,
        url: `https://www.pexels.com/search/${encodeURIComponent(url.searchParams.get("query") ?? "")}/`,
        ...(kind === "clip" ? { videos: pageItems.map(pexelsVideo) } : { photos: pageItems.map(pexelsPhoto) }),
      });
    }
    const video = url.pathname.match(/^\/videos\/videos\/(\d+)$/);
    if (video) {
      const item = byId("clip", video[1]);
      return item ? answer(200, pexelsVideo(item)) : answer(404, { error: "Not found" });
    }
    const photo = url.pathname.match(/^\/v1\/photos\/(\d+)$/);
    if (photo) {
      const item = byId("image", photo[1]);
      return item ? answer(200, pexelsPhoto(item)) : answer(404, { error: "Not found" });
    }
    return answer(404, { error: "Not found" });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  const stub: StockServer = {
    origin,
    hostAndPort: `127.0.0.1:${port}`,
    requests,
    fileOverride: undefined,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stub;
}
