import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { answerWaitlist, createUserForm, expect, formsOwner, test } from "./hosted-form-support";
import { createAccount } from "./support";

/**
 * Forms made by the product's users, with and without JavaScript: the page says who made them, anyone can report
 * one, and the visitor is asked before being sent on to another site.
 */

async function mailsTo(to: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const files = (await readdir(outbox)).filter((file) => file.endsWith(".json"));
  const mails = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(outbox, file), "utf8")) as { to: string; text: string }));
  return mails.filter((mail) => mail.to === to);
}

test("a user's form says a user made it, even when the embed hides the rest, and anyone can report it", async ({ page }) => {
  const formId = await createUserForm(page.request, await createAccount(page.request));
  await page.goto(`/to/${formId}?embed-hide-headers=true&embed-hide-footer=true`);
  await expect(page.getByText("Made by a Promoreel user, not by Promoreel. Never enter a password here.")).toBeVisible();

  const reportPage = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Report abuse" }).click();
  const report = await reportPage;
  await expect(report.getByRole("heading", { level: 1, name: "Report a form" })).toBeVisible();
  await expect(report.getByText("“Verify your Promoreel account”")).toBeVisible();
  await report.getByLabel("It asks for passwords, codes or payment details").check();
  await report.getByLabel("What should we know? (optional)").fill("It asked for my Promoreel password.");
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(report.getByRole("heading", { name: "Thank you, we received your report" })).toBeVisible();

  await expect
    .poll(async () =>
      (await mailsTo(formsOwner.email)).some(
        (mail) => mail.text.includes(`npm run admin -- disable-form ${formId}`) && mail.text.includes("It asked for my Promoreel password."),
      ),
    )
    .toBe(true);
});

test("the product's own form has no notice and no report page", async ({ page }) => {
  await page.goto("/to/early-access");
  await expect(page.getByRole("heading", { level: 2, name: "Get early access to Promoreel" })).toBeVisible();
  await expect(page.getByText("Made by a Promoreel user")).toHaveCount(0);
  const reportPage = await page.goto("/to/early-access/report");
  expect(reportPage?.status()).toBe(404);
});

test("a user's form names the other site it sends the visitor to and waits for a click", async ({ page, host, javaScriptEnabled }) => {
  // The page's timers run on a controlled clock, so a delayed script redirect can be made due at once.
  if (javaScriptEnabled) await page.clock.install();
  const afterForm = `${host.origin}${host.page("<title>After</title><h1>Somewhere else</h1>", "elsewhere")}?from=form`;
  const formId = await createUserForm(page.request, await createAccount(page.request), { redirect_url: afterForm });
  await page.goto(`/to/${formId}`);
  await answerWaitlist(page);

  await expect(page.getByRole("heading", { level: 2, name: "Thanks!" })).toBeVisible();
  await expect(page.getByText("This form sends you on to another site:")).toContainText(new URL(host.origin).host);
  // Nothing leaves on its own: no refresh in the page, and a minute of the page's timers later it is still here.
  await expect(page.locator('meta[http-equiv="refresh" i]')).toHaveCount(0);
  if (javaScriptEnabled) await page.clock.runFor(60_000);
  await expect(page).toHaveURL(new RegExp(`/to/${formId}$`));

  await page.getByRole("link", { name: `Continue to ${new URL(host.origin).host}` }).click();
  await expect(page).toHaveURL(afterForm);
  await expect(page.getByRole("heading", { name: "Somewhere else" })).toBeVisible();
});
