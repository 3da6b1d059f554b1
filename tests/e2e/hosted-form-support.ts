/**
 * Building blocks of the hosted-form journeys: the form's owner and its CSV export (what a stored response looks like
 * to the person who reads it), answering the early-access form, and a host page on another origin that embeds it.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext, FrameLocator, Page } from "@playwright/test";
import { expect, expectFocused, readCodeFromOutbox, test as base, uniqueEmail, type Account } from "./support";

/**
 * For the API calls of these journeys: a fresh connection each time. Node closes an idle keep-alive connection after
 * 5 s, and a request sent on it at that moment fails with ECONNRESET.
 */
export const freshConnection = { connection: "close" };

/**
 * A form an ordinary account made, posing as the product: what the "made by a user" notice and the abuse report are
 * for. `thankYou` adds to its thank-you screen (a redirect to another site, say).
 */
export async function createUserForm(request: APIRequestContext, account: Account, thankYou: Record<string, unknown> = {}): Promise<string> {
  const login = await request.post("/api/v1/auth/login", { headers: freshConnection, data: { email: account.email, password: account.password } });
  const token = (await login.json()).data.access_token as string;
  const created = await request.post("/api/v1/forms", {
    headers: { ...freshConnection, authorization: `Bearer ${token}` },
    data: {
      definition: {
        title: { en: "Verify your Promoreel account" },
        fields: [{ key: "email", type: "email", required: true, label: { en: "Your e-mail" } }],
        thank_you: { title: { en: "Thanks!" }, ...thankYou },
      },
    },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).data.id as string;
}

/** The account named by FORMS_OWNER_EMAIL in playwright.config.ts. */
export const formsOwner = { email: "forms-owner@example.com", password: "owner-password-42", name: "Forms Owner" };

async function logIn(request: APIRequestContext) {
  const response = await request.post("/api/v1/auth/login", { headers: freshConnection, data: { email: formsOwner.email, password: formsOwner.password } });
  return response.status() === 200 ? ((await response.json()).data.access_token as string) : null;
}

/** Signs in as the forms' owner, creating the account the first time (the two projects may race to do it). */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const existing = await logIn(request);
  if (existing) return existing;
  const since = Date.now();
  await request.post("/api/v1/auth/email_captcha_send", { headers: freshConnection, data: { email: formsOwner.email, purpose: "register" } });
  const code = await readCodeFromOutbox(formsOwner.email, since).catch(() => null);
  if (code)
    await request.post("/api/v1/auth/register", { headers: freshConnection, data: { email: formsOwner.email, code, name: formsOwner.name, password: formsOwner.password } });
  const token = await logIn(request);
  expect(token, "the forms owner can sign in").toBeTruthy();
  return token!;
}

/** RFC 4180 rows: quoted cells may hold commas, quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += char;
  }
  return rows;
}

/** The early-access form's responses as the owner downloads them: one object per row, keyed by the header. */
export async function exportedResponses(request: APIRequestContext, formId = "early-access"): Promise<Array<Record<string, string>>> {
  const response = await request.get(`/api/v1/forms/${formId}/responses.csv`, { headers: { ...freshConnection, authorization: `Bearer ${await ownerToken(request)}` } });
  expect(response.status()).toBe(200);
  const bytes = await response.body();
  expect([...bytes.subarray(0, 3)], "the export starts with a UTF-8 byte order mark").toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString("utf8"));
  return rows.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index] ?? ""])));
}

export { expect };

export async function exportedResponse(request: APIRequestContext, email: string, formId = "early-access") {
  return (await exportedResponses(request, formId)).find((row) => row.email === email);
}

export interface EarlyAccessAnswers {
  name: string;
  email: string;
  company: string;
  productUrl: string;
  /** The option's label. */
  videos: string;
}

export function earlyAccessAnswers(overrides: Partial<EarlyAccessAnswers> = {}): EarlyAccessAnswers {
  return { name: "Ada Lovelace", email: uniqueEmail("lead"), company: "Analytical Engines", productUrl: "shop.example.com/engine", videos: "6 to 20", ...overrides };
}

type FormRoot = Page | FrameLocator;

/** One question at a time, as a visitor with JavaScript does: Enter moves on, a letter picks a choice. */
export async function answerStepByStep(form: FormRoot, answers: EarlyAccessAnswers, { keyboard }: { keyboard: Page["keyboard"] }) {
  await form.getByRole("button", { name: "Let's go" }).click();
  for (const [label, value] of [
    ["What's your name?", answers.name],
    ["What's your work e-mail?", answers.email],
    ["Which company or brand are you with?", answers.company],
    ["Link to a product you'd like a video for", answers.productUrl],
  ] as const) {
    const input = form.getByLabel(label);
    await expectFocused(input);
    await input.fill(value);
    await keyboard.press("Enter");
  }
  await expect(form.getByText("How many videos do you need a month?")).toBeVisible();
  await form.getByText(answers.videos, { exact: true }).click();
  await form.getByRole("button", { name: "Submit" }).click();
}

