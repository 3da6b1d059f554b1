/**
 * A shop on 127.0.0.1 for the journeys that start from a link: the saved Shopify product page from the intake's
 * fixtures, its shop host pointed at this server, and product photos drawn by ffmpeg at test time (the saved page's
 * own images are on a host that does not exist).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalServer, type LocalServer } from "../../studio/intake/testing/local-server";
import type { MediaTools } from "../../studio/render";
import { makeFixtureImages } from "../../studio/render/fixtures/fixture-images";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const savedPage = path.join(repoRoot, "studio/intake/fixtures/shopify-product.html");
const savedHost = "northwind-outfitters.example";

/** What the saved page says about its product, as a shopper reads it there. */
export const fixtureShopProduct = { name: "Trail Bottle 750 ml", spokenName: "Trail Bottle", price: "$38", brand: "Northwind Outfitters" } as const;

export interface FixtureShop extends LocalServer {
  /** The product page's address on this machine. */
  pageUrl: string;
}

/** Serves the page at /products/trail-bottle-750 and each photo the page names under /cdn/shop/products/. */
export async function startFixtureShop(tools: MediaTools, imageDir: string): Promise<FixtureShop> {
  const [front, side, lifestyle] = await makeFixtureImages(tools, imageDir);
  // The page names each photo in several sizes (trail-bottle-green_300x300.jpg, …): any size of a colour is that photo.
  const photos: [string, string][] = [
    ["trail-bottle-green", front!],
    ["trail-bottle-white", side!],
    ["trail-bottle-lid", lifestyle!],
  ];
  const html = await readFile(savedPage, "utf8");
  let page = "";
  const server = await startLocalServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://shop.local");
    if (url.pathname === "/products/trail-bottle-750") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
      return;
    }
    const photo = url.pathname.startsWith("/cdn/shop/products/") && photos.find(([prefix]) => path.basename(url.pathname).startsWith(prefix));
    if (!photo) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    void readFile(photo[1]).then((bytes) => response.writeHead(200, { "content-type": "image/jpeg" }).end(bytes));
  });
  // The shop's links come plain (https://host/…, //host/…) and JSON-escaped (https:\/\/host\/…); this server speaks http.
  page = html.replace(new RegExp(`https:(//|\\\\/\\\\/)${savedHost.replaceAll(".", "\\.")}`, "g"), `http:$1${savedHost}`).replaceAll(savedHost, server.hostAndPort);
  return { ...server, pageUrl: `${server.origin}/products/trail-bottle-750` };
}
