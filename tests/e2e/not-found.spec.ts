import { expect, expectHome, exactPath, signedInAccount, test } from "./support";

test("a signed-out visitor on an unknown path gets the 404 screen", async ({ page }) => {
  const response = await page.goto("/no/such/page?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! We are sorry the page was not found..." })).toBeVisible();
  await expect(page).toHaveURL(exactPath("/no/such/page?x=1"));

  // Home is guarded, so the way back leads a signed-out visitor to sign in.
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(exactPath(`/account/login?redirect=${encodeURIComponent("/")}`));
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("a signed-in user on an unknown path goes home", async ({ page }) => {
  await signedInAccount(page, { name: "John Backus" });
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(200);
  await expectHome(page, "John Backus");
  await expect(page.getByText("Oops! We are sorry the page was not found...")).toHaveCount(0);
});