/** Every question on one page, as a visitor without JavaScript sees it, then the one Submit button. */
export async function answerAllAtOnce(page: FormRoot, answers: EarlyAccessAnswers) {
  await page.getByLabel("What's your name?").fill(answers.name);
  await page.getByLabel("What's your work e-mail?").fill(answers.email);
  await page.getByLabel("Which company or brand are you with?").fill(answers.company);
  await page.getByLabel("Link to a product you'd like a video for").fill(answers.productUrl);
  await page.getByText(answers.videos, { exact: true }).click();
  await page.getByRole("button", { name: "Submit" }).click();
}

/**
 * Pages of another site that embed the form, served by a small server of the test's own on 127.0.0.1 (a real
 * local server: Chromium lets only a local page frame a local one). The same server answers as `http://localhost:…`
 * too, which is a third origin for pages that should not be trusted.
 */
export interface HostServer {
  /** `http://127.0.0.1:port`: the embedding site. */
  origin: string;
  /** `http://localhost:port`: someone else on the same page. */
  otherOrigin: string;
  /** Serves `html` at a fresh path and returns its path. */
  page(html: string, name?: string): string;
}

async function startHostServer(): Promise<HostServer & { close(): Promise<void> }> {
  const pages = new Map<string, string>();
  const server = createServer((request, response) => {
    const html = pages.get(new URL(request.url ?? "/", "http://host").pathname);
    response.writeHead(html === undefined ? 404 : 200, { "content-type": "text/html; charset=utf-8" });
    response.end(html ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  let count = 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    otherOrigin: `http://localhost:${port}`,
    page(html, name = "page") {
      count += 1;
      const path = `/${name}-${count}`;
      pages.set(path, html);
      return path;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The journeys' test object with the host server, one per worker. */
export const test = base.extend<object, { host: HostServer }>({
  host: [
    async ({}, use) => {
      const server = await startHostServer();
      await use(server);
      await server.close();
    },
    { scope: "worker" },
  ],
});

/**
 * Opens a page of the embedding site with `body`, recording every message it receives in `window.received`. `origin`
 * may be the host's other origin instead.
 */
export async function openHostPage(page: Page, host: HostServer, body: string, origin = host.origin) {
  const path = host.page(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body>${body}
<script>
  window.received = [];
  window.addEventListener("message", (event) => window.received.push({ origin: event.origin, data: event.data }));
</script></body></html>`);
  await page.goto(`${origin}${path}`);
}

export interface ReceivedMessage {
  origin: string;
  data: { type: string; embedId: string; formId: string; [field: string]: unknown };
}

export function receivedMessages(page: Page): Promise<ReceivedMessage[]> {
  return page.evaluate(() => (window as unknown as { received: ReceivedMessage[] }).received);
}

/** Waits until the host page has received a message of this type, and returns it. */
export async function messageOfType(page: Page, type: string): Promise<ReceivedMessage> {
  let found: ReceivedMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMessages(page)).find((message) => message.data?.type === type);
        return found !== undefined;
      },
      { message: `a ${type} message`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The iframe address an SDK builds for the early-access form, with extra query parameters and a hash. */
export function embedAddress(baseUrl: string, { embedId = "embed-1", query = {}, hash = "" }: { embedId?: string; query?: Record<string, string>; hash?: string } = {}) {
  const url = new URL("/to/early-access", baseUrl);
  url.searchParams.set("typeform-embed-id", embedId);
  url.searchParams.set("typeform-embed", "embed-widget");
  url.searchParams.set("typeform-source", "shop.host.test");
  url.searchParams.set("typeform-medium", "embed-sdk");
  url.searchParams.set("typeform-medium-version", "next");
  url.searchParams.set("typeform-embed-handles-redirect", "1");
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  url.hash = hash;
  return url.href;
}

/** A one-question form of the owner's, with the thank-you screen given (its button, its redirect). */
export async function createWaitlistForm(request: APIRequestContext, thankYou: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const response = await request.post("/api/v1/forms", {
    headers: { ...freshConnection, authorization: `Bearer ${await ownerToken(request)}` },
    data: {
      definition: {
        title: { en: "Shop waitlist" },
        fields: [{ key: "email", type: "email", required: true, label: { en: "Your e-mail" } }],
        thank_you: { title: { en: "Thanks!" }, ...thankYou },
        ...extra,
      },
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.id as string;
}

export async function answerWaitlist(form: FormRoot, email = uniqueEmail("waitlist")) {
  await form.getByLabel("Your e-mail").fill(email);
  await form.getByRole("button", { name: "Submit" }).click();
  return email;
}
