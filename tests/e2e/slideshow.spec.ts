import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Download, Locator, Page } from "@playwright/test";
import { startFixtureShop, type FixtureShop } from "./create-video-fixtures";
import { apiCaller } from "./rendered-video";
import { expect, signedInAccount, test, toast, visit } from "./support";

let shop: FixtureShop;
test.beforeAll(async () => {
  shop = await startFixtureShop();
});
test.afterAll(async () => {
  await shop.close();
});

/** The slides' ids in the order the editor shows them. */
const slideOrder = (page: Page) => page.locator("article[data-slide-id]").evaluateAll((slides) => slides.map((slide) => slide.getAttribute("data-slide-id")));

/** Clicks a download link and returns the file's first bytes, as the browser saved it. */
async function downloadedBytes(page: Page, link: Locator): Promise<Buffer> {
  const downloading: Promise<Download> = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  return readFile((await download.path())!);
}

/**
 * The slideshow journey, with JavaScript and without: a slideshow made from a shop link, followed while it is drawn,
 * a text edited, a slide moved and the move undone, the ZIP and the PDF downloaded, and a video made of it.
 */
test("from a shop link to an edited slideshow, its files and a video", async ({ page }) => {
  test.setTimeout(180_000);
  await signedInAccount(page, { name: "Hedy Lamarr" });

  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Slideshows" }).click();
  await expect(page).toHaveURL(/\/slideshow$/);
  await expect(page.getByRole("heading", { name: "No slideshows yet" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Create slideshow" }).last().click();
  await expect(page).toHaveURL(/\/create-slideshow$/);

  // Step 1: the product from its link.
  await page.getByLabel("Product page link").fill(shop.productUrl);
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page).toHaveURL(/\/create-slideshow\?product=[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByText("Trail Bottle 750 ml", { exact: true })).toBeVisible();

  // Step 2: a square format (its size is shown), the first template.
  await page.getByRole("link", { name: /^Square/ }).click();
  await expect(page).toHaveURL(/format=square/);
  await expect(page.getByRole("link", { name: /^Square/ })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("link", { name: /^Square/ })).toContainText("1080 × 1080");
  await expect(page.getByRole("radio").first()).toBeChecked();
  await page.getByRole("button", { name: "Create slideshow" }).click();
  await expect(page).toHaveURL(/\/slideshow-edit\?id=[\w-]+$/);
  const slideshowId = new URL(page.url()).searchParams.get("id")!;

  // Drawn in the background; the page follows by itself (a revalidation with JavaScript, a meta refresh without).
  await expect(page.getByRole("heading", { name: /^Slide 1 of \d+/ })).toBeVisible({ timeout: 60_000 });
  const firstPicture = page.locator("article[data-slide-id]").first().locator("img").first();
  await expect(firstPicture).toHaveAttribute("src", new RegExp(`^/resources/media/slide/${slideshowId}/`));
  expect((await page.request.get((await firstPicture.getAttribute("src"))!)).headers()["content-type"]).toBe("image/png");
  await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();

  // A text of the first slide.
  const texts = page.getByRole("form", { name: "Texts of slide 1" });
  await texts.getByLabel("Headline").fill("Cold all day long");
  await texts.getByRole("button", { name: /Save texts/ }).click();
  await expect(toast(page, "The slide's texts are saved.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Texts of slide 1" }).getByLabel("Headline")).toHaveValue("Cold all day long");

  // The second slide moves up; undo puts it back, and the text stays.
  const before = await slideOrder(page);
  expect(before.length).toBeGreaterThanOrEqual(3);
  await page.getByRole("button", { name: "Move slide 2 up" }).click();
  await expect(toast(page, "The slide has moved.")).toBeVisible();
  await expect.poll(() => slideOrder(page)).toEqual([before[1], before[0], ...before.slice(2)]);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "The last edit was undone.")).toBeVisible();
  await expect.poll(() => slideOrder(page)).toEqual(before);
  await expect(page.getByRole("form", { name: "Texts of slide 1" }).getByLabel("Headline")).toHaveValue("Cold all day long");
  await expect(page.getByRole("button", { name: "Redo" })).toBeEnabled();

  // A new image for the first slide, uploaded from the device (a multipart post), then the second slide's image chosen from the list.
  const firstSlide = page.locator("article[data-slide-id]").first();
  const firstSrc = await firstSlide.locator("img").first().getAttribute("src");
  await firstSlide.getByText("Replace the image").click();
  await firstSlide.getByLabel("Or upload one (JPEG, PNG or WebP)").setInputFiles(path.join(import.meta.dirname, "fixtures", "shop", "trail-bottle-side.jpg"));
  await firstSlide.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, "The image is uploaded and on the slide.")).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("article[data-slide-id]").first().locator("img").first()).not.toHaveAttribute("src", firstSrc!);
  const secondSlide = page.locator("article[data-slide-id]").nth(1);
  await secondSlide.getByText("Replace the image").click();
  await secondSlide.getByRole("radio", { name: "No image" }).check();
  await secondSlide.getByRole("button", { name: "Use this image" }).click();
  await expect(toast(page, "The slide's image has changed.")).toBeVisible();
  await page.locator("article[data-slide-id]").nth(1).getByText("Replace the image").click();
  await expect(page.locator("article[data-slide-id]").nth(1).getByRole("radio", { name: "No image" })).toBeChecked();

  // The whole slideshow as a ZIP of its slides and as a PDF.
  const downloads = page.getByRole("list", { name: "Downloads" });
  expect((await downloadedBytes(page, downloads.getByRole("link", { name: "Download ZIP" }))).subarray(0, 2).toString("latin1")).toBe("PK");
  expect((await downloadedBytes(page, downloads.getByRole("link", { name: "Download PDF" }))).subarray(0, 4).toString("latin1")).toBe("%PDF");

  // The last slide deleted, after a confirmation: a dialog with JavaScript, the slide's own confirmation without.
  const count = await page.locator("article[data-slide-id]").count();
  const last = page.locator("article[data-slide-id]").last();
  await last
    .getByRole("button", { name: /^Delete slide/ })
    .or(last.getByRole("link", { name: /^Delete slide/ }))
    .click();
  const confirmation = page.getByRole("dialog").or(page.getByRole("region", { name: `Delete slide ${count}?` }));
  await confirmation.getByRole("button", { name: "Delete slide", exact: true }).click();
  await expect(toast(page, "The slide has been deleted.")).toBeVisible();
  await expect(page.locator("article[data-slide-id]")).toHaveCount(count - 1);

  // A video of the slides, followed on its progress page and found in the library.
  await page.getByRole("button", { name: "Turn into video" }).click();
  await expect(page).toHaveURL(/\/create-video\/progress\?id=[\w-]+$/);
  const videoId = new URL(page.url()).searchParams.get("id")!;
  // Once rendered it plays in the library like any other video: its player's file is an MP4 the browser can load.
  await expect
    .poll(
      async () => {
        await visit(page, "/videos");
        return page.locator(`article[data-video-id="${videoId}"]`).getByText("Ready", { exact: true }).count();
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(1);
  const player = page.locator(`article[data-video-id="${videoId}"] video`);
  const source = await player.getAttribute("src");
  expect(source).toMatch(new RegExp(`^/resources/media/video/${videoId}/1x1$`));
  const file = await page.request.get(source!);
  expect(file.headers()["content-type"]).toBe("video/mp4");
  expect((await file.body()).length).toBeGreaterThan(1000);

  // The list shows the slideshow, ready, with its files.
  await page.goto("/slideshow");
  const card = page.locator(`article[data-slideshow-id="${slideshowId}"]`);
  await expect(card).toHaveAttribute("data-status", "ready");
  await expect(card.getByRole("link", { name: /Download PDF/ })).toBeVisible();
});

