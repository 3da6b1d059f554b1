import { generateAndWatch, phonePortrait, presenterMetadata, scriptFromShop } from "./avatar-support";
import { startFixtureShop, type FixtureShop } from "./create-video-fixtures";
import { expect, signedInAccount, test } from "./support";

/**
 * Issue 21's journeys, with JavaScript and without: a presenter trained from the user's photo speaking a 30 s video
 * in picture-in-picture, and a built-in presenter in full frame. The lip-sync service journey is in
 * avatar-lipsync.spec.ts.
 */

let shop: FixtureShop;
let portrait: Buffer;
test.beforeAll(async () => {
  shop = await startFixtureShop();
  portrait = await phonePortrait();
});
test.afterAll(async () => {
  await shop.close();
});

test("a presenter trained from the user's photo speaks a 30 s video in picture-in-picture", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(420_000);
  const account = await signedInAccount(page, { name: "Dorothea Lange" });

  // The menu's Avatars screen: no avatars of one's own yet, the built-in presenters offered.
  await page.getByRole("navigation").getByRole("link", { name: "Avatars" }).first().click();
  await expect(page).toHaveURL(/\/avatars$/);
  await expect(page.getByText("No avatars of your own yet")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Built-in presenters" })).toBeVisible();
  await page.getByRole("link", { name: "New avatar" }).first().click();
  await expect(page).toHaveURL(/\/create-avatar$/);

  // Consent is asked before the likeness is used: without it the upload is refused next to the statement.
  await page.getByLabel("Photo or clip").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: portrait });
  await page.getByLabel("Name", { exact: true }).fill("Dorothea");
  if (!javaScriptEnabled) {
    await page.getByRole("button", { name: "Start training" }).click();
    await expect(page.getByText("Please confirm the statement to go on")).toBeVisible();
    await page.getByLabel("Photo or clip").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: portrait });
  }
  await page.getByLabel(/^The person shown is me/).check();
  await page.getByRole("button", { name: "Start training" }).click();
  await expect(page).toHaveURL(/\/create-avatar\?avatar=[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Dorothea is ready" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Face found")).toBeVisible();
  await expect(page.getByText("Crop shown in videos")).toBeVisible();
  await expect(page.getByTestId("consent-record")).toContainText(account.email);

  // A 30 s video from the shop page with her in the corner of the product.
  await scriptFromShop(page, shop);
  await page.getByRole("radio", { name: /^Dorothea/ }).check();
  await page.getByRole("radio", { name: /^Picture-in-picture/ }).check();
  const { card, src } = await generateAndWatch(page, javaScriptEnabled);
  await expect(card.getByTestId("video-presenter")).toContainText("Presenter: Dorothea · Animated photo");
  expect(JSON.stringify(await presenterMetadata(page, src))).toContain("AI-generated presenter");

  // Her page lists her, ready, with the consent on record.
  await page.goto("/avatars");
  await expect(page.locator("article", { hasText: "Dorothea" }).getByText("Ready", { exact: true })).toBeVisible();
});

test("a built-in presenter speaks a 30 s video in full frame", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(360_000);
  await signedInAccount(page, { name: "Saul Bass" });
  await scriptFromShop(page, shop);
  await page.getByRole("radio", { name: /^Mei/ }).check();
  await page.getByRole("radio", { name: /^Full frame/ }).check();
  const { card, src } = await generateAndWatch(page, javaScriptEnabled);
  await expect(card.getByTestId("video-presenter")).toContainText("Presenter: Mei · Drawn presenter");
  expect(JSON.stringify(await presenterMetadata(page, src))).toContain("AI-generated presenter");
});
