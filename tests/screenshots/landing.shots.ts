/**
 * The landing pages at 375, 900 and 1440 px, light and dark, into docs/screenshots/, and
 * the step images the landing pages show: the app's own screens at a phone's width, photographed at twice the
 * pixels, into public/landing/step-{1..4}.webp. `npm run screenshots -- landing` runs only this file.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { startFixtureShop } from "../e2e/create-video-fixtures";
import { renderedVideo } from "../e2e/rendered-video";
import { createAccount, expect, signIn, test } from "../e2e/support";

const root = path.join(import.meta.dirname, "..", "..");
const screenshotsDir = path.join(root, "docs", "screenshots");
const landingMediaDir = path.join(root, "public", "landing");
const widths = [
  { width: 375, height: 812 },
  { width: 900, height: 1000 },
  { width: 1440, height: 900 },
];

test("the step images: four screens of the app", async ({ browser, page }) => {
  test.setTimeout(600_000);
  const shop = await startFixtureShop();
  try {
    const account = await createAccount(page.request, { name: "Rosa Parks" });
    const { video, productId, scriptId } = await renderedVideo(page.request, account, { url: shop.productUrl });
    const context = await browser.newContext({ colorScheme: "light", viewport: { width: 400, height: 500 }, deviceScaleFactor: 2, baseURL: test.info().project.use.baseURL });
    const visitor = await context.newPage();
    await signIn(visitor, account);

    await visitor.goto("/");
    const link = visitor.getByRole("textbox").first();
    await link.fill("https://northwind.example/products/trail-bottle");
    await link.press("Home");
    await photograph(visitor, 1, visitor.locator("#quick-start-title"));
    await visitor.goto(`/create-video?product=${productId}`);
    await photograph(visitor, 2, visitor.getByText("Pick one or several ideas"));
    await visitor.goto(`/create-video?product=${productId}&script=${scriptId}&step=script`);
    await photograph(visitor, 3, visitor.getByText("Read each scene"));
    await visitor.goto(`/videos?shared=${video.id}`);
    await photograph(visitor, 4, visitor.getByRole("heading", { level: 1 }));
    await context.close();
  } finally {
    await shop.close();
  }
});

test("both landing pages at 375, 900 and 1440 px, light and dark", async ({ browser }) => {
  test.setTimeout(300_000);
  await mkdir(screenshotsDir, { recursive: true });
  for (const colorScheme of ["light", "dark"] as const) {
    for (const viewport of widths) {
      const context = await browser.newContext({ colorScheme, viewport, baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      for (const [name, url] of [
        ["landing-a", "/create-ai-video"],
        ["landing-b", "/"],
      ] as const) {
        await showWholePage(page, url);
        await page.screenshot({
          path: path.join(screenshotsDir, `${name}-${viewport.width}-${colorScheme}.jpg`),
          fullPage: true,
          type: "jpeg",
          quality: 70,
          animations: "disabled",
        });
      }
      await context.close();
    }
  }
});

test("both landing pages in Chinese, at 375 and 1440 px", async ({ browser }) => {
  test.setTimeout(300_000);
  for (const viewport of [widths[0], widths[2]]) {
    const context = await browser.newContext({ colorScheme: "light", viewport, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("button", { name: "简体中文" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    for (const [name, url] of [
      ["landing-a", "/create-ai-video"],
      ["landing-b", "/"],
    ] as const) {
      await showWholePage(page, url);
      await page.screenshot({ path: path.join(screenshotsDir, `${name}-${viewport.width}-light-zh.jpg`), fullPage: true, type: "jpeg", quality: 70, animations: "disabled" });
    }
    await context.close();
  }
});

/**
 * Scrolls through so lazy images and the fade-ins have come in, then back to the top. A lazy image asked for
 * during the scroll may still be decoding when the network is idle (steps came out blank), so every image shown
 * is waited for until it has decoded.
 */
async function showWholePage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-landing-script", "ready");
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        .filter((image) => image.getClientRects().length > 0)
        .map((image) => image.decode()),
    ),
  );
}

/** The screen from just above `anchor` down, as a 600x750 WebP; the margin keeps the first line off the image's edge. */
async function photograph(page: Page, step: number, anchor: Locator) {
  await page.waitForLoadState("networkidle");
  await anchor.first().evaluate((element) => {
    element.scrollIntoView({ block: "start" });
    window.scrollBy(0, -24);
  });
  const shot = await page.screenshot({ type: "png", animations: "disabled" });
  await sharp(shot)
    .resize(600, 750, { fit: "cover", position: "top" })
    .webp({ quality: 72 })
    .toFile(path.join(landingMediaDir, `step-${step}.webp`));
}
