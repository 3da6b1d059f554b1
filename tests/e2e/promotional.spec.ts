import path from "node:path";
import type { Page } from "@playwright/test";
import { setPlan, shopProducts, startFixtureShop, type FixtureShop } from "./create-video-fixtures";
import { createAccount, expect, signIn, test, toast, type Account } from "./support";

let shop: FixtureShop;
test.beforeAll(async () => {
  shop = await startFixtureShop();
});
test.afterAll(async () => {
  await shop.close();
});

/** A Pro account, signed in through the sign-in screen. */
export async function signedInProAccount(page: Page): Promise<Account> {
  const account = await createAccount(page.request, { name: "Grace Hopper" });
  setPlan(account.email, "pro");
  await signIn(page, account);
  return account;
}

/** The offer of the journey: 20 % off for a weekend, with a code. */
export const weekendOffer = { headline: "Weekend sale: 20% off", discount: 20, code: "WEEKEND20", cta: "Shop the sale" };

/** Each shop product's price and its price 20 % off, as the screens write them. */
const offerPrices: Record<string, string> = { "$38.00": "$30.40", "$24.00": "$19.20", "$64.50": "$51.60" };

/**
 * With PROMO_SCREENS_DIR set (docs/screenshots/promotional), each screen at a phone's and a desktop's width, light and
 * dark, is saved there; nothing may stick out sideways. Without it, nothing is taken.
 */
async function screens(page: Page, name: string) {
  const dir = process.env.PROMO_SCREENS_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(dir, `${name}-${width}-${colorScheme}.png`), fullPage: true, animations: "disabled" });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
}

/** A day a week from now (the offer's end), as a date field takes it. */
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * The creation journey through the screens, with or without JavaScript: three products read from three shop pages,
 * all picked, the weekend offer described, a 30-second script checked (each product with both prices), a 9:16 video
 * generated and followed until it is ready on /promotional. Answers the ready video's id, on the list page.
 *
 * The subtitle-editing journey starts from here: `const { id } = await readyPromotionalVideo(page, shop)`.
 */
