import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { apiCaller } from "./rendered-video";
import { expect, signedInAccount, test } from "./support";

const shopDir = path.join(import.meta.dirname, "fixtures", "shop");
const products = ["Trail Bottle", "Summit Mug", "Canyon Flask", "Harbor Tumbler"];

/** Four product pages on this machine: the fixture shop's page, each under another product name, with its photos. */
async function startBatchShop() {
  const page = await readFile(path.join(shopDir, "trail-bottle.html"), "utf8");
  const server = http.createServer(async (request, response) => {
    const pathname = new URL(request.url ?? "/", "http://shop").pathname;
    const product = /^\/products\/(\d)$/.exec(pathname);
    if (product && products[Number(product[1])]) {
      const body = page.replaceAll("Trail Bottle", products[Number(product[1])]!);
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(body);
      return;
    }
    if (/^\/images\/trail-bottle-(front|side)\.jpg$/.test(pathname)) {
      response.writeHead(200, { "Content-Type": "image/jpeg" }).end(await readFile(path.join(shopDir, path.basename(pathname))));
      return;
    }
    response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    links: products.map((_, index) => `http://127.0.0.1:${port}/products/${index}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let shop: Awaited<ReturnType<typeof startBatchShop>>;
test.beforeAll(async () => {
  shop = await startBatchShop();
});
test.afterAll(async () => {
  await shop.close();
});

/** Four shop links and one that answers nothing: four slideshows are made, and the fifth says why it is not. */
test("a batch of five links gives four slideshows and one failure with its reason", async ({ page }) => {
  test.setTimeout(180_000);
  await signedInAccount(page, { name: "Katherine Johnson" });
  await page.goto("/slideshow");
  await page.getByRole("link", { name: "Batch", exact: true }).click();
  await expect(page).toHaveURL(/\/batch-slideshow$/);

  await page.getByLabel("Product page links").fill([...shop.links, "http://127.0.0.1:9/nothing"].join("\n"));
  await page.getByLabel("Format", { exact: true }).selectOption("square");
  await page.getByRole("button", { name: "Make the slideshows" }).click();
  await expect(page).toHaveURL(/\/batch-slideshow\?batch=[\w-]+$/);

  // The page follows the batch by itself until every item is ready or failed.
  const items = page.locator("li[data-status]");
  await expect(items).toHaveCount(5);
  await expect(items.and(page.locator('[data-status="ready"]'))).toHaveCount(4, { timeout: 150_000 });
  const failed = items.and(page.locator('[data-status="failed"]'));
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText("127.0.0.1:9/nothing");
  await expect(failed.locator("p")).not.toBeEmpty();
  await expect(page.getByText("4 of 5 ready.")).toBeVisible();

  // Each ready item leads to its slideshow.
  await items.and(page.locator('[data-status="ready"]')).first().getByRole("link", { name: /Open/ }).click();
  await expect(page).toHaveURL(/\/slideshow-edit\?id=[\w-]+$/);
  await expect(page.getByRole("heading", { name: /^Slide 1 of \d+/ })).toBeVisible();
});

test("a batch of more than 20 is refused before anything is made", async ({ page }) => {
  await signedInAccount(page, { name: "Dorothy Vaughan" });
  await page.goto("/batch-slideshow");
  const links = Array.from({ length: 21 }, (_, index) => `https://shop.example/products/${index}`).join("\n");
  await page.getByLabel("Product page links").fill(links);
  await page.getByRole("button", { name: "Make the slideshows" }).click();
  await expect(page.getByText("A batch takes at most 20 products and links in all.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/batch-slideshow$/);
  await expect(page.getByLabel("Product page links")).toHaveValue(links);
});

test("products ticked on one page of the folder stay ticked on the next", async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signedInAccount(page, { name: "Evelyn Boyd Granville" });
  const call = await apiCaller(page.request, account);
  // One more product than a page of the batch form shows.
  for (let index = 0; index < 13; index++) await call("POST", "generate-info", { name: `Lantern ${index + 1}`, features: ["Warm light"] });

  await page.goto("/batch-slideshow");
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  const products = page.getByRole("group", { name: "From your product folder" });
  await products.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(page.getByText("1 product ticked")).toBeVisible();
  await products.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Make the slideshows" }).click();
  await expect(page).toHaveURL(/\/batch-slideshow\?batch=[\w-]+$/);
  await expect(page.locator("li[data-status]")).toHaveCount(2);
  await expect(page.locator("li[data-status]").first()).toContainText(/^1\.\s*Lantern \d+/);
});
