import AxeBuilder from "@axe-core/playwright";
import { expect, expectFocused, test } from "./support";
import { callHandle, formIn, formReady, openDialog, pageListeners, playground, scrollState, type Mode } from "./embed-sdk-support";

/** Each mode as a site uses it: open, close, toggle and unmount, leaving the page as it found it. */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the embed SDK is JavaScript on the site's page");

const overlays: Array<{ mode: Exclude<Mode, "widget">; embedType: string; locksScroll: boolean }> = [
  { mode: "popup", embedType: "popup-blank", locksScroll: true },
  { mode: "slider", embedType: "popup-drawer", locksScroll: true },
  { mode: "popover", embedType: "popup-popover", locksScroll: false },
  { mode: "sidetab", embedType: "popup-side-panel", locksScroll: false },
];

for (const { mode, embedType, locksScroll } of overlays) {
  test(`${mode}: opens the form, closes, toggles and unmounts, with scroll restored and no listener left`, async ({ page }) => {
    await page.goto(playground(mode, { iframeProps: { title: "Early access" } }, { tall: "", manual: "" }));
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.evaluate(() => (document.body.style.overflow = "auto"));
    const before = await pageListeners(page);
    const scrollBefore = await scrollState(page);

    await page.evaluate(() => (window as unknown as { createEmbed(): void }).createEmbed());
    await callHandle(page, "open");
    const dialog = openDialog(page);
    await expect(dialog).toHaveAttribute("aria-label", "Early access");
    await expect(dialog.locator("iframe")).toHaveAttribute("src", new RegExp(`/to/early-access\\?typeform-embed-id=\\w+&typeform-embed=${embedType}`));
    await expect(formIn(page).getByRole("heading", { name: "Get early access to Promoreel" })).toBeVisible();
    expect((await scrollState(page)).overflow).toBe(locksScroll ? "hidden" : "auto");
    // While open, the embed listens for its form's messages and for Escape: the count below can see them.
    expect(await pageListeners(page)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^window:message \(.*\/embed\.js\)$/), expect.stringMatching(/^document:keydown/)]),
    );

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(openDialog(page)).toHaveCount(0);
    await expect(page.locator("[role=dialog]")).toHaveCount(0);
    expect(await scrollState(page)).toEqual(scrollBefore);

    await page.getByRole("button", { name: "Toggle" }).click();
    await expect(openDialog(page)).toHaveCount(1);
    await callHandle(page, "toggle");
    await expect(openDialog(page)).toHaveCount(0);

    // Unmounted while open: the page gets back the scroll state it had when the form opened.
    await page.evaluate(() => window.scrollTo(0, 600));
    await callHandle(page, "open");
    expect((await scrollState(page)).overflow).toBe(locksScroll ? "hidden" : "auto");
    await callHandle(page, "unmount");
    await expect(page.locator("[class^=tf-], [class*=' tf-'], link[href*='/next/css/']")).toHaveCount(0);
    expect(await scrollState(page)).toEqual(scrollBefore);
    expect(await pageListeners(page)).toEqual(before);
  });

  test(`${mode}: axe finds no accessibility violation while it is open`, async ({ page }) => {
    await page.goto(playground(mode, { iframeProps: { title: "Early access" } }));
    await callHandle(page, "open");
    await expect(formIn(page).getByRole("button", { name: "Let's go" })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
  });
}

test("widget: the form inline in its container; unmount gives the container back and leaves no listener", async ({ page }) => {
  await page.goto(playground("widget", { iframeProps: { title: "Early access" } }, { manual: "" }));
  const container = page.locator("#container");
  await container.evaluate((element) => (element.innerHTML = "<p>Loading the form…</p>"));
  const before = await pageListeners(page);
  const scrollBefore = await scrollState(page);

  await page.evaluate(() => (window as unknown as { createEmbed(): void }).createEmbed());
  const iframe = container.locator("iframe.tf-iframe");
  await expect(iframe).toHaveAttribute("title", "Early access");
  await expect(iframe).toHaveAttribute("src", /\/to\/early-access\?typeform-embed-id=\w+&typeform-embed=embed-widget/);
  await expect(container.getByText("Loading the form…")).toHaveCount(0);
  await expect(formIn(page).getByRole("heading", { name: "Get early access to Promoreel" })).toBeVisible();
  // Inline: no dialog and no scroll lock.
  await expect(page.locator("[role=dialog]")).toHaveCount(0);
  expect(await scrollState(page)).toEqual(scrollBefore);

  await callHandle(page, "unmount");
  await expect(container.locator("[class^=tf-], [class*=' tf-']")).toHaveCount(0);
  await expect(container.getByText("Loading the form…")).toBeVisible();
  await expect(page.locator("link[href*='/next/css/']")).toHaveCount(0);
  expect(await pageListeners(page)).toEqual(before);
});

