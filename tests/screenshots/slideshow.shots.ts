/**
 * The slideshow screens at a phone's width (390 px) and a desktop's (1280 px), light and dark, into docs/screenshots/,
 * to look at. Not part of `npm test`: `npm run screenshots` builds and runs it with the other screens.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startFixtureShop } from "../e2e/create-video-fixtures";
import { apiCaller } from "../e2e/rendered-video";
import { createAccount, expect, signIn, test } from "../e2e/support";

const outDir = path.join(import.meta.dirname, "..", "..", "docs", "screenshots");
const widths = [
  { name: "390", width: 390, height: 844 },
  { name: "1280", width: 1280, height: 800 },
];
const schemes = ["light", "dark"] as const;

interface ApiSlideshow {
  id: string;
  status: string;
  slides: { id: string }[];
}

test("the slideshow screens, at 390 and 1280 px, light and dark", async ({ browser, page }) => {
  test.setTimeout(600_000);
  await mkdir(outDir, { recursive: true });
  const shop = await startFixtureShop();
  try {
    const account = await createAccount(page.request, { name: "Ada Lovelace" });
    const call = await apiCaller(page.request, account);
    const product = await call<{ id: string }>("POST", "generate-info", { url: shop.productUrl });
    const { items: templates } = await call<{ items: { id: string }[] }>("GET", "material/slides-list?format=feed");
    const brand = await call<{ id: string }>("POST", "material/brand/kit", { name: "Northwind", colors: ["#0f766e", "#f59e0b", "#111827"], call_to_action: "Shop now" });
    const created = await call<ApiSlideshow>("POST", "slide-show/create", { product_id: product.id, template_id: templates[0]!.id, format: "feed", brand_id: brand.id });
    const detail = () => call<ApiSlideshow>("GET", `slide-show/detail/${created.id}`);
    await expect.poll(async () => (await detail()).status, { timeout: 120_000, intervals: [500] }).toBe("ready");
    await call<ApiSlideshow>("POST", "slide-show/create", { product_id: product.id, template_id: templates[1]?.id ?? templates[0]!.id, format: "banner" });
    const batch = await call<{ id: string }>("POST", "slide-show/create-by-product", {
      product_ids: [product.id],
      urls: ["http://127.0.0.1:9/nothing"],
      template_id: templates[0]!.id,
      format: "square",
    });
    const slides = (await detail()).slides;

    const screens: [string, string, ((page: Page) => Promise<void>)?][] = [
      ["slideshow", "/slideshow"],
      ["slideshow-delete", `/slideshow?confirm-delete=${created.id}`],
      ["create-slideshow", "/create-slideshow"],
      ["create-slideshow-design", `/create-slideshow?product=${product.id}&format=feed`],
      ["create-slideshow-banner", `/create-slideshow?product=${product.id}&format=banner&category=sale`],
      ["slideshow-edit", `/slideshow-edit?id=${created.id}`],
      ["slideshow-edit-image", `/slideshow-edit?id=${created.id}`, openImageChoices],
      ["slideshow-edit-delete", `/slideshow-edit?id=${created.id}&confirm-delete=${slides[1]!.id}#slide-${slides[1]!.id}`],
      ["batch-slideshow", "/batch-slideshow"],
      ["batch-slideshow-status", `/batch-slideshow?batch=${batch.id}`],
      ["slideshow-brand", "/slideshow/brand"],
      ["slideshow-brand-edit", `/slideshow/brand?brand=${brand.id}`],
    ];

    for (const scheme of schemes) {
      for (const size of widths) {
        const context = await browser.newContext({ colorScheme: scheme, viewport: { width: size.width, height: size.height }, baseURL: test.info().project.use.baseURL });
        const visitor = await context.newPage();
        await signIn(visitor, account);
        for (const [name, url, prepare] of screens) await shoot(visitor, name, url, `${size.name}-${scheme}`, prepare);
        await context.close();
      }
    }
  } finally {
    await shop.close();
  }
});

/** The first slide's image choices, open, with their thumbnails loaded (they load only once opened). */
async function openImageChoices(page: Page) {
  await page.getByText("Replace the image").first().click();
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.locator("details[open] img").evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
}

async function shoot(page: Page, name: string, url: string, variant: string, prepare?: (page: Page) => Promise<void>) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await prepare?.(page);
  await page.screenshot({ path: path.join(outDir, `${name}-${variant}.jpg`), fullPage: true, type: "jpeg", quality: 70, animations: "disabled" });
}
