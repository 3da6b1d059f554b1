/**
 * The help center and the feedback form at a phone's width (375 px) and a desktop's (1440 px), light and dark, into
 * docs/screenshots/help/ (or SCREENS_DIR), to look at. Not part of `npm test`: `npm run screenshots` runs it.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createAccount, signIn, test } from "../e2e/support";

const outDir = process.env.SCREENS_DIR ?? path.join(import.meta.dirname, "..", "..", "docs", "screenshots", "help");
const widths = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];
const schemes = ["light", "dark"] as const;

test("the help center and feedback, at 375 and 1440 px, light and dark", async ({ browser, page }) => {
  test.setTimeout(300_000);
  await mkdir(outDir, { recursive: true });
  const account = await createAccount(page.request, { name: "Ada Lovelace" });
  for (const scheme of schemes) {
    for (const size of widths) {
      const variant = `${size.name}-${scheme}`;
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: size.width, height: size.height }, baseURL: test.info().project.use.baseURL });
      const visitor = await context.newPage();
      await shoot(visitor, "help", "/help", variant);
      await shoot(visitor, "help-search", "/help?q=size", variant);
      await shoot(visitor, "help-no-results", "/help?q=zebra", variant);
      await shoot(visitor, "help-article", "/help/make-a-video", variant);
      await signIn(visitor, account);
      await shoot(visitor, "shell-menu", "/videos", variant, async (shell) => {
        if (size.width < 900) await shell.getByText("Menu", { exact: true }).click();
      });
      await shoot(visitor, "feedback", "/help/feedback?from=%2Fvideos", variant);
      await shoot(visitor, "feedback-refused", "/help/feedback?from=%2Fvideos", variant, (form) => form.getByRole("button", { name: "Send feedback" }).click());
      await shoot(visitor, "feedback-sent", "/help/feedback?sent=1&from=%2Fvideos", variant);
      await context.close();
    }
  }
});

async function shoot(page: Page, name: string, url: string, variant: string, prepare?: (page: Page) => Promise<void>) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await prepare?.(page);
  await page.screenshot({ path: path.join(outDir, `${name}-${variant}.png`), fullPage: true, animations: "disabled" });
}