test("a text too long for its place is refused next to it, with what was typed kept", async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAccount(page, { name: "Grace Hopper" });
  await page.goto("/create-slideshow");
  await page.getByLabel("Product page link").fill(shop.productUrl);
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page).toHaveURL(/\/create-slideshow\?product=[\w-]+$/, { timeout: 20_000 });
  // The leaderboard ad is 90 pixels tall: a long headline cannot fit it at any size.
  await page.getByRole("link", { name: /^Leaderboard ad/ }).click();
  await expect(page).toHaveURL(/format=leaderboard/);
  await page.getByRole("button", { name: "Create slideshow" }).click();
  await expect(page.getByRole("heading", { name: /^Slide 1 of \d+/ })).toBeVisible({ timeout: 60_000 });

  // Within the headline's 90 characters, but eight wide words do not fit a 90-pixel strip at any size.
  const wideWords = Array.from({ length: 8 }, () => "Wwwwwwwwww").join(" ");
  const texts = page.getByRole("form", { name: "Texts of slide 1" });
  await texts.getByLabel("Headline").fill(wideWords);
  await texts.getByRole("button", { name: /Save texts/ }).click();
  const headline = page.getByRole("form", { name: "Texts of slide 1" }).getByLabel("Headline");
  await expect(headline).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("form", { name: "Texts of slide 1" }).getByText(/too long/)).toBeVisible();
  await expect(headline).toHaveValue(wideWords);
});

test("with the month's slideshows used, another one opens the upgrade dialog", async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signedInAccount(page, { name: "Mary Jackson" });
  const call = await apiCaller(page.request, account);
  const product = await call<{ id: string }>("POST", "generate-info", { name: "Harbor Lantern", features: ["Warm light for six hours"] });
  const { items: templates } = await call<{ items: { id: string }[] }>("GET", "material/slides-list?format=square");
  // The free plan's five slideshows of the month, made through the API.
  for (let made = 0; made < 5; made++) await call("POST", "slide-show/create", { product_id: product.id, template_id: templates[0]!.id, format: "square" });

  await page.goto("/slideshow");
  await page
    .locator("article[data-slideshow-id]")
    .first()
    .getByRole("button", { name: /^Duplicate/ })
    .click();
  await expect(page).toHaveURL(/\/slideshow\?upgrade=1$/);
  await expect(page.getByRole("dialog", { name: "Upgrade your plan" })).toBeVisible();
  await expect(toast(page, "Your plan limit reached.")).toBeVisible();
  await expect(page.locator("article[data-slideshow-id]")).toHaveCount(5);
});
