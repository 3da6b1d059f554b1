import { execFile } from "node:child_process";
import { mkdir, rmdir, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { lipsyncPorts, socialPort } from "../../playwright.config";
import { renderedVideo } from "./rendered-video";
import { expect, signedInAccount, test, toast } from "./support";

/**
 * Issue 24, acceptance 1: connecting TikTok, YouTube and Instagram through their consent pages, posting a ready video
 * to all three now, scheduling one for later and seeing it go out, and the platforms' figures in the engagement chart.
 * The second app server posts to a local server speaking the three platforms' protocols (playwright.config.ts); the
 * first has no platform keys.
 */
const platforms = [
  { id: "tiktok", name: "TikTok" },
  { id: "youtube", name: "YouTube" },
  { id: "instagram", name: "Instagram" },
] as const;
type Platform = (typeof platforms)[number];

const protocolServer = `http://127.0.0.1:${socialPort}`;

async function control(platform: string, action: string, body: object = {}) {
  const answer = await fetch(`${protocolServer}/__control/${platform}/${action}`, { method: "POST", body: JSON.stringify(body) });
  expect(answer.status).toBe(200);
}

interface PlatformState {
  publishes: number;
  posts: { postId: string; accountId: string; caption: string; bytes: number }[];
  /** TikTok only: each init's post_info. */
  postInfos?: Record<string, unknown>[];
}

async function platformState(platform: string): Promise<PlatformState> {
  return (await (await fetch(`${protocolServer}/__control/${platform}/state`)).json()) as PlatformState;
}

/**
 * The protocol server consents for one account at a time (its `account` control), and both projects run at once:
 * choosing the account and consenting happen under a lock between the test processes, so each project's user connects
 * its own platform accounts (a disconnect revokes the platform account's grant, as the platforms do).
 */
async function asPlatformAccount(platform: string, account: { id: string; name: string }, consent: () => Promise<void>) {
  const lock = path.join(os.tmpdir(), `promoreel-e2e-social-consent-${socialPort}`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      // A lock left by a run that was killed is older than any consent takes.
      const age =
        Date.now() -
        (await stat(lock).then(
          (info) => info.mtimeMs,
          () => Date.now(),
        ));
      if (age > 60_000) await rmdir(lock).catch(() => {});
      await sleep(50);
    }
  }
  try {
    await control(platform, "account", account);
    await consent();
  } finally {
    await rmdir(lock);
  }
}

/**
 * The e2e servers run on real time, so the journey's clock is `npm run admin -- social-due-now`: the user's waiting
 * publish and figures jobs become due at once, and the server's worker runs them as it would have at their time.
 */
async function socialJobsDueNow(email: string) {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "api/admin/cli.ts", "social-due-now", email], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: process.env.E2E_LIPSYNC_DATA_DIR },
  });
  expect(stdout).toContain("are due now");
}

/**
 * With SOCIAL_SCREENS_DIR set (docs/screenshots/social), the page at a phone's and a desktop's width, light and dark,
 * is saved there; nothing may stick out sideways. Without it, nothing is taken.
 */
async function screens(page: Page, name: string) {
  const dir = process.env.SOCIAL_SCREENS_DIR;
  if (!dir) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(dir, `${name}-${width}-${colorScheme}.png`), fullPage: true, animations: "disabled" });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: "light" });
}

/** Reads the page again until `check` passes: the worker posts in the background. */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 90_000, intervals: [500, 1_000] });
}

