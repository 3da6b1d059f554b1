import type { Page } from "@playwright/test";
import { recordVideosUsed, userIdOf } from "./create-video-fixtures";
import { exactPath, expect, signedInAccount, test } from "./support";

/** A product typed in by hand, one idea picked: the flow stands on its script step. */
async function productWithScript(page: Page) {
  await page.goto("/create-video?source=details");
  await page.getByLabel("Name").fill("Harbor Mug");
  await page.getByLabel("Description").fill("A stoneware mug that keeps coffee warm on cold mornings.");
  await page.getByLabel("Price").fill("24");
  await page.getByLabel("Features").fill("Holds 350 ml\nDishwasher safe");
  await page.getByRole("button", { name: "Use these details" }).click();
  await expect(page.getByRole("heading", { name: "Pick one or several ideas" })).toBeVisible();
  await page.getByRole("checkbox").first().check();
  await page.getByLabel("15 s").check();
  await page.getByRole("button", { name: "Write the scripts" }).click();
  await expect(page).toHaveURL(/step=script/);
}

/** The review step's address for the flow on screen, with `changes` to its query. */
function reviewUrl(page: Page, changes: Record<string, string>) {
  const url = new URL(page.url());
  url.searchParams.set("step", "generate");
  for (const [name, value] of Object.entries(changes)) url.searchParams.set(name, value);
  return url.pathname + url.search;
}

test("music is a paid feature: the free plan sees the upgrade prompt, and the server refuses it anyway", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInAccount(page, { name: "Hedy Lamarr" });
  await productWithScript(page);

  await page.getByRole("link", { name: "Next: settings" }).click();
  const locked = page.getByTestId("music-locked");
  await expect(locked).toContainText("Sorry, you are unable to use this feature.");
  await expect(page.getByRole("radio", { name: "No music" })).toHaveCount(0);
  await locked.getByRole("link", { name: "See plans" }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade your plan" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  // What the screen hides, asked for through the address: refused by the server, with the upgrade dialog.
  await page.goto(reviewUrl(page, { music: "calm-morning" }));
  await page.getByRole("button", { name: "Generate the video" }).click();
  await expect(page.locator("#generate-error")).toHaveText("Sorry, you are unable to use this feature.");
  await expect(page.getByRole("dialog", { name: "Upgrade your plan" })).toBeVisible();
});

test("with the month's videos used, generating is refused and Create opens the upgrade dialog", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await signedInAccount(page, { name: "Radia Perlman" });
  await productWithScript(page);
  await page.goto(reviewUrl(page, {}));
  await expect(page.getByRole("heading", { name: "Ready to generate" })).toBeVisible();

  // The allowance runs out while the page is open: the server has the last word.
  recordVideosUsed(await userIdOf(page.request, account), 3);
  await page.getByRole("button", { name: "Generate the video" }).click();
  await expect(page.getByText("Your plan limit reached. Unlock more after upgrading.").first()).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Upgrade your plan" })).toBeVisible();

  await page.goto("/");
  await expect(page.getByText("3 / 3")).toBeVisible();
  await expect(page.getByLabel("Product page link")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Create" }).click();
  await expect(page).toHaveURL(exactPath("/?upgrade=1"));
  const dialog = page.getByRole("dialog", { name: "Upgrade your plan" });
  await expect(dialog.getByText("Your plan limit reached. Unlock more after upgrading.")).toBeVisible();
  // The plans as the server offers them; this server has no Stripe, so nothing can be bought here.
  await expect(dialog.getByRole("listitem").filter({ hasText: "Starter" }).getByText("10 videos a month")).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: "Pro" }).getByText("30 videos a month")).toBeVisible();
  await expect(dialog.getByText("Billing is not set up on this server. Ask the administrator to change your plan.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Upgrade to/ })).toHaveCount(0);

  // The address of the flow opens the same dialog; closing it leads home.
  await page.goto("/create-video");
  await expect(dialog.getByText("Your plan limit reached. Unlock more after upgrading.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Steps" })).toHaveCount(0);
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(exactPath("/"));
});
