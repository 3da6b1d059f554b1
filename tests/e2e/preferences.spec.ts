import { expect, exactPath, signedInAccount, test } from "./support";

test("a user switches the language to 简体中文 and back, and it stays chosen", async ({ page }) => {
  await signedInAccount(page, { name: "Ada Lovelace" });
  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", "en");

  await page.getByRole("button", { name: "简体中文" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "你好，Ada Lovelace" })).toBeVisible();
  await expect(html).toHaveAttribute("lang", "zh-Hans");
  await expect(page).toHaveURL(exactPath("/"));
  await expect(page.getByRole("button", { name: "简体中文" })).toHaveAttribute("aria-pressed", "true");

  // The choice is kept in a cookie: other pages and a reload are in Chinese too.
  await page.goto("/account-user");
  await expect(html).toHaveAttribute("lang", "zh-Hans");
  await expect(page.getByRole("link", { name: "修改密码" })).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await expect(html).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(exactPath("/account-user"));
  await page.reload();
  await expect(page.getByRole("link", { name: "Change password" })).toBeVisible();
});

test("the sign-in page switches language before signing in", async ({ page }) => {
  await page.goto("/account/login?redirect=%2Faccount-user");
  await page.getByRole("button", { name: "简体中文" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  // Back on the same page, query string included.
  await expect(page).toHaveURL(exactPath("/account/login?redirect=%2Faccount-user"));
  await expect(page.getByRole("heading", { name: "登录" })).toBeVisible();
  await expect(page.getByLabel("邮箱")).toBeVisible();

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a user switches the theme to dark and back to the system's", async ({ page }) => {
  await signedInAccount(page);
  await page.goto("/account-user");
  const html = page.locator("html");
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");
  await expect(html).not.toHaveClass(/\b(light|dark)\b/);

  await main.getByRole("button", { name: "Dark" }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(main.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(exactPath("/account-user"));
  // Dark is dark: the page background is no longer the light one.
  const background = await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor);
  expect(luminance(background)).toBeLessThan(0.3);

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);

  await main.getByRole("button", { name: "Light" }).click();
  await expect(html).toHaveClass(/\blight\b/);

  await main.getByRole("button", { name: "System" }).click();
  await expect(main.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");
  await expect(html).not.toHaveClass(/\b(light|dark)\b/);
});

/** Relative luminance (0 black … 1 white) of a CSS rgb() colour. */
function luminance(color: string) {
  const [r, g, b] = color
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
