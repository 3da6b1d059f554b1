/**
 * The page a route's script could not be loaded for ("Loading chunk failed", type missing) at a phone's width
 * (375 px) and a desktop's (1440 px), light and dark, into docs/screenshots/errors/ (or SCREENS_DIR), to look at.
 * Not part of `npm test`: `npm run screenshots` builds and runs it with the other screens.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "../e2e/support";

const outDir = process.env.SCREENS_DIR ?? path.join(import.meta.dirname, "..", "..", "docs", "screenshots", "errors");
const widths = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];
const schemes = ["light", "dark"] as const;

test("the chunk failure page, at 375 and 1440 px, light and dark", async ({ browser }) => {
  await mkdir(outDir, { recursive: true });
  for (const scheme of schemes) {
    for (const size of widths) {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: size.width, height: size.height }, baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await page.route("**/build/routes/_auth.account.register-*.js", (route) => route.fulfill({ status: 404, body: "Not found" }));
      await page.goto("/account/login");
      await page.getByRole("link", { name: "Create an account" }).click();
      await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
      await page.screenshot({ path: path.join(outDir, `chunk-failure-${size.name}-${scheme}.png`), fullPage: true, animations: "disabled" });
      await context.close();
    }
  }
});
