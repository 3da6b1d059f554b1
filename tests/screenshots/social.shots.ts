/**
 * Social posting's screens at 375 and 1440 px, light and dark, into docs/screenshots/social/ (or SCREENS_DIR), to
 * look at: the accounts screen with posting off (first app server), with three connected accounts, the post screen,
 * and a video's card with its posts in their states. Runs against the second app server, which posts to the local
 * protocol server. Not part of `npm test`.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { lipsyncPorts } from "../../playwright.config";
import { renderedVideo } from "../e2e/rendered-video";
import { createAccount, signIn, test, type Account } from "../e2e/support";

const outDir = process.env.SCREENS_DIR ?? path.join(import.meta.dirname, "..", "..", "docs", "screenshots", "social");
const appUrl = `http://localhost:${lipsyncPorts.app}`;
const dataDir = process.env.E2E_LIPSYNC_DATA_DIR;
const widths = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];
const schemes = ["light", "dark"] as const;

async function shoot(browser: Browser, baseURL: string, account: Account, address: string, name: string) {
  for (const scheme of schemes) {
    for (const size of widths) {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: size.width, height: size.height }, baseURL, timezoneId: "Europe/Paris" });
      const page = await context.newPage();
      await signIn(page, account);
      await page.goto(address);
      await page.screenshot({ path: path.join(outDir, `${name}-${size.name}-${scheme}.png`), fullPage: true, animations: "disabled" });
      await context.close();
    }
  }
}

test("the social screens at 375 and 1440 px, light and dark", async ({ browser, playwright }) => {
  test.setTimeout(300_000);
  await mkdir(outDir, { recursive: true });

  const firstServer = await playwright.request.newContext({ baseURL: `http://localhost:${lipsyncPorts.app - 1}` });
  const off = await createAccount(firstServer, { name: "Olive Operator" });
  await shoot(browser, `http://localhost:${lipsyncPorts.app - 1}`, off, "/account-user/connections", "connections-off");

  const request = await playwright.request.newContext({ baseURL: appUrl });
  const account = await createAccount(request, { name: "Sam Seller", dataDir });
  const { video, call } = await renderedVideo(request, account);
  for (const platform of ["tiktok", "youtube", "instagram"]) {
    const { authorization_url: consent } = await call<{ authorization_url: string }>("POST", `social/connect/${platform}`, {});
    const back = new URL((await fetch(consent, { redirect: "manual" })).headers.get("location")!);
    await call("POST", `social/connect/${platform}/callback`, { code: back.searchParams.get("code"), state: back.searchParams.get("state") });
  }
  await shoot(browser, appUrl, account, "/account-user/connections", "connections");
  await shoot(browser, appUrl, account, `/post-video?id=${video.id}`, "post");

  const { accounts } = await call<{ accounts: { id: string; platform: string }[] }>("GET", "social/accounts");
  const target = (platform: string) => ({ account_id: accounts.find((item) => item.platform === platform)!.id, ratio: "9:16" });
  await call("POST", "social/posts", {
    video_id: video.id,
    caption: "Warm light for six hours #camping",
    privacy: "public",
    targets: [target("tiktok"), target("instagram")],
  });
  await call("POST", "social/posts", {
    video_id: video.id,
    caption: "Folds flat for the bag #camping",
    privacy: "public",
    targets: [target("youtube")],
    scheduled_at: new Date(Date.now() + 2 * 24 * 3_600_000).toISOString(),
    time_zone: "Europe/Paris",
  });
  for (;;) {
    const { items } = await call<{ items: { state: string }[] }>("GET", `social/posts?video_id=${video.id}`);
    if (items.filter((post) => post.state === "published").length === 2) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await shoot(browser, appUrl, account, `/videos?id=${video.id}#video-${video.id}`, "video-posts");
});
