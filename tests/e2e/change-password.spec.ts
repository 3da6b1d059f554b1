import { expect, expectHome, expectSignInRefused, exactPath, signedInAccount, signIn, signOut, test, toast } from "./support";

test("a signed-in user changes the password, signs out and signs in with the new one", async ({ page }) => {
  const account = await signedInAccount(page, { name: "Barbara Liskov" });
  const newPassword = "substitution-1987";

  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(exactPath("/account-user"));
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL(exactPath("/account-user/password"));
  await expect(page.getByRole("heading", { level: 1, name: "Change password" })).toBeVisible();

  // A wrong current password is refused.
  await page.getByLabel("Current password").fill("not-my-password-1");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is incorrect.")).toBeVisible();
  await expect(page).toHaveURL(exactPath("/account-user/password"));

  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(exactPath("/account-user"));
  await expect(toast(page, "Your password has been changed.")).toBeVisible();

  // This session goes on after the change.
  await page.goto("/");
  await expectHome(page, "Barbara Liskov");

  await signOut(page);
  await expectSignInRefused(page, account);
  await signIn(page, { email: account.email, password: newPassword });
  await expectHome(page, "Barbara Liskov");
});
