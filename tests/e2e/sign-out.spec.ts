import { expect, exactPath, signedInAccount, signOut, test, toast } from "./support";

test("a user signs out from the side menu and the workspace is closed to them", async ({ page }) => {
  await signedInAccount(page, { name: "Edsger Dijkstra" });

  await signOut(page);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  await page.goto("/account-user");
  await expect(page).toHaveURL(exactPath(`/account/login?redirect=${encodeURIComponent("/account-user")}`));
  await expect(page.getByText("Hello, Edsger Dijkstra")).toHaveCount(0);
});

test("a user signs out from the Account page", async ({ page }) => {
  await signedInAccount(page, { name: "Frances Allen" });
  await page.goto("/account-user");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(exactPath("/account/login"));
  await expect(toast(page, "You have signed out.")).toBeVisible();

  await page.goto("/account-user");
  await expect(page).toHaveURL(exactPath(`/account/login?redirect=${encodeURIComponent("/account-user")}`));
});
