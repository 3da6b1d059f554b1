import AxeBuilder from "@axe-core/playwright";
import { expect, expectFocused, test } from "./support";
import { formIn, openDialog } from "./embed-sdk-support";

/** Keyboard, screen reader and small touch screen use of the embeds. */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the embed SDK is JavaScript on the site's page");

/** Where focus is in the page (an iframe counts as the element holding it). */
const focusedInPage = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const active = document.activeElement!;
    const dialog = active.closest("[role=dialog]");
    return { inDialog: !!dialog, what: active.tagName.toLowerCase() + (active.className ? `.${String(active.className).split(" ")[0]}` : "") };
  });

test("focus moves into the popup, Tab stays inside it, Escape closes it and focus returns to the button", async ({ page }) => {
  await page.goto("/embed-demo/popup.html");
  const opener = page.getByRole("button", { name: "Request early access" });
  await opener.click();
  const dialog = openDialog(page);
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(dialog).toHaveAttribute("aria-label", "Early access");
  await expect(dialog.locator("iframe")).toHaveAttribute("title", "Early access");
  // Into the form once it is ready (a busy machine may take a while to serve it): its first button has focus.
  await expectFocused(formIn(page).getByRole("button", { name: "Let's go" }), { timeout: 15_000 });

  for (let press = 0; press < 12; press++) {
    await page.keyboard.press("Tab");
    expect(await focusedInPage(page), `after Tab ${press + 1}`).toMatchObject({ inDialog: true });
  }
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusedInPage(page), `after Shift+Tab ${press + 1}`).toMatchObject({ inDialog: true });
  }

  await page.getByRole("button", { name: "Close" }).focus();
  await page.keyboard.press("Escape");
  await expect(openDialog(page)).toHaveCount(0);
  await expectFocused(opener);
});

test("Escape inside the form closes it too (form-close), and focus comes back", async ({ page }) => {
  await page.goto("/embed-demo/slider.html");
  const opener = page.getByRole("button", { name: "From the right" });
  await opener.click();
  await expectFocused(formIn(page).getByRole("button", { name: "Let's go" }), { timeout: 15_000 });
  await page.keyboard.press("Escape");
  await expect(openDialog(page)).toHaveCount(0);
  await expectFocused(opener);
});

test("Escape closes the embed opened last, then the one under it", async ({ page }) => {
  await page.goto("/embed-demo/triggers.html?open=load&already-open=another-form");
  const popup = page.locator(".tf-popup[data-tf-open]");
  const popover = page.locator("[data-tf-form=another-form][data-tf-open]");
  await expect(popup).toBeVisible();
  await expect(popover).toBeVisible();
  const pressEscapeOnPage = async () => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Escape");
  };
  await pressEscapeOnPage();
  await expect(popup).toHaveCount(0);
  await expect(popover).toBeVisible();
  await pressEscapeOnPage();
  await expect(popover).toHaveCount(0);
});

test("buttons are at least 44 px and animations stop for visitors who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/embed-demo/popover.html");
  const launcher = page.locator(".tf-popover-button");
  await launcher.click();
  await expect(formIn(page).getByRole("button", { name: "Let's go" })).toBeVisible();
  for (const button of [launcher, page.locator(".tf-popover-panel .tf-close")]) {
    const box = (await button.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  expect(await page.locator(".tf-popover-panel").evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
  await page.locator(".tf-popover-panel .tf-close").click();
  await expect(page.locator(".tf-popover-panel")).toHaveCount(0);
});

test("every mode's open and close buttons are at least 44 px", async ({ page }) => {
  const atLeast44 = async (button: import("@playwright/test").Locator) => {
    const box = (await button.boundingBox())!;
    expect(Math.min(box.width, box.height), await button.evaluate((element) => element.className)).toBeGreaterThanOrEqual(44);
  };
  for (const [demo, opener] of [
    ["popup", page.getByRole("button", { name: "Request early access" })],
    ["slider", page.getByRole("button", { name: "From the right" })],
    ["sidetab", page.locator(".tf-sidetab-button")],
  ] as const) {
    await page.goto(`/embed-demo/${demo}.html`);
    await atLeast44(opener);
    await opener.click();
    await expect(formIn(page).getByRole("button", { name: "Let's go" })).toBeVisible();
    const close = openDialog(page).locator(".tf-close");
    if (demo === "sidetab") await atLeast44(opener);
    else await atLeast44(close);
  }
});

test("axe finds no accessibility violation on the inline widget", async ({ page }) => {
  await page.goto("/embed-demo/widget.html");
  await expect(page.frameLocator(".form iframe").getByRole("button", { name: "Let's go" })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test.describe("on a 375 px touch phone", () => {
  test.use({
    viewport: { width: 375, height: 667 },
    screen: { width: 375, height: 667 },
    hasTouch: true,
    isMobile: true,
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  });

  test("the widget goes full screen after the welcome screen; closing puts it back inline", async ({ page }) => {
    await page.goto("/embed-demo/widget.html");
    const widget = page.locator(".form .tf-widget");
    const form = page.frameLocator(".form iframe");
    const address = new URL((await page.locator(".form iframe").getAttribute("src"))!);
    expect(address.searchParams.get("force-touch")).toBe("true");
    await form.getByRole("button", { name: "Let's go" }).tap();
    await expect(widget).toHaveClass(/tf-fullscreen/);
    await expect(widget).toHaveAttribute("role", "dialog");
    expect(await widget.boundingBox()).toMatchObject({ x: 0, y: 0, width: 375, height: 667 });
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await widget.getByRole("button", { name: "Close" }).tap();
    await expect(widget).not.toHaveClass(/tf-fullscreen/);
    await expect(page.frameLocator(".form iframe").getByRole("button", { name: "Let's go" })).toBeVisible();
  });

  test("the popover panel fills the screen and its close button can be tapped", async ({ page }) => {
    await page.goto("/embed-demo/popover.html");
    await page.locator(".tf-popover-button").tap();
    const panel = page.locator(".tf-popover-panel");
    await expect(formIn(page).getByRole("button", { name: "Let's go" })).toBeVisible();
    expect(await panel.boundingBox()).toMatchObject({ x: 0, y: 0, width: 375, height: 667 });
    await panel.getByRole("button", { name: "Close" }).tap();
    await expect(openDialog(page)).toHaveCount(0);
  });
});
