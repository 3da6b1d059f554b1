/** What the avatar journeys share: the portrait they upload, the create-video steps around the presenter choice, and the file's presenter mark. */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { FixtureShop } from "./create-video-fixtures";
import { expect } from "./support";

/** The public-domain portrait enlarged to a phone photo's size: its face becomes about 315 px wide, over the 300 px asked for. */
export function phonePortrait(): Promise<Buffer> {
  return sharp(path.join(import.meta.dirname, "../../studio/avatar/fixtures/astronaut.png"))
    .resize(1920, 1920)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The presenter mark ffprobe reads from the finished file's metadata. */
export async function presenterMetadata(page: Page, src: string): Promise<Record<string, string>> {
  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  const dir = await mkdtemp(path.join(tmpdir(), "promoreel-e2e-avatar-"));
  try {
    const file = path.join(dir, "video.mp4");
    await writeFile(file, await response.body());
    const { stdout } = await promisify(execFile)("ffprobe", ["-v", "error", "-show_entries", "format_tags", "-of", "json", file]);
    return (JSON.parse(stdout) as { format: { tags?: Record<string, string> } }).format.tags ?? {};
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** From the home page's link box to the settings step of a video with one script. */
export async function scriptFromShop(page: Page, shop: FixtureShop, length: "15 s" | "30 s" = "30 s") {
  await page.goto("/");
  await page.getByLabel("Product page link").fill(shop.productUrl);
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page).toHaveURL(/\/create-video\?product=[\w-]+$/, { timeout: 20_000 });
  await page.getByRole("checkbox").first().check();
  await page.getByLabel(length).check();
  await page.getByRole("button", { name: "Write the scripts" }).click();
  await expect(page).toHaveURL(/step=script/, { timeout: 20_000 });
  await page.getByRole("link", { name: "Next: settings" }).click();
  await expect(page.getByRole("heading", { name: "How should the videos look and sound?" })).toBeVisible();
}

/** Generates from the settings step and waits for the finished video; returns its player's source. */
export async function generateAndWatch(page: Page, javaScriptEnabled: boolean, seconds = 30) {
  await page.getByRole("button", { name: "Next: review" }).click();
  await expect(page.getByRole("heading", { name: "Ready to generate" })).toBeVisible();
  await page.getByRole("button", { name: "Generate the video" }).click();
  await expect(page).toHaveURL(/\/create-video\/progress\?id=[\w-]+$/);
  const card = page.locator("article[data-video-id]");
  await expect(card.getByTestId("video-status")).toHaveText("Your video is ready", { timeout: 300_000 });
  const player = card.locator("video");
  const src = (await player.getAttribute("src"))!;
  if (javaScriptEnabled) {
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const duration = await player.evaluate((video: HTMLVideoElement) => video.duration);
    expect(duration).toBeGreaterThan(seconds - 2);
    expect(duration).toBeLessThan(seconds + 3);
  }
  return { card, src };
}
