import { readFile } from "node:fs/promises";
import { lipsyncPorts, stripeDoublePort } from "../../playwright.config";
import { createAccount, expect, expectHome, exactPath, readCodeFromOutbox, signIn, test, uniqueEmail } from "./support";

// The second app server bills through the Stripe double; its outbox is in its own data folder.
const appUrl = `http://localhost:${lipsyncPorts.app}`;
const dataDir = process.env.E2E_LIPSYNC_DATA_DIR;
const stripeDouble = `http://127.0.0.1:${stripeDoublePort}`;
test.use({ baseURL: appUrl });

test("a user signs up through an invitation link and pays: the inviter earns 15 %, and a refund takes it back", async ({ page, browser, request, javaScriptEnabled }) => {
  // A finds the invitation link on the affiliate screen, reached from the account page.
  const inviter = await createAccount(request, { name: "Ines Inviter", dataDir });
  await signIn(page, inviter);
  await page.goto("/account-user");
  await page.getByRole("link", { name: "Invite people and see your rewards" }).click();
  await expect(page).toHaveURL(exactPath("/account-user/affiliate"));
  await expect(page.getByRole("heading", { level: 1, name: "Affiliate programme" })).toBeVisible();
  await expect(page.getByText("No rewards yet")).toBeVisible();
  const linkField = page.getByLabel("Your invitation link");
  const link = new URL(await linkField.inputValue());
  expect(link.pathname + link.search).toMatch(/^\/\?ref=[A-Z2-9]{10}$/);
  if (javaScriptEnabled) {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: appUrl });
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Link copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.href);
  } else {
    // Without JavaScript the field is there to select; no button that could not work.
    await expect(page.getByText("Select the link and copy it.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
  }

  // B follows the link in their own browser and signs up through the e-mailed code.
  const invitedContext = await browser.newContext({ javaScriptEnabled, baseURL: appUrl });
  const invitedPage = await invitedContext.newPage();
  const invited = { name: "Bea Buyer", email: uniqueEmail("invited"), password: "bea-pays-2026" };
  await invitedPage.goto(link.pathname + link.search);
  await invitedPage.goto("/account/register");
  await invitedPage.getByLabel("E-mail").fill(invited.email);
  const sentAfter = Date.now();
  await invitedPage.getByRole("button", { name: "Send code" }).click();
  await invitedPage.getByLabel("Code").fill(await readCodeFromOutbox(invited.email, sentAfter, dataDir));
  await invitedPage.getByRole("button", { name: "Verify" }).click();
  await invitedPage.getByLabel("Name").fill(invited.name);
  await invitedPage.getByLabel("Password", { exact: true }).fill(invited.password);
  await invitedPage.getByLabel("Confirm password").fill(invited.password);
  await invitedPage.getByLabel("I agree to the terms of service and the privacy policy").check();
  await invitedPage.getByRole("button", { name: "Sign up" }).click();
  await expectHome(invitedPage, invited.name);
  await invitedContext.close();

  // B pays $29.00 for Pro: Stripe (its double) tells the app with a signed invoice.paid.
  const signedIn = await (await request.post("/api/v1/auth/login", { data: { email: invited.email, password: invited.password } })).json();
  const invitedId = signedIn.data.user.id as string;
  const paid = await request.post(`${stripeDouble}/control/pay?user=${invitedId}&amount=2900`);
  // The double answers with the app's answer to the webhook.
  expect(await paid.json()).toMatchObject({ status_code: 200, data: { received: true, duplicate: false } });

  await page.reload();
  const figure = (label: string) => page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure("Registered users")).toContainText("1");
  await expect(figure("Total payments")).toContainText("$29.00");
  await expect(figure("Total reward")).toContainText("$4.35");
  const row = page.getByRole("row").filter({ hasText: invited.name });
  await expect(row).toContainText("Pro");
  await expect(row).toContainText("$29.00");
  await expect(row).toContainText("$4.35");

  // The records as CSV, with a header row.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv).toContain("Time (UTC),Invited user,Plan,Currency");
  expect(csv).toContain(`${invited.name},Pro,USD,2900,0,435,$4.35`);

  // A full refund takes the reward back.
  const refunded = await request.post(`${stripeDouble}/control/refund?user=${invitedId}&amount=2900`);
  expect(await refunded.json()).toMatchObject({ status_code: 200, data: { duplicate: false } });
  await page.goto("/account-user/affiliate");
  await expect(figure("Total reward")).toContainText("$0.00");
  await expect(figure("Total payments")).toContainText("$0.00");
  await expect(row).toContainText("$29.00 refunded");
});
