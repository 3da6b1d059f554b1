/**
 * The system check (/test) signed out and signed in with a finished sample video, at a phone's width (375 px) and a
 * desktop's (1440 px), light and dark, into docs/screenshots/diagnostics/ (or SCREENS_DIR), to look at. Not part of
 * `npm test`: `npm run screenshots` builds and runs it with the other screens.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signedInAccount, test } from "../e2e/support";

const outDir = process.env.SCREENS_DIR ?? path.join(import.meta.dirname, "..", "..", "docs", "screenshots", "diagnostics");
const widths = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];

async function shoot(page: Page, name: string, url: string) {
  for (const { name: widthName, width, height } of widths) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: "System check" })).toBeVisible();
      await page.screenshot({ path: path.join(outDir, `${name}-${widthName}-${colorScheme}.png`), fullPage: true, animations: "disabled" });
    }
  }
}

test("the system check signed out and signed in, at 375 and 1440 px, light and dark", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await mkdir(outDir, { recursive: true });
  const visitor = await browser.newPage();
  await shoot(visitor, "test-signed-out", "/test");
  await visitor.close();

  await signedInAccount(page);
  await page.goto("/test");
  await page.getByRole("button", { name: "Make a sample video" }).click();
  await expect(page.getByRole("article", { name: "Sample video" })).toHaveAttribute("data-sample-status", "ready", { timeout: 150_000 });
  await shoot(page, "test-signed-in", page.url());
});
