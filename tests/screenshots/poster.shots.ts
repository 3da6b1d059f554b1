/**
 * The poster screens at a phone's width (375 px) and a desktop's (1440 px), light and dark, into docs/screenshots/
 * (or SCREENS_DIR), to look at. Not part of `npm test`: `npm run screenshots` builds and runs it with the other screens.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startFixtureShop } from "../e2e/create-video-fixtures";
import { apiCaller } from "../e2e/rendered-video";
import { createAccount, signIn, test } from "../e2e/support";

const outDir = process.env.SCREENS_DIR ?? path.join(import.meta.dirname, "..", "..", "docs", "screenshots");
const widths = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];
const schemes = ["light", "dark"] as const;

test("the poster screens, at 375 and 1440 px, light and dark", async ({ browser, page }) => {
  test.setTimeout(600_000);
  await mkdir(outDir, { recursive: true });
  const shop = await startFixtureShop();
  try {
    const account = await createAccount(page.request, { name: "Ada Lovelace" });
    const call = await apiCaller(page.request, account);
    const product = await call<{ id: string; images: { id: string }[] }>("POST", "generate-info", { url: shop.productUrl });
    const { items: templates } = await call<{ items: { id: string }[] }>("GET", "poster/templates?size=a4");
    await call("POST", "material/brand/kit", { name: "Northwind", colors: ["#0f766e", "#f59e0b", "#111827"], call_to_action: "Shop now" });
    const offer = {
      headline: "Cold for 24 hours, hot for 12",
      subline: "The trail bottle that keeps up with you",
      price: "$19",
      old_price: "$29",
      badge: "-35%",
      coupon: "TRAIL35",
      starts_on: "2026-12-01",
      ends_on: "2026-12-14",
      cta: "Shop now",
      qr_url: shop.productUrl,
    };
    const poster = await call<{ id: string }>("POST", "poster/create", {
      product_id: product.id,
      template_id: templates[0]!.id,
      size: "a4",
      image_id: product.images[0]?.id,
      offer,
    });
    for (const [index, size] of (["story", "square"] as const).entries()) {
      await call("POST", "poster/create", { product_id: product.id, template_id: templates[index + 1]?.id ?? templates[0]!.id, size, offer: { ...offer, qr_url: null } });
    }

    const screens: [string, string, ((page: Page) => Promise<void>)?][] = [
      ["create-promotion-poster", "/create-promotion-poster"],
      ["create-promotion-poster-template", `/create-promotion-poster?product=${product.id}`],
      ["create-promotion-poster-offer", `/create-promotion-poster?product=${product.id}&template=${templates[0]!.id}`, waitForPreview],
      ["create-promotion-poster-refused", `/create-promotion-poster?product=${product.id}&template=${templates[0]!.id}`, refuseDates],
      ["create-promotion-poster-saved", `/create-promotion-poster?poster=${poster.id}&saved=1`, waitForPreview],
      ["product-posters", `/product?id=${product.id}`],
      ["videos-posters", "/videos?view=posters"],
      ["videos-posters-delete", `/videos?view=posters&confirm-delete=${poster.id}#poster-${poster.id}`],
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

async function waitForPreview(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** The offer with its end before its start, saved: the refusal next to the field. */
async function refuseDates(page: Page) {
  const form = page.getByRole("form", { name: "The offer" });
  await form.getByLabel(/^Starts on/).fill("2026-12-14");
  await form.getByLabel(/^Ends on/).fill("2026-12-01");
  await page.getByRole("button", { name: "Save poster" }).click();
  await form.getByText("The end date is before the start date.").waitFor();
  await waitForPreview(page);
}

async function shoot(page: Page, name: string, url: string, variant: string, prepare?: (page: Page) => Promise<void>) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await prepare?.(page);
  // A full-page picture shows what is below the fold too: its lazy images are loaded first.
  await page.evaluate(() => document.querySelectorAll<HTMLImageElement>("img[loading=lazy]").forEach((image) => (image.loading = "eager")));
  await waitForPreview(page);
  await page.screenshot({ path: path.join(outDir, `${name}-${variant}.jpg`), fullPage: true, type: "jpeg", quality: 70, animations: "disabled" });
}
