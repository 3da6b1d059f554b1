import { startFixtureShop, type FixtureShop } from "./create-video-fixtures";
import { exactPath, expect, expectHome, readCodeFromOutbox, test, toast, uniqueEmail } from "./support";

let shop: FixtureShop;
test.beforeAll(async () => {
  shop = await startFixtureShop();
});
test.afterAll(async () => {
  await shop.close();
});

/**
 * The whole journey in one go, as a new seller takes it, with JavaScript and without, through the screens only:
 * sign up, paste a shop link, pick an idea, edit a scene, generate, watch it being made, play it, favourite and
 * share it, open the link signed out (a view counted), make it square, and delete it after confirming.
 */
test("a new seller, from sign-up to a shared video, a square version and its deletion", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(360_000);
  const email = uniqueEmail("journey");

  await page.goto("/account/register");
  await page.getByLabel("E-mail").fill(email);
  const since = Date.now();
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Code").fill(await readCodeFromOutbox(email, since));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByLabel("Name").fill("Madam C. J. Walker");
  await page.getByLabel("Password", { exact: true }).fill("hair-care-1905");
  await page.getByLabel("Confirm password").fill("hair-care-1905");
  await page.getByLabel("I agree to the terms of service and the privacy policy").check();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expectHome(page, "Madam C. J. Walker");

  // The shop's link, pasted on home; one idea; a 15-second script.
  await page.getByLabel("Product page link").fill(shop.productUrl);
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Pick one or several ideas" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("checkbox").first().check();
  await page.getByLabel("15 s").check();
  await page.getByRole("button", { name: "Write the scripts" }).click();
  await expect(page).toHaveURL(/step=script/, { timeout: 20_000 });

  const firstScene = page.getByRole("form", { name: "Scene 1", exact: true });
  await firstScene.getByLabel("On-screen text").fill("Cold all day");
  await firstScene.getByRole("button", { name: "Save scene" }).click();
  await expect(page.getByText("Scene 1 saved.")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("link", { name: "Next: settings" }).click();
  await page.getByRole("button", { name: "Next: review" }).click();
  await page.getByRole("button", { name: "Generate the video" }).click();

  // Being made: the stage and a progress bar, until it plays.
  await expect(page).toHaveURL(/\/create-video\/progress\?id=[\w-]+$/);
  const videoId = new URL(page.url()).searchParams.get("id")!;
  await expect(page.getByRole("progressbar")).toBeVisible();
  const made = page.locator("article[data-video-id]");
  await expect(made.getByTestId("video-status")).toHaveText("Your video is ready", { timeout: 180_000 });
  const player = made.locator("video");
  await expect(player).toHaveAttribute("src", `/resources/media/video/${videoId}/9x16`);
  if (javaScriptEnabled) {
    await player.evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play();
    });
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  } else {
    const start = await page.request.get(`/resources/media/video/${videoId}/9x16`, { headers: { Range: "bytes=0-99" } });
    expect(start.status()).toBe(206);
  }

  // The library: favourite it and share it.
  await page.getByRole("link", { name: "All videos" }).click();
  await expect(page).toHaveURL(exactPath("/videos"));
  const card = page.locator(`article[data-video-id="${videoId}"]`);
  const favorite = card.getByRole("button", { name: "Favourite" });
  await favorite.click();
  await expect(favorite).toHaveAttribute("aria-pressed", "true");
  await card.getByRole("button", { name: "Share" }).click();
  const link = card.getByLabel("Public link");
  await expect(link).toHaveValue(/\/preview\?s=[\w-]+$/);
  const shareUrl = await link.inputValue();

  // Opened by someone signed out: the video, the product and a view for the owner's figures.
  const visitor = await page.context().browser()!.newContext({ javaScriptEnabled });
  const visit = await visitor.newPage();
  await visit.goto(shareUrl);
  await expect(visit.getByRole("heading", { name: /Trail Bottle 750 ml/ })).toBeVisible();
  await expect(visit.locator("video")).toHaveCount(1);
  await visitor.close();
  await page.goto(`/videos?shared=${videoId}`);
  await expect(card.getByRole("region", { name: "Engagement" }).locator("dd").first()).toHaveText("1");

  // A square version, made while the 9:16 one keeps playing.
  await card.getByLabel("Another size").selectOption("1:1");
  await card.getByRole("button", { name: "Make it" }).click();
  await expect(card.getByText(/Making the 1:1 version…|^Download 1:1$/)).toBeVisible({ timeout: 15_000 });
  await expect(async () => {
    // With JavaScript the page follows by itself; without, the seller reloads it.
    if (!javaScriptEnabled) await page.reload();
    await expect(card.getByRole("link", { name: "Download 1:1" })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000] });

  // Deleted after confirming.
  const deleteButton = card.getByRole(javaScriptEnabled ? "button" : "link", { name: "Delete", exact: true });
  await deleteButton.click();
  const confirmation = javaScriptEnabled ? page.getByRole("dialog", { name: "Delete this video?" }) : card.getByRole("region", { name: "Delete this video?" });
  await confirmation.getByRole("button", { name: "Delete video" }).click();
  await expect(toast(page, "The video has been deleted.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No videos yet" })).toBeVisible();
  // The public link goes with it.
  const gone = await page.request.get(shareUrl);
  expect(gone.status()).toBe(404);
});
