import type { Page } from "@playwright/test";
import { expect, expectHome, exactPath, fillSignIn, signedInAccount, test } from "./support";

/**
 * The tab regains focus until `outcome` holds. A page that has just loaded (signing in without a client-side
 * navigation ends in one) adds its focus listener only once React has hydrated, and on a loaded machine that can be
 * after the first focus; a user's tab regains focus again and again, so the test does too.
 */
async function comeBackIntoView(page: Page, outcome: () => Promise<void>) {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await outcome();
  }).toPass({ timeout: 20_000 });
}

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
    await page.goto("/account-user");
    // Sign out behind the page's back: the session cookie alone goes, no other tab is told.
    await context.clearCookies();
    await comeBackIntoView(page, () => expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount-user$/, { timeout: 2_000 }));
  });

  test("a tab on home that missed the message shows the landing page, as a page of its own", async ({ page, context }) => {
    await signedInAccount(page, { name: "Adele Goldberg" });
    await context.clearCookies();
    await comeBackIntoView(page, () => expect(page.getByRole("heading", { level: 1, name: "Unlock Explosive Growth with AI-Powered Video" })).toBeVisible({ timeout: 2_000 }));
    await expect(page).toHaveURL(exactPath("/"));
    // Loaded as a document: the landing script runs, the app's scripts do not.
    await expect(page.locator("html")).toHaveAttribute("data-landing-script", "ready");
    expect(await page.locator('script[src*="/build/entry.client"], link[href*="/build/entry.client"]').count()).toBe(0);
  });
});