test.describe("with the platforms set up", () => {
  test.use({ baseURL: `http://localhost:${lipsyncPorts.app}` });

  test("a user connects TikTok, YouTube and Instagram, posts a video to all three, schedules one, and sees the platforms' figures", async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    const tag = testInfo.project.name === "chromium-js" ? "js" : "nojs";
    const accountOf = (platform: Platform) => ({
      id: platform.id === "instagram" ? `1784140000000${tag === "js" ? "1001" : "2002"}` : `${platform.id}-e2e-${tag}`,
      name: `${platform.name} shop ${tag}`,
    });
    const account = await signedInAccount(page, { name: "Lotte Reiniger", dataDir: process.env.E2E_LIPSYNC_DATA_DIR });
    const { video } = await renderedVideo(page.request, account);

    await page.goto("/account-user");
    await page.getByRole("link", { name: "Connect TikTok, YouTube and Instagram" }).click();
    await expect(page.getByRole("heading", { name: "Social accounts", level: 1 })).toBeVisible();
    for (const platform of platforms) {
      const region = page.getByRole("region", { name: platform.name });
      await expect(region).toContainText("Not connected");
      const { name } = accountOf(platform);
      await asPlatformAccount(platform.id, accountOf(platform), async () => {
        await region.getByRole("button", { name: `Connect ${platform.name}` }).click();
        await expect(toast(page, `${platform.name} is connected as ${name}.`)).toBeVisible();
      });
      await expect(page.getByRole("region", { name: platform.name })).toContainText(`Connected as ${name}`);
    }

    // Post now to all three, from the video's card.
    const caption = `Harbor Lantern ${tag} now #camping`;
    await page.goto(`/videos?id=${video.id}`);
    await page.getByRole("article", { name: video.title }).first().getByRole("link", { name: "Post", exact: true }).click();
    await expect(page.getByRole("heading", { name: `Post “${video.title}”` })).toBeVisible();
    await expect(page.getByLabel("Caption and hashtags")).not.toBeEmpty();
    for (const platform of platforms) await expect(page.getByRole("checkbox", { name: `${accountOf(platform).name} on ${platform.name}` })).toBeChecked();
    await expect(page.getByLabel("Size for YouTube")).toHaveValue("9:16");
    await expect(page.getByText("Size for TikTok: 9:16 upright")).toBeVisible();
    // Instagram posts only publicly and TikTok's link-only choice means friends: said beside the choice. A private post
    // that includes Instagram, and more hashtags than Instagram takes, are refused beside their fields, the rest kept.
    const privacy = page.getByLabel("Who can see it");
    await expect(privacy).toHaveAccessibleDescription(/Instagram posts every Reel publicly[\s\S]*On TikTok, “People with the link” means friends only/);
    await privacy.selectOption({ label: "Only me" });
    await page.getByLabel("Caption and hashtags").fill(caption);
    await page.getByRole("button", { name: "Post now" }).click();
    await expect(privacy).toHaveAccessibleDescription(/Instagram posts every video publicly: make it visible to everyone/);
    await expect(privacy).toHaveValue("private");
    await expect(page.getByLabel("Caption and hashtags")).toHaveValue(caption);
    await privacy.selectOption({ label: "Everyone" });
    const hashtags = Array.from({ length: 31 }, (_, index) => `#lantern${index}`).join(" ");
    await page.getByLabel("Caption and hashtags").fill(`${caption} ${hashtags}`);
    await page.getByRole("button", { name: "Post now" }).click();
    await expect(page.getByLabel("Caption and hashtags")).toHaveAccessibleDescription(/Instagram takes at most 30 hashtags in a caption .*; this one has 32\./);
    await page.getByLabel("Caption and hashtags").fill(caption);
    await page.getByRole("button", { name: "Post now" }).click();
    await expect(toast(page, "Sent to 3 accounts.")).toBeVisible();
    const card = page.getByRole("article", { name: video.title }).first();
    const posts = card.getByRole("region", { name: "Posts of this video" });
    await reloadUntil(page, async () => {
      await expect(posts.locator('[data-state="published"]')).toHaveCount(3, { timeout: 1_000 });
    });
    for (const platform of platforms) {
      const row = posts.getByRole("listitem").filter({ hasText: `${accountOf(platform).name} on ${platform.name}` });
      await expect(row).toContainText("Published");
      await expect(row.getByRole("link", { name: `View on ${platform.name}` })).toBeVisible();
    }
    for (const platform of platforms) {
      const state = await platformState(platform.id);
      expect(state.posts.filter((post) => post.caption === caption && post.accountId === accountOf(platform).id)).toHaveLength(1);
    }

    // Schedule TikTok and YouTube for tomorrow morning in Paris; cancel YouTube; the clock reaches TikTok's time.
    await page.goto(`/post-video?id=${video.id}`);
    await page.getByRole("checkbox", { name: `${accountOf(platforms[2]).name} on Instagram` }).uncheck();
    const later = `Harbor Lantern ${tag} later #camping`;
    await page.getByLabel("Caption and hashtags").fill(later);
    // A time in the past is refused by the API; the refusal is shown by its field, and what was typed stays.
    await page.getByLabel("Date and time").fill("2020-01-01T09:30");
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByLabel("Date and time")).toHaveAccessibleDescription("Choose a time from now up to 180 days ahead.");
    await expect(page.getByLabel("Caption and hashtags")).toHaveValue(later);
    await expect(page.getByRole("checkbox", { name: `${accountOf(platforms[2]).name} on Instagram` })).not.toBeChecked();
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    await page.getByLabel("Date and time").fill(`${tomorrow}T09:30`);
    await page.getByLabel("Time zone").selectOption("Europe/Paris");
    // The video promotes a product: TikTok is told which kind (one must be chosen). Branded content that only the
    // author sees is refused beside the disclosure.
    const promotes = page.getByRole("checkbox", { name: "This video promotes a product (your own brand or a paid partnership)" });
    await expect(promotes).not.toBeChecked();
    await promotes.check();
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByText("Choose Your brand or Branded content.")).toBeVisible();
    await page.getByRole("radio", { name: /^Branded content/ }).check();
    await page.getByLabel("Who can see it").selectOption({ label: "Only me" });
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByText("TikTok does not allow branded content to be private")).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Branded content/ })).toBeChecked();
    await expect(page.getByLabel("Caption and hashtags")).toHaveValue(later);
    if (tag === "js") await screens(page, "post-disclosure");
    await page.getByLabel("Who can see it").selectOption({ label: "Everyone" });
    await page.getByRole("radio", { name: /^Your brand/ }).check();
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(toast(page, "Scheduled for 2 accounts.")).toBeVisible();
    const scheduled = posts.locator('[data-state="scheduled"]');
    await expect(scheduled).toHaveCount(2);
    await expect(scheduled.first()).toContainText(/Scheduled for .*9:30.*(CET|GMT\+1)/);
    await scheduled.filter({ hasText: "on YouTube" }).getByRole("button", { name: "Cancel this post" }).click();
    await expect(toast(page, "The scheduled post is cancelled.")).toBeVisible();
    await expect(posts.locator('[data-state="scheduled"]')).toHaveCount(1);

    await socialJobsDueNow(account.email);
    await reloadUntil(page, async () => {
      await expect(posts.locator('[data-state="published"]')).toHaveCount(4, { timeout: 1_000 });
    });
    const tiktok = await platformState("tiktok");
    expect(tiktok.posts.filter((post) => post.caption === later && post.accountId === accountOf(platforms[0]).id)).toHaveLength(1);
    expect(tiktok.postInfos!.filter((info) => info.title === later)).toEqual([
      expect.objectContaining({ privacy_level: "PUBLIC_TO_EVERYONE", brand_organic_toggle: true, brand_content_toggle: false }),
    ]);
    expect((await platformState("youtube")).posts.filter((post) => post.caption === later)).toHaveLength(0);

    // The platforms count views; their figures are fetched on the stats schedule, brought to now.
    for (const [index, platform] of platforms.entries()) {
      for (const post of (await platformState(platform.id)).posts.filter((post) => post.accountId === accountOf(platform).id)) {
        await control(platform.id, "stats", { postId: post.postId, views: 100 * (index + 1), likes: 10, comments: 2, shares: 1 });
      }
    }
    await socialJobsDueNow(account.email);
    await page.goto(`/videos?id=${video.id}&shared=${video.id}`);
    const figures = page.getByRole("table").filter({ hasText: "Instagram" });
    await reloadUntil(page, async () => {
      await expect(figures.getByRole("row", { name: /^TikTok/ })).toContainText("200", { timeout: 1_000 });
    });
    await expect(figures.getByRole("row", { name: /^YouTube/ })).toContainText("200");
    await expect(figures.getByRole("row", { name: /^Instagram/ })).toContainText("300");

    // Disconnecting asks first, then the account is gone.
    await page.goto("/account-user/connections");
    const tiktokRegion = page.getByRole("region", { name: "TikTok" });
    await tiktokRegion
      .getByRole("button", { name: "Disconnect" })
      .or(tiktokRegion.getByRole("link", { name: "Disconnect" }))
      .click();
    const confirmation = page.getByRole("dialog").or(page.getByRole("region", { name: `Disconnect ${accountOf(platforms[0]).name}?` }));
    await confirmation.getByRole("button", { name: "Disconnect" }).click();
    await expect(toast(page, `${accountOf(platforms[0]).name} is disconnected.`)).toBeVisible();
    await expect(page.getByRole("region", { name: "TikTok" })).toContainText("Not connected");
  });

  test("a refused consent and a stale callback say so on the accounts screen", async ({ page }) => {
    await signedInAccount(page, { name: "Jean Vigo", dataDir: process.env.E2E_LIPSYNC_DATA_DIR });
    await page.goto("/account-user/connections/youtube/callback?error=access_denied&state=whatever");
    await expect(page.getByRole("heading", { name: "Social accounts", level: 1 })).toBeVisible();
    await expect(toast(page, "YouTube was not connected: the permission was not given there.")).toBeVisible();
    await page.goto("/account-user/connections/tiktok/callback?code=abc&state=not-a-state-we-made-0123");
    await expect(page.getByRole("heading", { name: "Social accounts", level: 1 })).toBeVisible();
    await expect(toast(page, "This connection attempt has expired or was already used.")).toBeVisible();
    await expect(page.getByRole("region", { name: "TikTok" })).toContainText("Not connected");
  });
});

test("without platform keys the accounts screen says how an operator turns posting on", async ({ page }) => {
  await signedInAccount(page, { name: "Dziga Vertov" });
  await page.goto("/account-user/connections");
  await expect(page.getByRole("heading", { name: "Posting to social platforms is off on this server" })).toBeVisible();
  for (const variable of ["TIKTOK_CLIENT_KEY", "YOUTUBE_CLIENT_ID", "INSTAGRAM_APP_ID", "SOCIAL_TOKEN_KEY"])
    await expect(page.getByText(variable, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Connect/ })).toHaveCount(0);
});
