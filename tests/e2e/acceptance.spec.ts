import { expect, expectHome, expectSignInRefused, exactPath, readCodeFromOutbox, signIn, signOut, test, toast, uniqueEmail } from "./support";

/**
 * With JavaScript disabled in a real browser, a new user signs up, signs in, resets a
 * password and signs out. One user, one journey, nothing made through the API. (Runs with JavaScript too.)
 */
test("a new user's whole account life: sign up, sign out, sign in, reset the password, sign out", async ({ page }) => {
  // Five journeys in one test: register alone took 14 s without JavaScript while a render shared the two cores.
  test.setTimeout(90_000);
  const email = uniqueEmail("life");
  const name = "Margaret Hamilton";
  const password = "apollo-guidance-11";
  const newPassword = "lunar-module-1969";

  await page.goto("/account/register");
  await page.getByLabel("E-mail").fill(email);
  let since = Date.now();
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Code").fill(await readCodeFromOutbox(email, since));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByLabel("I agree to the terms of service and the privacy policy").check();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expectHome(page, name);

  await signOut(page);
  await signIn(page, { email, password }, { from: "" });
  await expectHome(page, name);
  await signOut(page);

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(exactPath("/account/forgot-password"));
  await page.getByLabel("E-mail").fill(email);
  since = Date.now();
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Code").fill(await readCodeFromOutbox(email, since));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(toast(page, "Your password has been reset. Sign in with your new password.")).toBeVisible();

  await signIn(page, { email, password: newPassword }, { from: "" });
  await expectHome(page, name);
  await signOut(page);
  await expectSignInRefused(page, { email, password });
});
