import { expect, exactPath, signedInAccount, test, toast } from "./support";

async function saveName(page: import("@playwright/test").Page, name: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Name").fill(name);
  await main.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(exactPath("/account-user"));
}

test("a toast appears at the top and closes with its close button", async ({ page }) => {
  await signedInAccount(page, { name: "Hedy Lamarr" });
  await page.goto("/account-user");

  await saveName(page, "Hedy Kiesler");
  const saved = toast(page, "Your name has been saved.");
  await expect(saved).toBeVisible();
  await expect(saved).toHaveAttribute("role", "status");
  await expect(page.getByRole("main").getByLabel("Name")).toHaveValue("Hedy Kiesler");
  const box = (await saved.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThan(100);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(20);

  await saved.getByLabel("Close notification").click();
  await expect(saved).toBeHidden();

  // A flash message: shown once, not again on the next page.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Hedy Kiesler" })).toBeVisible();
  await expect(page.locator("[data-toast]")).toHaveCount(0);
});

test("a toast hides by itself after 6 seconds", async ({ page, javaScriptEnabled }) => {
  await signedInAccount(page, { name: "Radia Perlman" });
  if (javaScriptEnabled) await page.clock.install();
  await page.goto("/account-user");

  await saveName(page, "Radia J. Perlman");
  const saved = toast(page, "Your name has been saved.");
  await expect(saved).toBeVisible();

  if (javaScriptEnabled) {
    // The page's timer, on Playwright's clock.
    await page.clock.runFor(5_000);
    await expect(saved).toBeVisible();
    await page.clock.runFor(1_100);
    await expect(saved).toBeHidden();
  } else {
    // Without JavaScript a CSS animation hides it: real time, so measured.
    const shownAt = Date.now();
    await expect(saved).toBeHidden({ timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
  }
});
