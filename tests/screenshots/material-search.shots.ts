/**
 * /add-material's search results (uploads, moving backgrounds and stock together), an upload's card with its
 * "Attach to a product" form and the product it is for, the stock tab's results and the uploads with credited stock
 * items, at a phone's width (375 px) and a desktop's (1440 px), light and dark, into docs/screenshots/add-material/
 * (or SCREENS_DIR), to look at. Against the second app server, the one with stock keys (playwright.config.ts). Not
 * part of `npm test`.
 */
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { lipsyncPorts } from "../../playwright.config";
import { apiCaller } from "../e2e/rendered-video";
import { createAccount, expect, signIn, test, toast } from "../e2e/support";

const outDir = process.env.SCREENS_DIR ?? path.join(import.meta.dirname, "..", "..", "docs", "screenshots", "add-material");
const baseURL = `http://localhost:${lipsyncPorts.app}`;
const photo = readFileSync(path.join(import.meta.dirname, "..", "e2e", "fixtures", "shop", "trail-bottle-front.jpg"));
const widths = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];
const schemes = ["light", "dark"] as const;

test.use({ baseURL });

test("search results and the attach form, at 375 and 1440 px, light and dark", async ({ browser, page }) => {
  test.setTimeout(300_000);
  await mkdir(outDir, { recursive: true });
  const account = await createAccount(page.request, { name: "Dorothea Lange", dataDir: process.env.E2E_LIPSYNC_DATA_DIR });
  await signIn(page, account);
  const call = await apiCaller(page.request, account);
  await call("POST", "generate-info", { name: "Harbor Lantern", features: ["Warm light for six hours"] });
  await call("POST", "generate-info", { name: "Trail Bottle", features: ["Keeps water cold for a day"] });
  await page.goto("/add-material");
  for (const name of ["coffee-bottle-on-rock.jpg", "coffee-table-lantern.jpg"]) {
    await page.getByLabel("Image or clip", { exact: true }).setInputFiles({ name, mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(toast(page, `“${name}” has been uploaded.`)).toBeVisible();
  }
  const card = page.getByRole("article", { name: "coffee-table-lantern.jpg" });
  await card.getByLabel("Attach to a product").selectOption({ label: "Harbor Lantern" });
  await card.getByRole("button", { name: /^Attach/ }).click();
  await expect(toast(page, "Attached to “Harbor Lantern”.")).toBeVisible();

  for (const scheme of schemes) {
    for (const size of widths) {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: size.width, height: size.height }, baseURL });
      const visitor = await context.newPage();
      await signIn(visitor, account);
      const variant = `${size.name}-${scheme}`;
      await shoot(visitor, "search-results", "/add-material?q=coffee", variant);
      await shoot(visitor, "search-broll", "/add-material?q=light", variant);
      await shoot(visitor, "uploads-attach", "/add-material", variant);
      await context.close();
    }
  }
});

test("stock results and credited uploads, at 375 and 1440 px, light and dark", async ({ browser, page }) => {
  test.setTimeout(300_000);
  await mkdir(outDir, { recursive: true });
  const account = await createAccount(page.request, { name: "Agnès Varda", dataDir: process.env.E2E_LIPSYNC_DATA_DIR });
  await signIn(page, account);
  for (const [kind, title] of [
    ["clip", /barista pouring coffee/i],
    ["image", /coffee cup on a table/i],
  ] as const) {
    await page.goto(`/add-material?tab=stock&q=coffee&kind=${kind}`);
    await page
      .getByRole("article", { name: title })
      .getByRole("button", { name: /^Add to your uploads/ })
      .click();
    await expect(toast(page, "is in your uploads now")).toBeVisible();
  }

  for (const scheme of schemes) {
    for (const size of widths) {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: size.width, height: size.height }, baseURL });
      const visitor = await context.newPage();
      await signIn(visitor, account);
      const variant = `${size.name}-${scheme}`;
      await shoot(visitor, "stock-results", "/add-material?tab=stock&q=coffee&kind=clip", variant);
      await shoot(visitor, "uploads-with-stock", "/add-material", variant);
      await context.close();
    }
  }
});

async function shoot(page: Page, name: string, url: string, variant: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  // Lazy stills below the fold load only when scrolled to; a full-page picture should show them all.
  for (const image of await page.locator("main img").all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(outDir, `${name}-${variant}.png`), fullPage: true, animations: "disabled" });
}