test("popup: with keepSession the form is hidden on close and comes back where the visitor was", async ({ page }) => {
  await page.goto(playground("popup", { keepSession: true }));
  await callHandle(page, "open");
  await formReady(page);
  await formIn(page).getByRole("button", { name: "Let's go" }).click();
  await formIn(page).getByLabel("What's your name?").fill("Ada Lovelace");
  await page.keyboard.press("Escape");
  await expect(openDialog(page)).toHaveCount(0);
  await expect(page.locator(".tf-popup")).toBeHidden();
  await callHandle(page, "open");
  await expect(formIn(page).getByLabel("What's your name?")).toHaveValue("Ada Lovelace");
});

test("popup: without keepSession the form starts again on the next open", async ({ page }) => {
  await page.goto(playground("popup"));
  await callHandle(page, "open");
  await formReady(page);
  await formIn(page).getByRole("button", { name: "Let's go" }).click();
  await formIn(page).getByLabel("What's your name?").fill("Ada Lovelace");
  await callHandle(page, "close");
  await expect(page.locator(".tf-popup")).toHaveCount(0);
  await callHandle(page, "open");
  await expect(formIn(page).getByRole("button", { name: "Let's go" })).toBeVisible();
});

test("popup: refresh reloads the form from its start", async ({ page }) => {
  await page.goto(playground("popup", { keepSession: true }));
  await callHandle(page, "open");
  await formReady(page);
  await formIn(page).getByRole("button", { name: "Let's go" }).click();
  await expect(formIn(page).getByLabel("What's your name?")).toBeVisible();
  await callHandle(page, "refresh");
  await expect(formIn(page).getByRole("button", { name: "Let's go" })).toBeVisible();
});

test("popup: sized from the viewport minus 80 px margins, or as given", async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto(playground("popup"));
  await callHandle(page, "open");
  expect(await page.locator(".tf-panel").boundingBox()).toMatchObject({ x: 40, y: 40, width: 1120, height: 720 });
  await page.goto(playground("popup", { width: 600, height: 500 }));
  await callHandle(page, "open");
  expect(await page.locator(".tf-panel").boundingBox()).toMatchObject({ width: 600, height: 500 });
});

test("slider: from the left at the width given, and from the right by default", async ({ page }) => {
  // Without the slide-in animation the drawer is where it ends up at once.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto(playground("slider", { position: "left", width: 480 }));
  await callHandle(page, "open");
  await expect.poll(() => page.locator(".tf-panel").boundingBox()).toMatchObject({ x: 0, width: 480 });
  await page.goto(playground("slider"));
  await callHandle(page, "open");
  await expect.poll(() => page.locator(".tf-panel").boundingBox()).toMatchObject({ x: 400, width: 800 });
});

test("the demo pages' snippets: a data-tf-popup button, slider buttons, a popover and a side tab", async ({ page }) => {
  await page.goto("/embed-demo/popup.html");
  await page.getByRole("button", { name: "Request early access" }).click();
  // The demo page has its own h1, so the form shows its title without a heading.
  await expect(formIn(page).getByRole("button", { name: "Let's go" })).toBeVisible();
  // Escape inside the form is heard by the form's own script: wait until it runs (on a busy machine it can lag).
  await expect(formIn(page).getByRole("button", { name: "Let's go" })).not.toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Escape");
  await expectFocused(page.getByRole("button", { name: "Request early access" }));

  await page.goto("/embed-demo/slider.html");
  await page.getByRole("button", { name: "From the left, 480 px" }).click();
  await expect(page.locator(".tf-slider.tf-left")).toBeVisible();

  await page.goto("/embed-demo/sidetab.html");
  const tab = page.getByRole("button", { name: "Early access" });
  await expect(tab).toHaveCSS("background-color", "rgb(124, 58, 237)");
  await tab.click();
  await expect(tab).toHaveAttribute("aria-expanded", "true");
  await expect(formIn(page).getByRole("button", { name: "Let's go" })).toBeVisible();
  await expect(tab).toHaveAttribute("data-state", "open");
  await tab.click();
  await expect(tab).toHaveAttribute("data-state", "closed");
});

test("popover: a spinner while the form loads, then a close icon; the tooltip goes on opening", async ({ page }) => {
  let releaseForm: () => void = () => {};
  const formHeld = new Promise<void>((resolve) => (releaseForm = resolve));
  await page.route("**/to/early-access?*", async (route) => {
    await formHeld;
    await route.continue();
  });
  await page.goto("/embed-demo/popover.html");
  const launcher = page.locator(".tf-popover-button");
  await expect(page.locator(".tf-tooltip")).toHaveText(/Want early access\?/);
  await launcher.click();
  await expect(launcher).toHaveAttribute("data-state", "loading");
  await expect(page.locator(".tf-tooltip")).toHaveCount(0);
  releaseForm();
  await expect(launcher).toHaveAttribute("data-state", "open");
  await expect(formIn(page).getByRole("button", { name: "Let's go" })).toBeVisible();
});
