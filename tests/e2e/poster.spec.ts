import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { startFixtureShop, type FixtureShop } from "./create-video-fixtures";
import { apiCaller } from "./rendered-video";
import { expect, signedInAccount, test, toast } from "./support";

let shop: FixtureShop;
test.beforeAll(async () => {
  shop = await startFixtureShop();
});
test.afterAll(async () => {
  await shop.close();
});

/** Clicks a download link or button and returns the file as the browser saved it. */
async function downloaded(page: Page, control: Locator): Promise<Buffer> {
  const downloading: Promise<Download> = page.waitForEvent("download");
  await control.click();
  return readFile((await (await downloading).path())!);
}

/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** The offer step of a new poster: the first template of a product already made. */
async function openOfferStep(page: Page, productId: string) {
  await page.goto(`/create-promotion-poster?product=${productId}`);
  await page.getByRole("region", { name: "Template" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/template=/);
  await expect(page.getByRole("form", { name: "The offer" })).toBeVisible();
}

/**
 * The poster journey, with JavaScript and without: a poster made from a shop link with an offer and a QR code, its
 * A4 PDF and story PNG downloaded, and found again on the product's page.
 */
test("from a shop link to a poster with an offer, its PDF and PNG, and on the product's page", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  await signedInAccount(page, { name: "Paula Scher" });

  // Offered on the home page, beside the first video.
  await page.getByRole("main").getByRole("link", { name: "Make a poster" }).click();
  await expect(page).toHaveURL(/\/create-promotion-poster$/);

  // Step 1: the product from its link.
  await page.getByLabel("Product page link").fill(shop.productUrl);
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page).toHaveURL(/\/create-promotion-poster\?product=[\w-]+$/, { timeout: 20_000 });
  const productId = new URL(page.url()).searchParams.get("product")!;

  // Step 2: the templates with their samples, drawn in A4 for a start.
  const templates = page.getByRole("region", { name: "Template" });
  const sample = templates.locator("img").first();
  await expect(sample).toHaveAttribute("src", /^\/resources\/poster-preview\?src=poster%2Ftemplate-sample%2F/);
  expect((await page.request.get((await sample.getAttribute("src"))!)).headers()["content-type"]).toBe("image/png");
  await templates.getByRole("link").first().click();
  await expect(page).toHaveURL(/template=/);

  // Step 3: the offer. The QR code starts as the product's link; a headline idea fills the headline and sub-line.
  const offer = page.getByRole("form", { name: "The offer" });
  await expect(offer.getByLabel("QR code link")).toHaveValue(shop.productUrl);
  const ideas = offer.getByRole("group", { name: "Headline ideas" }).getByRole("button");
  await expect(ideas).toHaveCount(3);
  const idea = ideas.nth(1);
  const ideaHeadline = (await idea.locator("span").first().textContent())!;
  const ideaSubline = (await idea.locator("span").nth(1).textContent())!;
  await idea.click();
  await expect(page.getByRole("form", { name: "The offer" }).getByLabel("Headline", { exact: true })).toHaveValue(ideaHeadline);
  await expect(page.getByRole("form", { name: "The offer" }).getByLabel(/^Sub-line/)).toHaveValue(ideaSubline);

  const form = page.getByRole("form", { name: "The offer" });
  await form.getByLabel(/^Price/).fill("$19");
  await form.getByLabel(/^Old price/).fill("$29");
  await form.getByLabel(/^Discount badge/).fill("-35%");
  await form.getByLabel(/^Coupon code/).fill("TRAIL35");
  await form.getByLabel(/^Starts on/).fill("2026-12-01");
  await form.getByLabel(/^Ends on/).fill("2026-12-14");
  await form.getByLabel(/^Call to action/).fill("Shop now");

  // The preview is drawn by the server from the draft: as the user types with JavaScript, on "Update preview" without.
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Update preview" }).click();
  const preview = page.getByRole("img", { name: "Preview of the poster" });
  await expect(preview).toHaveAttribute("src", /coupon=TRAIL35/);
  const drawn = await page.request.get((await preview.getAttribute("src"))!);
  expect(drawn.headers()["content-type"]).toBe("image/png");

  await page.getByRole("button", { name: "Save poster" }).click();
  await expect(page).toHaveURL(/\/create-promotion-poster\?poster=[\w-]+&saved=1$/);
  await expect(toast(page, "The poster is saved.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your poster is ready" })).toBeVisible();
  const posterId = new URL(page.url()).searchParams.get("poster")!;

  // The A4 PDF: a PDF of one A4 page with the headline as text; the story PNG at its exact pixels.
  const pdf = await downloaded(page, page.getByRole("button", { name: "A4 PDF" }));
  expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");
  const document = await PDFDocument.load(pdf);
  const { width, height } = document.getPage(0).getSize();
  expect(width).toBeCloseTo(595.28, 0);
  expect(height).toBeCloseTo(841.89, 0);
  const story = await downloaded(page, page.getByRole("link", { name: "Story PNG" }));
  expect(story.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(pngSize(story)).toEqual({ width: 1080, height: 1920 });

  // Found again on the product's page, with its way back to the editor.
  await page.getByRole("link", { name: "Go to the product" }).click();
  await expect(page).toHaveURL(new RegExp(`/product\\?id=${productId}#posters$`));
  const card = page.locator(`article[data-poster-id="${posterId}"]`);
  await expect(card.getByRole("heading", { name: ideaHeadline })).toBeVisible();
  await card.getByRole("link", { name: new RegExp(`^Edit`) }).click();
  await expect(page).toHaveURL(new RegExp(`/create-promotion-poster\\?poster=${posterId}$`));
  await expect(page.getByRole("form", { name: "The offer" }).getByLabel(/^Coupon code/)).toHaveValue("TRAIL35");
});

