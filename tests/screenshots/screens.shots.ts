/**
 * Every screen at a phone's width (375 px) and a desktop's (1440 px), light and dark, into docs/screenshots/, to
 * look at. Not part of `npm test`: `npm run screenshots` builds and runs it.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startFixtureShop } from "../e2e/create-video-fixtures";
import { renderedVideo } from "../e2e/rendered-video";
import { createAccount, expect, signIn, test } from "../e2e/support";

const outDir = path.join(import.meta.dirname, "..", "..", "docs", "screenshots");
const widths = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];
const schemes = ["light", "dark"] as const;

test("every screen, at 375 and 1440 px, light and dark", async ({ browser, page }) => {
  test.setTimeout(600_000);
  await mkdir(outDir, { recursive: true });
  const shop = await startFixtureShop();
  try {
    const account = await createAccount(page.request, { name: "Rosa Parks" });
    const { video, call, productId, scriptId } = await renderedVideo(page.request, account, { url: shop.productUrl });
    const { ideas } = await call<{ ideas: { id: string }[] }>("POST", "product-ideas", { product_id: productId });
    const share = await call<{ share: { url: string } }>("POST", "video/share", { id: video.id });
    const flow = `/create-video?product=${productId}&script=${scriptId}`;

    const signedIn: [string, string][] = [
      ["home", "/"],
      ["create-product", "/create-video"],
      ["create-ideas", `/create-video?product=${productId}`],
      ["create-script", `${flow}&step=script`],
      ["create-settings", `${flow}&step=settings`],
      ["create-generate", `${flow}&step=generate`],
      ["progress", `/create-video/progress?id=${video.id}`],
      ["videos", "/videos"],
      ["videos-shared", `/videos?shared=${video.id}`],
      ["video-edit", `/video-edit?id=${video.id}`],
      ["product-folder", "/product-folder"],
      ["product", `/product?id=${productId}`],
      ["add-material", "/add-material"],
      ["add-material-broll", "/add-material?tab=broll"],
      ["account", "/account-user"],
      ["upgrade-dialog", "/?upgrade=1"],
      ["not-found", "/no-such-page"],
    ];
    const signedOut: [string, string][] = [
      ["sign-in", "/account/login"],
      ["sign-up", "/account/register"],
      ["forgot-password", "/account/forgot-password"],
      ["preview", new URL(share.share.url).pathname + new URL(share.share.url).search],
    ];
    expect(ideas.length).toBeGreaterThan(0);

    for (const scheme of schemes) {
      for (const size of widths) {
        const context = await browser.newContext({ colorScheme: scheme, viewport: { width: size.width, height: size.height }, baseURL: test.info().project.use.baseURL });
        const visitor = await context.newPage();
        for (const [name, url] of signedOut) await shoot(visitor, name, url, `${size.name}-${scheme}`);
        await signIn(visitor, account);
        for (const [name, url] of signedIn) await shoot(visitor, name, url, `${size.name}-${scheme}`);
        await context.close();
      }
    }
  } finally {
    await shop.close();
  }
});

async function shoot(page: Page, name: string, url: string, variant: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: path.join(outDir, `${name}-${variant}.jpg`), fullPage: true, type: "jpeg", quality: 70, animations: "disabled" });
}
