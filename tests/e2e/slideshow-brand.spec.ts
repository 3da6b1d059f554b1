import path from "node:path";
import { expect, signedInAccount, test, toast } from "./support";

/** A brand kit made from the slideshows screen: name, two colours, a font, a call to action, then its logo. */
test("a brand kit is made, given a logo, and listed with its colours", async ({ page }) => {
  await signedInAccount(page, { name: "Annie Easley" });
  await page.goto("/slideshow");
  await page.getByRole("link", { name: "Brand kits" }).click();
  await expect(page).toHaveURL(/\/slideshow\/brand\?back=%2Fslideshow$/);
  await page.getByRole("main").getByRole("link", { name: "New brand kit" }).first().click();

  const editor = page.getByRole("region", { name: "New brand kit" });
  await editor.getByLabel("Name").fill("Harbor Goods");
  await editor.getByLabel("Colour 1", { exact: true }).fill("#0f766e");
  await editor.getByLabel("Use colour 1").check();
  await editor.getByLabel("Use colour 2").check();
  const font = editor.getByLabel("Font");
  const firstFont = await font.locator("option").nth(1).getAttribute("value");
  await font.selectOption(firstFont!);
  await editor.getByLabel("Default call to action").fill("Sail away");
  await editor.getByRole("button", { name: "Create brand kit" }).click();
  await expect(toast(page, "“Harbor Goods” is saved.")).toBeVisible();
  await expect(page).toHaveURL(/brand=[\w-]+/);

  // Once saved, the kit takes a logo (a multipart post).
  const saved = page.getByRole("region", { name: "Edit “Harbor Goods”" });
  await saved.getByLabel("Logo", { exact: true }).setInputFiles(path.join(import.meta.dirname, "fixtures", "shop", "trail-bottle-front.jpg"));
  await saved.getByRole("button", { name: "Upload logo" }).click();
  await expect(toast(page, "The logo is saved.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Logo of Harbor Goods" })).toBeVisible();

  const card = page.getByRole("article", { name: "Harbor Goods" });
  await expect(card.getByRole("list", { name: "Colours" }).getByRole("listitem")).toHaveCount(2);
  await expect(card.getByText("#0f766e")).toBeAttached();
  await expect(card).toContainText("“Sail away”");
  await page.getByRole("link", { name: "← Back to your slideshows" }).click();
  await expect(page).toHaveURL(/\/slideshow$/);
});
