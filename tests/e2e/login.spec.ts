import { createAccount, expect, expectHome, exactPath, fillSignIn, test } from "./support";

test("a user signs in; a wrong password is refused with a message", async ({ page, javaScriptEnabled }) => {
  const account = await createAccount(page.request, { name: "Alan Turing" });

  await page.goto("/account/login");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();

  await fillSignIn(page, { email: account.email, password: "not-the-password-1" });
  await expect(page.getByText("The e-mail or password is incorrect.")).toBeVisible();
  await expect(page).toHaveURL(exactPath("/account/login"));
  if (!javaScriptEnabled) {
    // Answered by the server: the e-mail is kept, the password is not sent back.
    await expect(page.getByLabel("E-mail")).toHaveValue(account.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    expect(await page.content()).not.toContain("not-the-password-1");
  }

  await fillSignIn(page, account);
  await expectHome(page, "Alan Turing");
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();

  // A signed-in user does not see the sign-in page again.
  await page.goto("/account/login");
  await expectHome(page, "Alan Turing");
});
