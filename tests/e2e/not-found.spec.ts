import { expect, expectHome, signedInAccount, test } from "./support";

test("a signed-in user on an unknown path goes home", async ({ page }) => {
  await signedInAccount(page, { name: "John Backus" });
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(200);
  await expectHome(page, "John Backus");
  await expect(page.getByText("Oops! We are sorry the page was not found...")).toHaveCount(0);
});
