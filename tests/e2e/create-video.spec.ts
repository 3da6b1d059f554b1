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

/** The form of one scene on the script step. */
const sceneForm = (page: Page, number: number) => page.getByRole("form", { name: `Scene ${number}`, exact: true });

/**
 * The create-video journey, with JavaScript and without: a product link pasted on the home page, ideas picked (and
 * changed after going back), a scene's on-screen text edited, the video generated and followed until it plays,
 * and the month's quota one video lower.
 */
test("from a shop link on the home page to a finished video that plays", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(240_000);
  await signedInAccount(page, { name: "Grace Hopper" });
  await expect(page.getByText("0 / 3")).toBeVisible();
  await expect(page.getByText("You have no videos yet.")).toBeVisible();

  await page.getByLabel("Product page link").fill(shop.productUrl);
  await page.getByRole("button", { name: "Go", exact: true }).click();
  // Reading the page and its images, then writing the first ideas, takes a few seconds on a busy machine.
  await expect(page).toHaveURL(/\/create-video\?product=[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Pick one or several ideas" })).toBeVisible();
  await expect(page.getByText("Trail Bottle 750 ml", { exact: true })).toBeVisible();

  // Two ideas, short videos: two scripts are written.
  const ideas = page.getByRole("checkbox");
  expect(await ideas.count()).toBeGreaterThanOrEqual(2);
  await ideas.nth(0).check();
  await ideas.nth(1).check();
  await page.getByLabel("15 s").check();
  await page.getByRole("button", { name: "Write the scripts" }).click();
  await expect(page).toHaveURL(/step=script/, { timeout: 20_000 });
  await expect(page.getByText("Script 1 of 2")).toBeVisible();
  await expect(page.getByText("Script 2 of 2")).toBeVisible();

  // Back to the ideas: what was picked is still picked; keep only the first.
  await page.getByRole("navigation", { name: "Steps" }).getByRole("link", { name: "Ideas" }).click();
  await expect(page.getByRole("heading", { name: "Pick one or several ideas" })).toBeVisible();
  await expect(ideas.nth(0)).toBeChecked();
  await expect(ideas.nth(1)).toBeChecked();
  await expect(page.getByLabel("15 s")).toBeChecked();
  await ideas.nth(1).uncheck();
  await page.getByRole("button", { name: "Write the scripts" }).click();
  await expect(page).toHaveURL(/step=script/);
  await expect(page.locator(`section[id^="script-"]`)).toHaveCount(1);
  await expect(page.getByText("Script 1 of 2")).toHaveCount(0);

  // Edit the first scene's on-screen text; the change is stored by the API and survives a reload.
  const firstScene = sceneForm(page, 1);
  await firstScene.getByLabel("On-screen text").fill("Cold for 24 hours");
  await firstScene.getByRole("button", { name: "Save scene" }).click();
  // In place with JavaScript; after the post and its redirect, as a notification, without.
  await expect(page.getByText("Scene 1 saved.")).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(sceneForm(page, 1).getByLabel("On-screen text")).toHaveValue("Cold for 24 hours");

  // Settings: music is a paid feature; the defaults are kept.
  await page.getByRole("link", { name: "Next: settings" }).click();
  await expect(page.getByRole("heading", { name: "How should the videos look and sound?" })).toBeVisible();
  await expect(page.getByTestId("music-locked")).toContainText("Sorry, you are unable to use this feature.");
  await expect(page.getByLabel(/^9:16/)).toBeChecked();
  // A voice is chosen; every sample offered (the API's voice list has them) can be listened to.
  const voices = page.getByRole("group", { name: "Voice" });
  await expect(voices.getByRole("radio").first()).toBeChecked();
  for (const sample of await voices.locator("audio").all()) {
    const sampleResponse = await page.request.get((await sample.getAttribute("src"))!);
    expect(sampleResponse.status()).toBe(200);
    expect(sampleResponse.headers()["content-type"]).toMatch(/^audio\//);
  }
  await page.getByRole("button", { name: "Next: review" }).click();
  await expect(page.getByRole("heading", { name: "Ready to generate" })).toBeVisible();
  await expect(page.getByText("Uses 1 of the 3 videos you have left this month")).toBeVisible();

  const liveEvents = javaScriptEnabled ? page.waitForResponse((response) => response.url().includes("/resources/video-events/")) : null;
  await page.getByRole("button", { name: "Generate the video" }).click();
  await expect(page).toHaveURL(/\/create-video\/progress\?id=[\w-]+$/);
  const videoId = new URL(page.url()).searchParams.get("id")!;
  const card = page.locator("article[data-video-id]");
  await expect(page.getByRole("progressbar")).toBeVisible();
  await expect(card.getByText(/We will e-mail .+ when it is done\.|Your video is ready/)).toBeVisible();
  if (liveEvents) {
    const events = await liveEvents;
    expect(events.status()).toBe(200);
    expect(events.headers()["content-type"]).toMatch(/^text\/event-stream/);
    // Marks this document: if the page reloaded itself instead of following the events, the mark would be gone.
    await page.evaluate(() => Object.assign(window, { followedLive: true }));
  }

  // Live with JavaScript (server-sent events), by reloading itself without.
  await expect(card.getByTestId("video-status")).toHaveText("Your video is ready", { timeout: 180_000 });
  if (javaScriptEnabled) expect(await page.evaluate(() => "followedLive" in window)).toBe(true);
  const finalEvents = await page.request.get(`/resources/video-events/${videoId}`);
  expect(finalEvents.headers()["content-type"]).toMatch(/^text\/event-stream/);
  expect(await finalEvents.text()).toContain(`"status":"ready"`);
  const player = card.locator("video");
  await expect(player).toBeVisible();
  const src = await player.getAttribute("src");
  expect(src).toMatch(/^\/resources\/media\/video\/[\w-]+\/9x16$/);
  if (javaScriptEnabled) {
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const duration = await player.evaluate((video: HTMLVideoElement) => video.duration);
    expect(duration).toBeGreaterThan(14);
    expect(duration).toBeLessThan(17);
  }
  const firstBytes = await page.request.get(src!, { headers: { Range: "bytes=0-99" } });
  expect(firstBytes.status()).toBe(206);
  expect(firstBytes.headers()["content-type"]).toBe("video/mp4");
  expect(firstBytes.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
  expect((await firstBytes.body()).subarray(4, 8).toString("latin1")).toBe("ftyp");
  await expect(card.getByRole("link", { name: /Download 9:16/ })).toBeVisible();

  // Home: one video used, and the video among the recent ones.
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page.getByText("1 / 3")).toBeVisible();
  const recent = page.getByRole("region", { name: "Recent videos" });
  await expect(recent.getByText("Trail Bottle 750 ml ·", { exact: false })).toBeVisible();
  await expect(recent.getByText("Ready", { exact: true })).toBeVisible();
});
