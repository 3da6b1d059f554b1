import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { apiCaller } from "./rendered-video";
import { exactPath, expect, signedInAccount, test, toast } from "./support";

const bottlePhoto = readFileSync(path.join(import.meta.dirname, "fixtures/shop/trail-bottle-front.jpg"));
const notAPicture = Buffer.from("Shopping list: milk, eggs, bread.\nThis is a text file wearing a .png name.\n");
const refusal = "This file is not an image or a video we can read. Upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, MOV, WebM, MKV or AVI video.";

/** Delete is a button opening a dialog with JavaScript, and a link to a confirmation in the card without it. */
const deleteControl = (page: Page, name: string) => page.getByRole("button", { name: `Delete ${name}` }).or(page.getByRole("link", { name: `Delete ${name}` }));

const uploadSection = (page: Page) => page.getByRole("region", { name: "Upload an image or clip" });
const mediaCards = (page: Page) => page.locator("article[data-media-kind]");

/** Nothing sticks out sideways on a phone or a desktop (a horizontal scroll bar). */
async function expectFitsPhoneAndDesktop(page: Page) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${page.url()} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
}

/** Chooses a file and presses Upload; with JavaScript the page stays (no reload) and shows the finished bar. */
async function upload(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  { description = "", javaScriptEnabled }: { description?: string; javaScriptEnabled: boolean },
) {
  const section = uploadSection(page);
  // React has hydrated the form once it has put its props on the element: only then does it send with progress.
  if (javaScriptEnabled) await page.waitForFunction(() => Object.keys(document.querySelector("#upload form") ?? {}).some((key) => key.startsWith("__reactProps$")));
  await section.getByLabel("Image or clip").setInputFiles(file);
  await section.getByLabel("Description (optional)").fill(description);
  if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
  await section.getByRole("button", { name: "Upload", exact: true }).click();
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => "stillThisDocument" in window), "the upload reloaded the page").toBe(true);
}

/**
 * /add-material, with JavaScript and without: the empty library, an image uploaded (with a progress bar
 * with JavaScript) and listed with its facts and thumbnail, a text file named .png refused with the API's message, the
 * kind filter, and a delete with its confirmation back to the empty state.
 */
