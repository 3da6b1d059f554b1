import { createAccount, expect, exactPath, fillSignIn, test } from "./support";

test("a guarded URL with a query string comes back after signing in", async ({ page }) => {
  const account = await createAccount(page.request);

  await page.goto("/account-user?tab=x&b=1");
  await expect(page).toHaveURL(exactPath(`/account/login?redirect=${encodeURIComponent("/account-user?tab=x&b=1")}`));
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  // A wrong password first: the way back is not lost.
  await fillSignIn(page, { email: account.email, password: "wrong-password-9" });
  await expect(page.getByText("The e-mail or password is incorrect.")).toBeVisible();

  await fillSignIn(page, account);
  await expect(page).toHaveURL(exactPath("/account-user?tab=x&b=1"));
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
});

for (const elsewhere of ["https://elsewhere.example", "//elsewhere.example/path", "/\\elsewhere.example"]) {
  test(`signing in with redirect=${elsewhere} stays on this site and lands home`, async ({ page }) => {
    const account = await createAccount(page.request, { name: "Mallory Target" });
    await page.goto(`/account/login?redirect=${encodeURIComponent(elsewhere)}`);
    await fillSignIn(page, account);
    await expect(page).toHaveURL(exactPath("/"));
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Mallory Target" })).toBeVisible();
  });
}
