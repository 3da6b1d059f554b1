import { expect, expectHome, exactPath, fillSignIn, signedInAccount, test } from "./support";

test.describe("open tabs follow the session", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "tab sync needs JavaScript");

  test("signing out in one tab shows the sign-in page in the other", async ({ page, context }) => {
    await signedInAccount(page, { name: "Tim Berners-Lee" });
    const other = await context.newPage();
    await other.goto("/account-user");
    await expect(other.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();

    await page.getByRole("complementary").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(exactPath("/account/login"));

    await expect(other).toHaveURL(/\/account\/login\?redirect=%2Faccount-user$/, { timeout: 2_000 });
    await expect(other.getByRole("heading", { name: "Sign in" })).toBeVisible({ timeout: 2_000 });
  });

  test("signing in in one tab brings the other from the sign-in page to home", async ({ page, context }) => {
    const account = await signedInAccount(page, { name: "Vint Cerf" });
    await page.getByRole("complementary").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(exactPath("/account/login"));

    const other = await context.newPage();
    await other.goto("/account/login");
    await expect(other.getByRole("heading", { name: "Sign in" })).toBeVisible();

    await fillSignIn(page, account);
    await expectHome(page, "Vint Cerf");
    await expect(other).toHaveURL(exactPath("/"), { timeout: 2_000 });
    await expect(other.getByRole("heading", { level: 1, name: "Hello, Vint Cerf" })).toBeVisible({ timeout: 2_000 });
  });

  test("a tab that missed the message checks when it comes back into view", async ({ page, context }) => {
    await signedInAccount(page, { name: "Radia Perlman" });
    // Sign out behind the page's back: the session cookie alone goes, no other tab is told.
    await context.clearCookies();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2F$/, { timeout: 2_000 });
  });
});
