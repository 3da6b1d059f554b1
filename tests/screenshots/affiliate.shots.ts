/**
 * The affiliate screen empty and with records (payments from three invited users, one refunded in part), at 375 and
 * 1440 px, light and dark, into docs/screenshots/affiliate/ (or SCREENS_DIR), to look at. Runs against the second
 * app server, which bills through the Stripe double. Not part of `npm test`.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { lipsyncPorts, stripeDoublePort } from "../../playwright.config";
import { createAccount, defaultPassword, readCodeFromOutbox, signIn, test, uniqueEmail } from "../e2e/support";

const outDir = process.env.SCREENS_DIR ?? path.join(import.meta.dirname, "..", "..", "docs", "screenshots", "affiliate");
const appUrl = `http://localhost:${lipsyncPorts.app}`;
const dataDir = process.env.E2E_LIPSYNC_DATA_DIR;
const stripeDouble = `http://127.0.0.1:${stripeDoublePort}`;
const widths = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];
const schemes = ["light", "dark"] as const;
test.use({ baseURL: appUrl });

/** Signs up through the API with an invitation code; answers the new user's id. */
async function invitedUser(request: APIRequestContext, name: string, invitationCode: string): Promise<string> {
  const email = uniqueEmail("invited");
  const since = Date.now();
  await request.post("/api/v1/auth/email_captcha_send", { data: { email, purpose: "register" } });
  const code = await readCodeFromOutbox(email, since, dataDir);
  const registered = await request.post("/api/v1/auth/register", { data: { email, code, name, password: defaultPassword, invitation_code: invitationCode } });
  return (await registered.json()).data.user.id;
}

test("the affiliate screen, empty and with records, at 375 and 1440 px, light and dark", async ({ browser, request }) => {
  test.setTimeout(300_000);
  await mkdir(outDir, { recursive: true });
  const empty = await createAccount(request, { name: "Ines Inviter", dataDir });
  const earning = await createAccount(request, { name: "Ines Inviter", dataDir });

  for (const scheme of schemes) {
    for (const size of widths) {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: size.width, height: size.height }, baseURL: appUrl });
      const page = await context.newPage();
      await signIn(page, empty);
      await page.goto("/account-user/affiliate");
      await page.screenshot({ path: path.join(outDir, `empty-${size.name}-${scheme}.png`), fullPage: true, animations: "disabled" });
      await context.close();
    }
  }

  const seller = await browser.newContext({ baseURL: appUrl });
  const sellerPage = await seller.newPage();
  await signIn(sellerPage, earning);
  await sellerPage.goto("/account-user/affiliate");
  const code = new URL(await sellerPage.getByLabel("Your invitation link").inputValue()).searchParams.get("ref")!;
  await seller.close();
  for (const [name, amount, refund] of [
    ["Bea Buyer", 2900, 0],
    ["Chen Wei", 990, 0],
    ["Dmitri Petrov", 2900, 1450],
  ] as const) {
    const userId = await invitedUser(request, name, code);
    await request.post(`${stripeDouble}/control/pay?user=${userId}&amount=${amount}`);
    if (refund) await request.post(`${stripeDouble}/control/refund?user=${userId}&amount=${refund}`);
  }

  for (const scheme of schemes) {
    for (const size of widths) {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: size.width, height: size.height }, baseURL: appUrl });
      const page = await context.newPage();
      await signIn(page, earning);
      await page.goto("/account-user/affiliate");
      await page.screenshot({ path: path.join(outDir, `records-${size.name}-${scheme}.png`), fullPage: true, animations: "disabled" });
      await context.close();
    }
  }
});