export async function readyPromotionalVideo(page: Page, fixtureShop: FixtureShop, { shoot = false } = {}): Promise<{ id: string; page: Page }> {
  const screen = (name: string) => (shoot ? screens(page, name) : Promise.resolve());
  await page.goto("/promotional");
  await expect(page.getByRole("heading", { level: 1, name: "Promotional videos" })).toBeVisible();
  await screen("list-empty");
  await page.getByRole("main").getByRole("link", { name: "New promotional video" }).first().click();
  await expect(page).toHaveURL(/\/create-promotional$/);
  await screen("create-1-links");

  // Step 1: the links, one a line. A link without a product is named with its reason; the others are kept.
  const missing = new URL("/products/sold-out", fixtureShop.productUrl).href;
  await page.getByLabel("Links, one a line").fill([...fixtureShop.productUrls, missing].join("\n"));
  await page.getByRole("button", { name: "Read products" }).click();
  const failures = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "1 link gave no product" }) });
  await expect(failures).toContainText(missing, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "3 products read" })).toBeVisible();
  await expect(page.getByLabel("Links, one a line")).toHaveValue(missing);
  await screen("create-1-links-failure");
  await page.getByRole("link", { name: "Continue with 3 products" }).click();
  await expect(page).toHaveURL(/\/create-promotional\?p=[\w-]+&p=[\w-]+&p=[\w-]+$/);

  // Step 2: all three, in the order read, each with its price; then the offer and its prices.
  const rows = page.locator("li[data-product-id]");
  await expect(rows).toHaveCount(3);
  for (const [index, product] of shopProducts.entries()) {
    await expect(rows.nth(index)).toContainText(product.name);
    await expect(rows.nth(index)).toContainText(product.price);
  }
  await page.getByLabel("Kind of offer").selectOption("sale");
  await page.getByLabel("Headline").fill(weekendOffer.headline);
  await page.getByLabel("Discount (%)").fill(String(weekendOffer.discount));
  await page.getByLabel("Discount code").fill(weekendOffer.code);
  await page.getByLabel("Ends on").fill(inAWeek());
  await page.getByLabel("Call to action").fill(weekendOffer.cta);
  await expect(page.getByRole("radio", { name: "30 s" })).toBeChecked();
  // Without JavaScript the prices are worked out again on request; with it, once the discount is typed.
  if (await page.getByRole("button", { name: "Update prices and order" }).isVisible()) await page.getByRole("button", { name: "Update prices and order" }).click();
  for (const [index, product] of shopProducts.entries()) await expect(rows.nth(index)).toContainText(offerPrices[product.price]!);
  await expect(page.getByLabel("Headline")).toHaveValue(weekendOffer.headline);
  await screen("create-2-offer");

  await page.getByRole("button", { name: "Write the script" }).click();

  // Step 3: the script, each product in its scene with its price and its offer price.
  await expect(page.getByRole("heading", { name: /^Script: / })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/scenes, 30 seconds in all\./)).toBeVisible();
  for (const product of shopProducts) {
    const scene = page.locator("li[data-scene]").filter({ hasText: product.name }).first();
    await expect(scene).toContainText(`${product.price} → ${offerPrices[product.price]}`);
    const onScreen = await page
      .locator("li[data-scene]")
      .filter({ hasText: product.name })
      .getByLabel("On screen")
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(onScreen.some((text) => text.includes(product.price) && text.includes(offerPrices[product.price]!))).toBe(true);
  }
  await screen("create-3-script");
  await expect(page.getByRole("checkbox", { name: "Vertical 9:16" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Square 1:1" })).not.toBeChecked();
  await page.getByRole("button", { name: "Generate video" }).click();

  // Back on the list, the new video highlighted while it renders; the page follows it by itself.
  await expect(page).toHaveURL(/\/promotional\?id=[A-Za-z0-9]{16}$/);
  await expect(toast(page, "Your promotional video is being made.")).toBeVisible();
  const id = new URL(page.url()).searchParams.get("id")!;
  const card = page.getByRole("article", { name: weekendOffer.headline });
  await expect(card).toHaveClass(/ring-primary/);
  for (const product of shopProducts) await expect(card).toContainText(product.name);
  await screen("list-rendering");
  await expect(card).toHaveAttribute("data-status", "ready", { timeout: 180_000 });
  await screen("list-ready");
  return { id, page };
}

test("a Pro user makes a promotional video of three products for a weekend offer, and it plays", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(300_000);
  await signedInProAccount(page);

  // On a wide screen the side menu has the entry, after Products, for a plan with the power.
  const menu = page.getByRole("navigation", { name: "Main menu" }).first();
  await expect(menu.getByRole("link")).toHaveText(["Home", "Create", "Videos", "Slideshows", "Avatars", "Products", "Promotional", "Account"]);
  await menu.getByRole("link", { name: "Promotional" }).click();
  await expect(page).toHaveURL(/\/promotional$/);
  await expect(page.getByRole("heading", { name: "No promotional videos yet" })).toBeVisible();

  const { id } = await readyPromotionalVideo(page, shop, { shoot: javaScriptEnabled });
  const card = page.getByRole("article", { name: weekendOffer.headline });
  await expect(card.getByText("Ready", { exact: true })).toBeVisible();

  // It plays from the first ratio's file, through the web server.
  const player = card.locator("video");
  await expect(player).toHaveAttribute("src", `/resources/media/promo/${id}/9x16`);
  const file = await page.request.get(`/resources/media/promo/${id}/9x16`, { headers: { Range: "bytes=0-1023" } });
  expect([200, 206]).toContain(file.status());
  expect(file.headers()["content-type"]).toBe("video/mp4");
  const thumbnail = await page.request.get(`/resources/media/promo/${id}/9x16/thumbnail`);
  expect(thumbnail.headers()["content-type"]).toBe("image/jpeg");
  await expect(card.getByRole("link", { name: /^Edit subtitles/ })).toHaveAttribute("href", `/promotional-edit?id=${id}`);

  // One subtitle line edited, undone and redone in the subtitle editor, then rendered as a new version.
  await card.getByRole("link", { name: /^Edit subtitles/ }).click();
  await expect(page).toHaveURL(`/promotional-edit?id=${id}`);
  const text = page.getByRole("group", { name: "Line 1", exact: true }).getByLabel("Text");
  const written = await text.inputValue();
  await text.fill("Three favourites, 20% off");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Changes saved.")).toBeVisible();
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(text).toHaveValue(written);
  await page.getByRole("button", { name: "Redo", exact: true }).click();
  await expect(text).toHaveValue("Three favourites, 20% off");
  await page.getByRole("button", { name: "Make new version" }).click();
  await expect(page).toHaveURL(`/promotional?id=${id}`);

  // The list follows the new version while version 1 keeps playing, then plays version 2.
  await expect(card.getByRole("progressbar")).toHaveCount(0, { timeout: 180_000 });
  await expect(card.getByText("Version 2", { exact: true })).toBeVisible();
  await expect(card.locator("video")).toHaveAttribute("src", `/resources/media/promo/${id}/9x16`);
  const second = await page.request.get(`/resources/media/promo/${id}/9x16`);
  expect(second.headers()["content-type"]).toBe("video/mp4");
  expect((await second.body()).length).toBeGreaterThan(1000);
  await card.getByRole("link", { name: /^Edit subtitles/ }).click();
  await expect(text).toHaveValue("Three favourites, 20% off");
});

test("products already in the library are ticked for a new promotional video instead of pasting their links again", async ({ page, javaScriptEnabled }) => {
  await signedInProAccount(page);
  await page.goto("/create-promotional");
  await expect(page.getByRole("heading", { name: "Or pick from your products" })).toHaveCount(0);
  await page.getByLabel("Links, one a line").fill(shop.productUrls.slice(0, 2).join("\n"));
  await page.getByRole("button", { name: "Read products" }).click();
  await expect(page).toHaveURL(/\/create-promotional\?p=[\w-]+&p=[\w-]+$/, { timeout: 30_000 });

  await page.goto("/create-promotional");
  const picker = page.getByRole("form", { name: "Or pick from your products" });
  await expect(picker.getByRole("checkbox")).toHaveCount(2);
  if (javaScriptEnabled) await screens(page, "create-1-pick");
  await picker.getByRole("button", { name: "Continue with the ticked products" }).click();
  await expect(picker.getByRole("alert")).toHaveText("Tick at least one product.");

  await picker.getByRole("checkbox", { name: new RegExp(shopProducts[1]!.name) }).check();
  await picker.getByRole("button", { name: "Continue with the ticked products" }).click();
  await expect(page).toHaveURL(/\/create-promotional\?p=[\w-]+$/);
  const rows = page.locator("li[data-product-id]");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(shopProducts[1]!.name);
  await expect(rows.first()).toContainText(shopProducts[1]!.price);
});

test("a free user has no promotional videos: no menu entry, the upgrade prompt, and the calls refused", async ({ page, javaScriptEnabled }) => {
  const account = await createAccount(page.request, { name: "Ada Lovelace" });
  await signIn(page, account);
  await expect(page.locator('[data-menu="promotional"]')).toHaveCount(0);
  await expect(
    page
      .getByRole("navigation", { name: "Main menu" })
      .first()
      .getByRole("link", { name: /Promotional/ }),
  ).toHaveCount(0);

  await page.goto("/promotional");
  await expect(page.getByRole("heading", { name: "Promotional videos come with the Pro plan" })).toBeVisible();
  if (javaScriptEnabled) await screens(page, "locked");
  await page.getByRole("link", { name: "See plans" }).click();
  await expect(page.getByRole("dialog", { name: "Upgrade your plan" })).toBeVisible();

  // The creation flow leads to the same prompt, the dialog open.
  await page.goto("/create-promotional");
  await expect(page).toHaveURL(/\/promotional\?upgrade=1$/);
  await expect(page.getByRole("dialog", { name: "Upgrade your plan" })).toBeVisible();

  const login = await page.request.post("/api/v1/auth/login", { data: { email: account.email, password: account.password } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}` };
  const calls: [string, string, object?][] = [
    ["POST", "promote/get-products-info", { urls: [shop.productUrl] }],
    ["POST", "promote/product-selection", { product_ids: ["p1"] }],
    ["POST", "promote/gen-script", { product_ids: ["p1"], offer: { kind: "sale", headline: "Sale" }, length_seconds: 30 }],
    ["POST", "promote/create-promotional-video", { product_ids: ["p1"], offer: { kind: "sale", headline: "Sale" }, script: {} }],
    ["GET", "promote/promotional-videos"],
    ["GET", "promote/promotional-video/abcdefgh12345678"],
    ["DELETE", "promote/promotional-video/abcdefgh12345678"],
    ["POST", "promote/subtitle-data", { id: "abcdefgh12345678" }],
    ["GET", "promote/record-op?id=abcdefgh12345678"],
    ["POST", "promote/record-op", { id: "abcdefgh12345678", action: "undo" }],
    ["POST", "promote/compositing-video", { id: "abcdefgh12345678" }],
  ];
  for (const [method, call, data] of calls) {
    const response = await page.request.fetch(`/api/v1/${call}`, { method, headers, data });
    expect(response.status(), `${method} ${call}`).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe("Sorry, you are unable to use this feature.");
  }
});
