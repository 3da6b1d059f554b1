import path from "node:path";
import type { Page } from "@playwright/test";
import { startFixtureShop, type FixtureShop } from "./create-video-fixtures";
import { expect, signedInAccount, test } from "./support";

let shop: FixtureShop;
test.beforeAll(async () => {
  shop = await startFixtureShop();
});
test.afterAll(async () => {
  await shop.close();
});

const widths = [375, 1440];
const schemes = ["light", "dark"] as const;
/** SCREENS_DIR: somewhere a parallel Playwright run will not clear (it empties test-results/ when it starts). */
const screensDir = process.env.SCREENS_DIR ?? path.join("test-results", "screens");

/**
 * Every screen of the flow at a phone's and a desktop's width, light and dark: nothing may stick out sideways (a
 * horizontal scroll bar on a phone), and each is saved to test-results/screens/ for a person to look at.
 */
async function checkScreen(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    for (const colorScheme of schemes) {
      await page.emulateMedia({ colorScheme });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(screensDir, `${name}-${width}-${colorScheme}.png`), fullPage: true, animations: "disabled" });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
}

test("the create-video screens fit a phone and a desktop, light and dark", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the screens are the same server-rendered pages without JavaScript");
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAccount(page, { name: "Katherine Johnson" });
  await checkScreen(page, "home-empty");

  await page.goto("/create-video");
  await checkScreen(page, "create-1-product-link");
  await page.goto("/create-video?source=details");
  await checkScreen(page, "create-1-product-details");
  await page.getByRole("button", { name: "Use these details" }).click();
  await expect(page.getByText("Please fill in the name")).toBeVisible();
  await checkScreen(page, "create-1-product-details-errors");

  await page.goto("/create-video");
  await page.getByLabel("Product page link").fill(shop.productUrl);
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Pick one or several ideas" })).toBeVisible();
  await checkScreen(page, "create-2-ideas");

  await page.getByRole("checkbox").first().check();
  await page.getByLabel("15 s").check();
  await page.getByRole("button", { name: "Write the scripts" }).click();
  await expect(page).toHaveURL(/step=script/);
  await checkScreen(page, "create-3-script");

  await page.getByRole("link", { name: "Next: settings" }).click();
  await expect(page.getByRole("heading", { name: "How should the videos look and sound?" })).toBeVisible();
  await checkScreen(page, "create-4-settings");
  await page.getByRole("button", { name: "Next: review" }).click();
  await expect(page.getByRole("heading", { name: "Ready to generate" })).toBeVisible();
  await checkScreen(page, "create-5-generate");

  await page.getByRole("button", { name: "Generate the video" }).click();
  await expect(page).toHaveURL(/\/create-video\/progress\?id=/);
  await checkScreen(page, "progress-working");
  await expect(page.getByTestId("video-status")).toHaveText("Your video is ready", { timeout: 180_000 });
  await expect.poll(() => page.locator("video").evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await checkScreen(page, "progress-done");

  await page.goto("/");
  await expect(page.getByRole("region", { name: "Recent videos" }).getByText("Ready", { exact: true })).toBeVisible();
  await checkScreen(page, "home-with-videos");
});
