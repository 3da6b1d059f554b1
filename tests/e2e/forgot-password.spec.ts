import { createAccount, expect, expectHome, expectSignInRefused, exactPath, readCodeFromOutbox, signIn, test, toast, wrongCode } from "./support";

test("a user who forgot the password resets it with an e-mailed code and signs in with the new one", async ({ page }) => {
  const account = await createAccount(page.request, { name: "Katherine Johnson" });
  const newPassword = "orbit-trajectory-62";

  await page.goto("/account/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(exactPath("/account/forgot-password"));

  await page.getByLabel("E-mail").fill(account.email);
  const sentAfter = Date.now();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${account.email}.`)).toBeVisible();
  await expect(page.getByTestId("resend-countdown")).toHaveText(/^You can request a new code in \d+ s\.$/);
  await expect(page.getByRole("button", { name: "Resend code" })).toBeDisabled();

  const code = await readCodeFromOutbox(account.email, sentAfter);
  await page.getByLabel("Code").fill(wrongCode(code));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("The code is wrong or has expired. Check it or request a new one.")).toBeVisible();

  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(exactPath("/account/reset-password"));
  await expect(page.getByRole("heading", { name: "Create new password" })).toBeVisible();

  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill("orbit-trajectory-63");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("The passwords do not match")).toBeVisible();

  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(exactPath("/account/login"));
  await expect(toast(page, "Your password has been reset. Sign in with your new password.")).toBeVisible();

  // The reset is done: its page is closed, the old password is refused and the new one works.
  await page.goto("/account/reset-password");
  await expect(page).toHaveURL(exactPath("/account/forgot-password"));
  await expectSignInRefused(page, account);
  await signIn(page, { email: account.email, password: newPassword });
  await expectHome(page, "Katherine Johnson");
});
