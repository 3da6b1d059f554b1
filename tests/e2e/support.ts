import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export { expect };

/** The dev outbox of the app server whose DATA_DIR this is (the first server's unless told). */
const outboxDir = (dataDir = process.env.E2E_DATA_DIR!) => path.join(dataDir, "outbox");

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sent_at: number;
}

/** The server writes each mail aside and renames it into place, so a `.json` file is always whole. */
async function readMail(file: string): Promise<OutboxMail> {
  return JSON.parse(await readFile(file, "utf8")) as OutboxMail;
}

/** Waits for the newest mail to `to` sent after `since` and returns the six-digit code in it. */
export async function readCodeFromOutbox(to: string, since: number, dataDir?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outboxDir(dataDir)).catch(() => [] as string[]);
        // Files are named `${sent_at}-${uuid}.json`: only read the ones sent late enough.
        const recent = files.filter((file) => file.endsWith(".json") && Number(file.split("-")[0]) >= since);
        const mails = await Promise.all(recent.map((file) => readMail(path.join(outboxDir(dataDir), file))));
        const newest = mails.filter((mail) => mail.to === to && mail.sent_at >= since).sort((a, b) => b.sent_at - a.sent_at)[0];
        code = newest?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 10_000, message: `a code mailed to ${to}` },
    )
    .toBeTruthy();
  return code!;
}

export const defaultPassword = "correct-horse-42";

/** Creates an account through the public /api/v1 calls, with a real code from the outbox. */
export async function createAccount(request: APIRequestContext, { name = "Ada Lovelace", password = defaultPassword, dataDir = undefined as string | undefined } = {}) {
  const email = uniqueEmail();
  const since = Date.now();
  const send = await request.post("/api/v1/auth/email_captcha_send", { data: { email, purpose: "register" } });
  expect(send.status()).toBe(200);
  const code = await readCodeFromOutbox(email, since, dataDir);
  const register = await request.post("/api/v1/auth/register", { data: { email, code, name, password } });
  expect(register.status()).toBe(200);
  return { email, password, name };
}

// ---------------------------------------------------------------------------------------------------------------
// The test object every spec uses, with an automatic check that no page logs an error.

export interface Account {
  email: string;
  password: string;
  name: string;
}

/** Network statuses the browser reports as console errors; the journeys assert on these statuses themselves. */
const expectedHttpError = /^Failed to load resource: the server responded with a status of (400|404)\b/;

/**
 * Epic Stack style: every page of every test is watched, and the test fails when a page logs a console error,
 * throws an uncaught exception, reports a CSP violation, or fails to load one of its own assets (script, style,
 * font, image). HTTP 400/404 answers to documents and data requests are the app's normal answers to bad forms and
 * unknown paths, and are asserted by the journeys, so those are the only console errors let through.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });
      const watch = (page: Page) => {
        page.on("console", (message) => {
          if (message.type() !== "error" || expectedHttpError.test(message.text())) return;
          problems.push(`console error on ${page.url()}: ${message.text()}`);
        });
        page.on("pageerror", (error) => problems.push(`uncaught exception on ${page.url()}: ${error.message}`));
        page.on("response", (response) => {
          const type = response.request().resourceType();
          const asset = ["script", "stylesheet", "font", "image", "media"].includes(type);
          if (response.status() >= 500 || (asset && response.status() >= 400)) {
            problems.push(`HTTP ${response.status()} for ${type} ${response.url()}`);
          }
        });
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(problems);
      expect(problems, "pages logged errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// Journeys' building blocks. Each navigating step waits for the URL it leads to, which with JavaScript is a
// client-side navigation and without it a full page load.

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Matches the page URL whose path and query are exactly `pathAndQuery`. */
export function exactPath(pathAndQuery: string) {
  return (url: URL) => url.pathname + url.search === pathAndQuery;
}

/** A signed-in account on the home page, made through the API and signed in through the sign-in screen. */
export async function signedInAccount(page: Page, options?: { name?: string; password?: string; dataDir?: string }): Promise<Account> {
  const account = await createAccount(page.request, options);
  await signIn(page, account);
  return account;
}

/** Signs in through the sign-in screen and waits for the page it leads to (home unless told). */
export async function signIn(page: Page, account: Pick<Account, "email" | "password">, { expectPath = "/", from = "/account/login" } = {}) {
  if (from) await page.goto(from);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await fillSignIn(page, account);
  await expect(page).toHaveURL(exactPath(expectPath));
}

/** Fills the sign-in form and presses Sign in, without waiting for where it leads. */
export async function fillSignIn(page: Page, { email, password }: Pick<Account, "email" | "password">) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signing in with these credentials is refused with the sign-in screen's message. */
export async function expectSignInRefused(page: Page, account: Pick<Account, "email" | "password">) {
  await page.goto("/account/login");
  await fillSignIn(page, account);
  await expect(page.getByText("The e-mail or password is incorrect.")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login$/);
}

/** The home page of a signed-in user. */
export async function expectHome(page: Page, name: string) {
  await expect(page).toHaveURL(exactPath("/"));
  await expect(page.getByRole("heading", { level: 1, name: `Hello, ${name}` })).toBeVisible();
}

/** The toast with this text, as the user sees it. */
export function toast(page: Page, text: string) {
  return page.locator("[data-toast]").filter({ hasText: text });
}

/** Presses the side menu's Sign out (wide screens) and waits for the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole("complementary").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(exactPath("/account/login"));
  await expect(toast(page, "You have signed out.")).toBeVisible();
}

/** A six-digit code that is not `code`. */
export function wrongCode(code: string) {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

/**
 * The element has its document's focus. Unlike toBeFocused this does not also need the browser window to be the
 * focused one, which two test workers (and popups) take from each other.
 */
export async function expectFocused(locator: Locator, options: { timeout?: number } = {}) {
  await expect.poll(() => locator.evaluate((element) => element === element.ownerDocument.activeElement), { message: "focused in its document", ...options }).toBe(true);
}

/**
 * Opens a path from a page that may refresh itself: without JavaScript a page following a render carries a meta
 * refresh, and one firing as the visit starts aborts it. The visit is then made again.
 */
export async function visit(page: Page, pathAndQuery: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.goto(pathAndQuery);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("net::ERR_ABORTED")) throw error;
    }
  }
}
