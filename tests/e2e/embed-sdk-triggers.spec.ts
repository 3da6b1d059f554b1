import { expect, expectFocused, test } from "./support";
import { openDialog } from "./embed-sdk-support";

/** Forms that open by themselves (open, openValue) and the rules that hold them back. */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the embed SDK is JavaScript on the site's page");

const triggers = (query: Record<string, string>) => `/embed-demo/triggers.html?${new URLSearchParams(query)}`;
const earlyAccessOpen = (page: import("@playwright/test").Page) => page.locator(".tf-popup[data-tf-open]");

test("load opens the form as soon as the page is ready", async ({ page }) => {
  await page.goto(triggers({ open: "load" }));
  await expect(earlyAccessOpen(page)).toBeVisible();
});

test("time opens it after openValue milliseconds", async ({ page }) => {
  await page.clock.install();
  // A minute: far more than the page takes to load while the installed clock runs on with real time.
  await page.goto(triggers({ open: "time", value: "60000" }));
  await page.clock.runFor(50_000);
  await expect(openDialog(page)).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(earlyAccessOpen(page)).toBeVisible();
});

test("exit opens it when the mouse heads up out of the page, not when it moves about below", async ({ page }) => {
  await page.goto(triggers({ open: "exit", value: "40" }));
  await page.mouse.move(400, 400);
  await page.mouse.move(400, 200);
  await page.mouse.move(400, 60);
  await expect(openDialog(page)).toHaveCount(0);
  await page.mouse.move(400, 10);
  await expect(earlyAccessOpen(page)).toBeVisible();
});

test("scroll opens it past openValue percent of the page", async ({ page }) => {
  await page.goto(triggers({ open: "scroll", value: "50" }));
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.mouse.wheel(0, pageHeight * 0.3);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(pageHeight * 0.25);
  await expect(openDialog(page)).toHaveCount(0);
  await page.evaluate((top) => window.scrollTo(0, top), pageHeight * 0.55);
  await expect(earlyAccessOpen(page)).toBeVisible();
});

test("preventReopenOnClose: once closed, the tf-{formId}-closed cookie keeps it from opening by itself again", async ({ page, context }) => {
  await page.goto(triggers({ open: "load", "prevent-reopen": "" }));
  await expect(earlyAccessOpen(page)).toBeVisible();
  // Escape reaches the form once it has taken focus; it then asks the embed to close (form-close).
  await expectFocused(page.frameLocator("iframe.tf-iframe").getByRole("button", { name: "Let's go" }), { timeout: 15_000 });
  await page.keyboard.press("Escape");
  await expect(openDialog(page)).toHaveCount(0);
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "tf-early-access-closed")).toMatchObject({ value: "true", path: "/" });

  // The load trigger decides within the page's own script, so by the load event it has opened the form or not.
  await page.reload({ waitUntil: "load" });
  await expect(openDialog(page)).toHaveCount(0);
  // A visitor can still open it by hand.
  await page.evaluate(() => (window as unknown as { embed: { open(): void } }).embed.open());
  await expect(earlyAccessOpen(page)).toBeVisible();
});

test("respectOpenModals 'all' waits while any other embed is open", async ({ page }) => {
  await page.clock.install();
  await page.goto(triggers({ open: "time", value: "200", respect: "all", "already-open": "another-form" }));
  await expect(page.locator("[data-tf-form=another-form][data-tf-open]")).toBeVisible();
  await page.clock.runFor(600);
  await expect(earlyAccessOpen(page)).toHaveCount(0);
});

test("respectOpenModals 'same' skips only while the same form is open", async ({ page }) => {
  await page.clock.install();
  await page.goto(triggers({ open: "time", value: "200", respect: "same", "already-open": "early-access" }));
  await page.clock.runFor(600);
  await expect(earlyAccessOpen(page)).toHaveCount(0);

  await page.goto(triggers({ open: "time", value: "200", respect: "same", "already-open": "another-form" }));
  await expect(earlyAccessOpen(page)).toBeVisible();
});

test("the popover's unread dot hides for notificationDays after the first open, then comes back", async ({ page }) => {
  await page.clock.install({ time: new Date("2025-05-01T08:59:00Z") });
  await page.goto("/embed-demo/popover.html");
  const dot = page.locator(".tf-dot");
  await expect(dot).toBeVisible();
  await page.clock.pauseAt(new Date("2025-05-01T09:00:00Z"));
  await page.locator(".tf-popover-button").click();
  await expect(dot).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("tfNotificationData")!));
  expect(stored["early-access"].hideUntilTime).toBe(new Date("2025-05-08T09:00:00Z").getTime());

  await page.clock.setSystemTime(new Date("2025-05-07T09:00:00Z"));
  await page.reload();
  await expect(page.locator(".tf-tooltip")).toBeVisible();
  await expect(dot).toHaveCount(0);

  await page.clock.setSystemTime(new Date("2025-05-08T09:00:01Z"));
  await page.reload();
  await expect(dot).toBeVisible();
});
