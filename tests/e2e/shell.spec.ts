import { expect, expectHome, exactPath, signedInAccount, test } from "./support";

test("the side menu leads to Home and Account on a wide screen", async ({ page }) => {
  await signedInAccount(page, { name: "Niklaus Wirth" });
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link")).toHaveText(["Home", "Create", "Videos", "Slideshows", "Avatars", "Products", "Account"]);
  await expect(page.getByText("Menu", { exact: true })).toBeHidden();
  await expect(page.getByText("Videos used this month")).toBeVisible();
  await expect(page.getByText("0 / 3")).toBeVisible();

  await menu.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(exactPath("/account-user"));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await expect(main.getByText("Free", { exact: true })).toBeVisible();

  await menu.getByRole("link", { name: "Home" }).click();
  await expectHome(page, "Niklaus Wirth");
});

test.describe("on a narrow screen", () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test("the menu folds into a Menu button at the top", async ({ page }) => {
    const account = await signedInAccount(page, { name: "Dennis Ritchie" });
    await expect(page.getByRole("complementary")).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();

    await page.getByText("Menu", { exact: true }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Account" }).click();
    await expect(page).toHaveURL(exactPath("/account-user"));
    await expect(page.getByRole("main").getByText(account.email)).toBeVisible();
    // Choosing a page closes the menu.
    await expect(menu).toBeHidden();
  });
});

test("the upgrade dialog opens from the URL and closes", async ({ page }) => {
  await signedInAccount(page, { name: "Ken Thompson" });
  await page.goto("/?upgrade=1");
  const dialog = page.getByRole("dialog", { name: "Upgrade your plan" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("You have used 0 of 3 videos this month.")).toBeVisible();

  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(exactPath("/"));
  await expect(dialog).toHaveCount(0);
});