test("an end date before the start is refused next to it, with what was typed kept", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await signedInAccount(page, { name: "Milton Glaser" });
  const call = await apiCaller(page.request, account);
  const product = await call<{ id: string }>("POST", "generate-info", { name: "Harbor Lantern", features: ["Warm light for six hours"] });
  await openOfferStep(page, product.id);

  const form = page.getByRole("form", { name: "The offer" });
  await form.getByLabel(/^Coupon code/).fill("LANTERN10");
  await form.getByLabel(/^Starts on/).fill("2026-12-14");
  await form.getByLabel(/^Ends on/).fill("2026-12-01");
  await page.getByRole("button", { name: "Save poster" }).click();

  const endsOn = page.getByRole("form", { name: "The offer" }).getByLabel(/^Ends on/);
  await expect(page.getByRole("form", { name: "The offer" }).getByText("The end date is before the start date.")).toBeVisible();
  await expect(endsOn).toHaveAttribute("aria-invalid", "true");
  await expect(endsOn).toHaveValue("2026-12-01");
  await expect(page.getByRole("form", { name: "The offer" }).getByLabel(/^Starts on/)).toHaveValue("2026-12-14");
  await expect(page.getByRole("form", { name: "The offer" }).getByLabel(/^Coupon code/)).toHaveValue("LANTERN10");

  // Within the headline's 80 characters, but too wide for the template's headline at any size: the API's refusal, by its field.
  const wideWords = Array.from({ length: 7 }, () => "Wwwwwwwwww").join(" ");
  const headline = page.getByRole("form", { name: "The offer" }).getByLabel("Headline", { exact: true });
  await endsOn.fill("2026-12-24");
  await headline.fill(wideWords);
  // The page reloads its data after a refused save (fresh headline ideas): what is typed meanwhile stays typed.
  await page.waitForLoadState("networkidle");
  await expect(headline).toHaveValue(wideWords);
  await expect(endsOn).toHaveValue("2026-12-24");
  await page.getByRole("button", { name: "Save poster" }).click();
  await expect(headline).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await headline.getAttribute("aria-describedby")}`)).toContainText(/headline/i);
  await expect(headline).toHaveValue(wideWords);
  await expect(page.getByRole("form", { name: "The offer" }).getByLabel(/^Ends on/)).toHaveValue("2026-12-24");
  expect((await call<{ total: number }>("GET", `poster/list?product_id=${product.id}`)).total).toBe(0);
});

test("a poster is duplicated, then deleted after a confirmation, on the product's page and in the library", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await signedInAccount(page, { name: "Saul Bass" });
  const call = await apiCaller(page.request, account);
  const product = await call<{ id: string }>("POST", "generate-info", { name: "Harbor Lantern", features: ["Warm light for six hours"] });
  const { items: templates } = await call<{ items: { id: string }[] }>("GET", "poster/templates?size=square");
  const offer = {
    headline: "Lanterns for long nights",
    subline: null,
    price: "$24",
    old_price: null,
    badge: null,
    coupon: null,
    starts_on: null,
    ends_on: null,
    cta: null,
    qr_url: null,
  };
  await call("POST", "poster/create", { product_id: product.id, template_id: templates[0]!.id, size: "square", offer });

  await page.goto(`/product?id=${product.id}`);
  const posters = page.getByRole("region", { name: "Posters" });
  await expect(posters.locator("article[data-poster-id]")).toHaveCount(1);
  await posters.getByRole("button", { name: /^Duplicate/ }).click();
  await expect(toast(page, "The poster was duplicated.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Posters" }).locator("article[data-poster-id]")).toHaveCount(2);

  // The library's Posters view lists both.
  await page.goto("/videos");
  await page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: "Posters" }).click();
  await expect(page).toHaveURL(/\/videos\?view=posters$/);
  await expect(page.locator("article[data-poster-id]")).toHaveCount(2);
  await expect(page.getByText("2 posters")).toBeVisible();

  // Delete asks first: a dialog with JavaScript, the card's own confirmation without.
  const first = page.locator("article[data-poster-id]").first();
  await first
    .getByRole("button", { name: /^Delete/ })
    .or(first.getByRole("link", { name: /^Delete/ }))
    .click();
  const confirmation = page.getByRole("dialog").or(page.getByRole("region", { name: "Delete this poster?" }));
  await expect(confirmation).toContainText("Lanterns for long nights");
  await confirmation.getByRole("button", { name: "Delete poster" }).click();
  await expect(toast(page, "The poster has been deleted.")).toBeVisible();
  await expect(page.locator("article[data-poster-id]")).toHaveCount(1);

  await page.goto(`/product?id=${product.id}`);
  await expect(page.getByRole("region", { name: "Posters" }).locator("article[data-poster-id]")).toHaveCount(1);
});

test("with the month's posters used, saving opens the upgrade dialog over the draft", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await signedInAccount(page, { name: "Massimo Vignelli" });
  const call = await apiCaller(page.request, account);
  const product = await call<{ id: string }>("POST", "generate-info", { name: "Harbor Lantern", features: ["Warm light for six hours"] });
  const { items: templates } = await call<{ items: { id: string }[] }>("GET", "poster/templates?size=square");
  const offer = {
    headline: "Lanterns for long nights",
    subline: null,
    price: null,
    old_price: null,
    badge: null,
    coupon: null,
    starts_on: null,
    ends_on: null,
    cta: null,
    qr_url: null,
  };
  // The free plan's ten posters of the month, made through the API.
  for (let made = 0; made < 10; made++) await call("POST", "poster/create", { product_id: product.id, template_id: templates[0]!.id, size: "square", offer });

  await openOfferStep(page, product.id);
  await page
    .getByRole("form", { name: "The offer" })
    .getByLabel(/^Coupon code/)
    .fill("LAST10");
  await page.getByRole("button", { name: "Save poster" }).click();
  await expect(page).toHaveURL(/upgrade=1/);
  await expect(page.getByRole("dialog", { name: "Upgrade your plan" })).toBeVisible();
  await expect(toast(page, "Your plan limit reached.")).toBeVisible();
  await expect(page.getByRole("form", { name: "The offer" }).getByLabel(/^Coupon code/)).toHaveValue("LAST10");
});
