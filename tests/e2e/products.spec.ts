import type { Page } from "@playwright/test";
import { startFixtureShop, type FixtureShop } from "./create-video-fixtures";
import { exactPath, expect, signedInAccount, test, toast } from "./support";

let shop: FixtureShop;
test.beforeAll(async () => {
  shop = await startFixtureShop();
});
test.afterAll(async () => {
  await shop.close();
});

/** Delete is a button opening a dialog with JavaScript, and a link to a confirmation page without it. */
const deleteControl = (page: Page, name: string) => page.getByRole("button", { name: `Delete ${name}` }).or(page.getByRole("link", { name: `Delete ${name}` }));

/** Nothing sticks out sideways on a phone or a desktop (a horizontal scroll bar). */
async function expectFitsPhoneAndDesktop(page: Page) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${page.url()} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
}

/**
 * The products screens, with JavaScript and without: two products (one from a shop link, one typed) in the
 * folder newest first, one opened, edited (a bad price refused first) and deleted from its page, the other deleted
 * from the folder, which then shows its empty state; the deleted product's page is a 404.
 */
test("products are listed, edited and deleted down to the empty folder", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInAccount(page, { name: "Mary Jackson" });

  await page.goto("/product-folder");
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You have no products yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add your first product" })).toHaveAttribute("href", "/create-video");

  await page.goto("/create-video");
  await page.getByLabel("Product page link").fill(shop.productUrl);
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page).toHaveURL(/\/create-video\?product=[\w-]+$/, { timeout: 20_000 });

  await page.goto("/create-video?source=details");
  await page.getByLabel("Name").fill("Desk Lamp Mini");
  await page.getByLabel("Brand").fill("Brightside");
  await page.getByLabel("Price").fill("24.5");
  await page.getByLabel("Features").fill("Warm light\nFolds flat");
  await page.getByRole("button", { name: "Use these details" }).click();
  await expect(page).toHaveURL(/\/create-video\?product=[\w-]+$/, { timeout: 20_000 });
  const lampId = new URL(page.url()).searchParams.get("product")!;

  // Newest first, each with its facts and the way to a new video at the ideas step.
  await page.goto("/product-folder");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  await expect(page.getByText("2 products")).toBeVisible();
  await expect(cards.nth(0).getByRole("heading", { name: "Desk Lamp Mini" })).toBeVisible();
  await expect(cards.nth(0).getByText("Brightside · $24.50")).toBeVisible();
  await expect(cards.nth(0).getByText("0 images · 0 clips")).toBeVisible();
  await expect(cards.nth(1).getByRole("heading", { name: "Trail Bottle 750 ml" })).toBeVisible();
  await expect(cards.nth(1).getByText("2 images · 0 clips")).toBeVisible();
  await expect
    .poll(() =>
      cards
        .nth(1)
        .locator("img")
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(cards.nth(0).getByRole("link", { name: "New video Desk Lamp Mini" })).toHaveAttribute("href", `/create-video?product=${lampId}`);
  await expectFitsPhoneAndDesktop(page);

  await page.getByRole("link", { name: "Open Desk Lamp Mini" }).click();
  await expect(page).toHaveURL(exactPath(`/product?id=${lampId}`));
  await expect(page.getByRole("heading", { level: 1, name: "Desk Lamp Mini" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Video ideas" }).getByRole("listitem").first()).toBeVisible();
  await expectFitsPhoneAndDesktop(page);

  const edit = page.getByRole("region", { name: "Edit the details" });
  await edit.getByLabel("Price").fill("-5");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Enter the price as a number, for example 24.99")).toBeVisible();

  await edit.getByLabel("Name").fill("Desk Lamp Pro");
  await edit.getByLabel("Price").fill("29.9");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "The product has been saved.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Desk Lamp Pro" })).toBeVisible();
  await expect(page.getByText("Brightside · $29.90")).toBeVisible();
  await expect(edit.getByText("Enter the price as a number")).toHaveCount(0);

  await deleteControl(page, "Desk Lamp Pro").click();
  await expect(page.getByText("“Desk Lamp Pro” will be deleted with its ideas and scripts.")).toBeVisible();
  await page.getByRole("button", { name: "Delete product" }).click();
  await expect(page).toHaveURL(exactPath("/product-folder"));
  await expect(toast(page, "The product has been deleted.")).toBeVisible();
  await expect(cards).toHaveCount(1);

  // The shop's product has facts enough for ideas other than its first ones.
  await page.getByRole("link", { name: "Open Trail Bottle 750 ml" }).click();
  const ideas = page.getByRole("region", { name: "Video ideas" }).getByRole("listitem");
  const ideasBefore = await ideas.count();
  await page.getByRole("button", { name: "New ideas" }).click();
  await expect(toast(page, "new ideas added.").or(toast(page, "new idea added."))).toBeVisible();
  await expect.poll(() => ideas.count()).toBeGreaterThan(ideasBefore);
  await page.getByRole("link", { name: "All products" }).click();
  await expect(page).toHaveURL(exactPath("/product-folder"));

  await deleteControl(page, "Trail Bottle 750 ml").click();
  await page.getByRole("button", { name: "Delete product" }).click();
  await expect(page.getByRole("heading", { name: "You have no products yet" })).toBeVisible();
  await expect(toast(page, "The product has been deleted.")).toBeVisible();

  await page.goto(`/product?id=${lampId}`);
  await expect(page.getByRole("heading", { name: "Oops! We are sorry the page was not found..." })).toBeVisible();
});