test("images are uploaded, listed, refused when they are not images, and deleted", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(60_000);
  await signedInAccount(page, { name: "Katherine Johnson" });

  // Reached from the products screen.
  await page.goto("/product-folder");
  await page.getByRole("link", { name: "Images and clips" }).click();
  await expect(page).toHaveURL(/\/add-material$/);
  await expect(page.getByRole("heading", { level: 1, name: "Images and clips" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Your uploads" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "No images or clips yet" })).toBeVisible();
  await expect(page.getByText("0 files")).toBeVisible();
  await expect(page.getByRole("meter", { name: "Files" })).toHaveAttribute("aria-valuetext", "0 of 500");
  await expect(page.getByRole("meter", { name: "Space" })).toHaveAttribute("aria-valuetext", "0 B of 5 GB");
  await expect(page.getByRole("link", { name: "Upload a file" })).toHaveAttribute("href", "/add-material#upload");
  await expectFitsPhoneAndDesktop(page);

  await upload(page, { name: "bottle.jpg", mimeType: "image/jpeg", buffer: bottlePhoto }, { description: "Bottle on a mossy rock", javaScriptEnabled });
  if (javaScriptEnabled) {
    await expect(uploadSection(page).getByRole("progressbar", { name: "Upload complete: bottle.jpg" })).toHaveAttribute("aria-valuenow", "100");
  } else {
    await expect(page).toHaveURL(/\/add-material#media-[\w-]+$/);
  }
  await expect(toast(page, "“bottle.jpg” has been uploaded.")).toBeVisible();
  const card = page.getByRole("article", { name: "bottle.jpg" });
  await expect(card).toBeVisible();
  if (javaScriptEnabled) await expectSameDocument(page);
  await expect(card.getByText("Bottle on a mossy rock")).toBeVisible();
  await expect(card.getByText("Image", { exact: true })).toBeVisible();
  await expect(card.getByText("×")).toBeVisible();
  await expect.poll(() => card.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("1 file", { exact: true })).toBeVisible();
  await expect(page.getByRole("meter", { name: "Files" })).toHaveAttribute("aria-valuetext", "1 of 500");
  await expectFitsPhoneAndDesktop(page);

  // Judged by its bytes, not its name: the API's own words come back beside the form.
  await upload(page, { name: "notes.png", mimeType: "image/png", buffer: notAPicture }, { javaScriptEnabled });
  await expect(uploadSection(page).getByText(refusal)).toBeVisible();
  if (javaScriptEnabled) await expectSameDocument(page);
  await expect(mediaCards(page)).toHaveCount(1);

  // The filter: no clips, then everything again.
  await page.getByRole("link", { name: "Clips", exact: true }).click();
  await expect(page).toHaveURL(/\/add-material\?kind=clip$/);
  await expect(page.getByRole("heading", { name: "You have no clips yet." })).toBeVisible();
  await page.getByRole("link", { name: "Show all files" }).click();
  await expect(card).toBeVisible();

  await deleteControl(page, "bottle.jpg").click();
  await expect(page.getByText("“bottle.jpg” will be removed from your library")).toBeVisible();
  await page.getByRole("button", { name: "Delete file" }).click();
  await expect(toast(page, "The file has been deleted.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No images or clips yet" })).toBeVisible();
  await expect(page.getByRole("meter", { name: "Files" })).toHaveAttribute("aria-valuetext", "0 of 500");
});

/**
 * Opened from the video editor for a scene: the banner says which, every item (uploads and the built-in moving
 * backgrounds) leads back to the editor with its choice, and the scene is kept across tabs and uploads. An address
 * with a bad video id or scene number is an ordinary visit.
 */
test("choosing a scene's media from uploads and the moving backgrounds", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(60_000);
  await signedInAccount(page, { name: "Dorothy Vaughan" });
  const videoId = "video-123";

  await page.goto(`/add-material?video=${videoId}&scene=2`);
  const banner = page.getByRole("region", { name: "Choosing media for scene 2" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "Back to the video" })).toHaveAttribute("href", `/video-edit?id=${videoId}#scene-2`);

  await upload(page, { name: "bottle.jpg", mimeType: "image/jpeg", buffer: bottlePhoto }, { javaScriptEnabled });
  await expect(toast(page, "“bottle.jpg” has been uploaded.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/add-material\\?video=${videoId}&scene=2(#media-[\\w-]+)?$`));
  const card = page.getByRole("article", { name: "bottle.jpg" });
  const itemId = (await card.locator("xpath=..").getAttribute("id"))!.replace(/^media-/, "");
  expect(itemId).toMatch(/^[\w-]{1,64}$/);
  const useUpload = new URL((await card.getByRole("link", { name: "Use in scene 2" }).getAttribute("href"))!, "http://x");
  expect(useUpload.pathname).toBe("/video-edit");
  expect(Object.fromEntries(useUpload.searchParams)).toEqual({ id: videoId, scene: "2", media: `image:${itemId}` });

  // The tabs are links, reached and followed with the keyboard, and keep the scene. The page the upload led to loads
  // fully first: on a loaded machine an Enter pressed earlier once did not follow the link, without JavaScript.
  await page.waitForLoadState("load");
  await page.getByRole("link", { name: "Moving backgrounds" }).focus();
  await expect(page.getByRole("link", { name: "Moving backgrounds" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/add-material\\?video=${videoId}&scene=2&tab=broll$`));
  await expect(page.getByRole("link", { name: "Moving backgrounds" })).toHaveAttribute("aria-current", "page");
  await expect(banner).toBeVisible();
  const backgrounds = page.getByRole("article");
  await expect(backgrounds).toHaveCount(4);
  for (const name of ["Gradient sweep", "Light leaks", "Bokeh", "Grid pulse"]) await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  await expect(page.getByText("Out-of-focus circles of light rising slowly.")).toBeVisible();
  const useBokeh = new URL((await page.getByRole("link", { name: "Use in scene 2 Bokeh" }).getAttribute("href"))!, "http://x");
  expect(Object.fromEntries(useBokeh.searchParams)).toEqual({ id: videoId, scene: "2", media: "broll:bokeh" });
  await expect(page.getByRole("region", { name: "Upload an image or clip" })).toHaveCount(0);
  await expectFitsPhoneAndDesktop(page);

  await page.getByRole("link", { name: "Your uploads" }).click();
  await expect(page).toHaveURL(new RegExp(`/add-material\\?video=${videoId}&scene=2$`));
  await expect(card).toBeVisible();

  // Not a video id, or a scene out of range: no banner and no links into the editor.
  for (const query of ["video=bad%20id&scene=2", `video=${videoId}&scene=21`, `video=${videoId}&scene=zero`]) {
    await page.goto(`/add-material?${query}`);
    await expect(card).toBeVisible();
    await expect(page.getByRole("region", { name: /Choosing media for scene/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Use in scene/ })).toHaveCount(0);
  }
  await page.goto("/add-material?tab=broll&video=bad%20id&scene=2");
  await expect(page.getByRole("heading", { name: "Bokeh", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Use in scene/ })).toHaveCount(0);
});

/** The one search box: its words in the address (?q=), so it works without JavaScript too. */
async function search(page: Page, words: string) {
  const box = page.getByRole("search", { name: "Search your media" });
  await box.getByLabel("Search uploads, backgrounds and stock").fill(words);
  await box.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/add-material\\?q=${encodeURIComponent(words)}$`));
}

/**
 * Issue 23: one search over the uploads and the moving backgrounds, results by source, and an upload attached to a
 * product from its card, which then shows it among the product's images.
 */
test("a search finds an upload and a moving background by name; an attached upload shows on its product's page", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(60_000);
  const account = await signedInAccount(page, { name: "Dorothea Lange" });
  const call = await apiCaller(page.request, account);
  const product = await call<{ id: string }>("POST", "generate-info", { name: "Harbor Lantern", features: ["Warm light for six hours"] });
  const lamp = await call<{ id: string }>("POST", "generate-info", { name: "Old Lamp", features: ["Brass"] });

  await page.goto("/add-material");
  await upload(page, { name: "lantern-on-pier.jpg", mimeType: "image/jpeg", buffer: bottlePhoto }, { javaScriptEnabled });
  await expect(toast(page, "“lantern-on-pier.jpg” has been uploaded.")).toBeVisible();

  await search(page, "pier");
  await expect(page.getByRole("heading", { level: 2, name: "Search results" })).toBeVisible();
  const uploads = page.getByRole("region", { name: "Your uploads" });
  const backgrounds = page.getByRole("region", { name: "Moving backgrounds" });
  await expect(uploads.getByRole("article", { name: "lantern-on-pier.jpg" })).toBeVisible();
  await expect(uploads.getByText("1 found")).toBeVisible();
  await expect(backgrounds.getByText("No moving background matches these words.")).toBeVisible();

  await search(page, "bokeh");
  await expect(backgrounds.getByRole("article", { name: "Bokeh" })).toBeVisible();
  await expect(backgrounds.getByRole("article")).toHaveCount(1);
  await expect(uploads.getByText("None of your uploads match these words.")).toBeVisible();
  await expectFitsPhoneAndDesktop(page);

  // Attached from its card in the uploads: the card names the product, which lists it among its images.
  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL(exactPath("/add-material"));
  const card = page.getByRole("article", { name: "lantern-on-pier.jpg" });
  // A product deleted elsewhere after the page was shown: the API's refusal is said beside the form.
  await call("DELETE", "products", { ids: [lamp.id] });
  await card.getByLabel("Attach to a product").selectOption({ label: "Old Lamp" });
  await card.getByRole("button", { name: "Attach lantern-on-pier.jpg" }).click();
  await expect(card.getByText("This product does not exist or has been deleted.")).toBeVisible();
  await card.getByLabel("Attach to a product").selectOption({ label: "Harbor Lantern" });
  await card.getByRole("button", { name: "Attach lantern-on-pier.jpg" }).click();
  await expect(toast(page, "Attached to “Harbor Lantern”.")).toBeVisible();
  await expect(card.getByText("For: Harbor Lantern")).toBeVisible();
  // Already that product's, and the other one is gone: nothing is left to offer.
  await expect(card.getByLabel("Attach to a product")).toHaveCount(0);

  await card.getByRole("link", { name: "Harbor Lantern" }).click();
  await expect(page).toHaveURL(exactPath(`/product?id=${product.id}`));
  const media = page.getByRole("region", { name: "Images and clips" });
  await expect(media.getByRole("img", { name: "Image 1" })).toBeVisible();
  await expect(media.getByText("This product has no images or clips yet.")).toHaveCount(0);
});

test("a signed-out visitor is sent to sign in and back to the same scene", async ({ page }) => {
  await page.goto("/add-material?video=video-1&scene=3&tab=broll");
  await expect(page).toHaveURL(/\/account\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get("redirect")).toBe("/add-material?video=video-1&scene=3&tab=broll");
});
