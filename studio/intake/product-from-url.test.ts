import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IntakeError } from "./errors";
import { productFromUrl } from "./product-from-url";
import { recordConnections, startLocalServer, type LocalServer } from "./testing/local-server";

const fixtures = new URL("./fixtures/", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, fixtures));

let shop: LocalServer;
let connections: ReturnType<typeof recordConnections>;

/** The saved pages as they would be if their shops lived on this local server (URLs inside JSON escape "/"). */
function servedPage(name: string, shopHosts: string[]): string {
  return shopHosts.reduce(
    (html, host) =>
      html
        .replaceAll(`https://${host}`, shop.origin)
        .replaceAll(`https:\\/\\/${host}`, shop.origin.replaceAll("/", "\\/"))
        .replaceAll(`//${host}`, `//${shop.hostAndPort}`)
        .replaceAll(`\\/\\/${host}`, `\\/\\/${shop.hostAndPort}`),
    read(name).toString("utf8"),
  );
}

beforeAll(async () => {
  shop = await startLocalServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://shop").pathname;
    const html = (body: string) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
    const image = (file: string, contentType: string) => response.writeHead(200, { "content-type": contentType }).end(read(`images/${file}`));
    switch (path) {
      case "/dp/B0ACME1234":
        return html(servedPage("marketplace-product.html", ["images.bazaarly.example", "www.bazaarly.example"]));
      case "/I/71acme-stand-main._AC_SL1500_.jpg":
        return image("product.jpg", "image/jpeg");
      case "/I/71acme-stand-side._AC_SL1500_.jpg":
        // CDNs serve WebP under .jpg names; the bytes decide the type.
        return image("product.webp", "image/jpeg");
      case "/I/71acme-stand-folded._AC_SL1500_.jpg":
        return response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
      case "/I/71acme-stand-desk._AC_SL1500_.jpg":
        return response.writeHead(200, { "content-type": "image/jpeg" }).end("<html>Access denied</html>");
      case "/products/trail-bottle-750":
        return html(servedPage("shopify-product.html", ["northwind-outfitters.example"]));
      case "/cdn/shop/products/trail-bottle-green.jpg":
      case "/cdn/shop/products/trail-bottle-white.jpg":
        return image("product.png", "image/png");
      case "/cdn/shop/products/trail-bottle-lid.jpg":
        return image("product.gif", "image/gif");
      case "/journal/coffee":
        return html(read("nothing-usable.html").toString("utf8"));
      case "/feed.json":
        return response.writeHead(200, { "content-type": "application/json" }).end("{}");
    }
    response.writeHead(404, { "content-type": "text/html" }).end("Not found");
  });
});

afterAll(() => shop.close());

beforeEach(() => {
  connections = recordConnections();
  shop.requests.length = 0;
});

afterEach(() => connections.restore());

describe("productFromUrl", () => {
  it("extracts a marketplace product and downloads its images, skipping the ones that fail", async () => {
    const intake = await productFromUrl(`${shop.origin}/dp/B0ACME1234`, { allowPrivateHosts: [shop.hostAndPort] });

    expect(intake.product).toMatchObject({
      name: "Acme Bamboo Laptop Stand, Adjustable Height, Foldable",
      price: { amount: 119, currency: "USD" },
      brand: "Acme",
      sourceUrl: `${shop.origin}/dp/B0ACME1234`,
    });
    expect(intake.images.map(({ url, type }) => ({ path: new URL(url).pathname, type }))).toEqual([
      { path: "/I/71acme-stand-main._AC_SL1500_.jpg", type: "image/jpeg" },
      { path: "/I/71acme-stand-side._AC_SL1500_.jpg", type: "image/webp" },
    ]);
    expect(intake.images[0]!.bytes.equals(read("images/product.jpg"))).toBe(true);
    expect(intake.skippedImages.map(({ url, code }) => ({ path: new URL(url).pathname, code }))).toEqual([
      { path: "/I/71acme-stand-folded._AC_SL1500_.jpg", code: "private_address" },
      { path: "/I/71acme-stand-desk._AC_SL1500_.jpg", code: "not_an_image" },
    ]);
    expect(connections.hosts.every((host) => host === "127.0.0.1")).toBe(true);
  });

  it("keeps only distinct images, up to the number asked for", async () => {
    const intake = await productFromUrl(`${shop.origin}/products/trail-bottle-750`, {
      allowPrivateHosts: [shop.hostAndPort],
      maxImages: 2,
    });
    expect(intake.product.name).toBe("Trail Bottle 750 ml");
    expect(intake.product.price).toEqual({ amount: 38, currency: "USD" });
    expect(intake.images.map(({ url, type }) => ({ path: new URL(url).pathname, type }))).toEqual([
      { path: "/cdn/shop/products/trail-bottle-green.jpg", type: "image/png" },
      { path: "/cdn/shop/products/trail-bottle-lid.jpg", type: "image/gif" },
    ]);
    expect(intake.skippedImages).toEqual([]);
  });

  it("refuses the local shop when private networks are not allowed", async () => {
    await expect(productFromUrl(`${shop.origin}/dp/B0ACME1234`)).rejects.toMatchObject({ code: "private_address" });
    expect(shop.requests).toEqual([]);
  });

  it("says so when the page has no product", async () => {
    const intake = productFromUrl(`${shop.origin}/journal/coffee`, { allowPrivateHosts: [shop.hostAndPort] });
    await expect(intake).rejects.toThrow(IntakeError);
    await expect(intake).rejects.toMatchObject({
      code: "no_product_found",
      message: "We could not find a product on that page. Enter the details instead.",
    });
    expect(shop.requests).toEqual(["/journal/coffee"]);
  });

  it("refuses a link that is not a web page", async () => {
    await expect(productFromUrl(`${shop.origin}/feed.json`, { allowPrivateHosts: [shop.hostAndPort] })).rejects.toMatchObject({ code: "unsupported_content_type" });
  });
});
