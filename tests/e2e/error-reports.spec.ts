import { execFile } from "node:child_process";
import path from "node:path";
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, exactPath, signedInAccount, test } from "./support";

/**
 * Errors in the browser reach the operator (utils/error-reports.ts), and a route script that cannot be loaded
 * says so (utils/route-chunks.ts). The register screen's script is the one blocked: the sign-in screen links to it
 * and has not loaded it.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript no script runs on the page: none can fail to load, and none reports");

const registerChunk = "**/build/routes/_auth.account.register-*.js";
const reportPath = "/resources/error-report";

interface StoredReport {
  message: string;
  stack: string | null;
  url: string | null;
  user_id: string | null;
}

/** The stored reports whose message contains `text` (the server's own database, as the operator reads it). */
function storedReports(text: string): StoredReport[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "promoreel.sqlite"), { readonly: true });
  try {
    return db.prepare("SELECT message, stack, url, user_id FROM exception_reports WHERE message LIKE ? ORDER BY created_at").all(`%${text}%`) as StoredReport[];
  } finally {
    db.close();
  }
}

/** The page's problems the test caused on purpose, taken out of the fixture's list of unexpected ones. */
function expectProblems(pageProblems: string[], pattern: RegExp) {
  const expected = pageProblems.filter((problem) => pattern.test(problem));
  expect(expected.length, `problems matching ${pattern}`).toBeGreaterThan(0);
  pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((problem) => !pattern.test(problem)));
}

/** Bodies of the error reports the page posts from now on. */
function watchReports(page: Page): string[] {
  const bodies: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === reportPath) bodies.push(request.postData() ?? "");
  });
  return bodies;
}

function userId(email: string): string | undefined {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "promoreel.sqlite"), { readonly: true });
  try {
    return (db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: string } | undefined)?.id;
  } finally {
    db.close();
  }
}

function adminErrors(): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "api/admin/cli.ts", "errors"],
      { env: { ...process.env, NODE_ENV: "test", DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: "", LOG_LEVEL: "warn" }, timeout: 60_000 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

test("an error thrown in a page reaches the operator once, however often it is thrown", async ({ page, pageProblems }) => {
  test.setTimeout(120_000);
  const account = await signedInAccount(page);
  const marker = randomUUID();
  const reports = watchReports(page);

  const lastReport = page.waitForResponse((response) => response.url().endsWith(reportPath) && response.request().postData()!.includes(`last-${marker}`));
  await page.evaluate((marker) => {
    for (let index = 0; index < 3; index++)
      setTimeout(() => {
        throw new Error(`boom-${marker}`);
      });
    // Later than the three: when its report is in, theirs were sent.
    setTimeout(() => void Promise.reject(new Error(`last-${marker}`)), 50);
  }, marker);
  expect((await lastReport).status()).toBe(204);

  expect(reports.filter((body) => body.includes(`boom-${marker}`))).toHaveLength(1);
  const [thrown] = storedReports(`boom-${marker}`);
  expect(storedReports(`boom-${marker}`)).toEqual([expect.objectContaining({ message: `Error: boom-${marker}`, url: "/" })]);
  expect(thrown!.stack).toContain(`boom-${marker}`);
  expect(storedReports(`last-${marker}`)).toEqual([expect.objectContaining({ message: `Error: last-${marker}`, url: "/", user_id: thrown!.user_id })]);
  expect(thrown!.user_id).toBe(userId(account.email));

  expect(await adminErrors()).toMatch(new RegExp(`^1 report\\(s\\), last \\S+ {2}/ {2}Error: last-${marker}$`, "m"));
  expectProblems(pageProblems, /uncaught exception on .*(boom|last)-/);
});

test.describe("a route's script that cannot be loaded", () => {
  test("answering with an error: the page says so with the type, reports the chunk, and Reload loads the page", async ({ page, pageProblems }) => {
    await page.route(registerChunk, (route) => route.abort());
    const reported = page.waitForResponse((response) => response.url().endsWith(reportPath));
    await page.goto("/account/login");
    await page.getByRole("link", { name: "Create an account" }).click();

    await expect(page.getByRole("heading", { name: "Loading chunk failed" })).toBeVisible();
    await expect(page.getByText("Type: error")).toBeVisible();
    await expect(page.getByText("This part of Promoreel could not be downloaded. Check your connection, then reload the page.")).toBeVisible();
    await expect(page).toHaveURL(exactPath("/account/register"));
    expect((await reported).status()).toBe(204);
    const body = new URLSearchParams((await reported).request().postData()!);
    expect(body.get("message")).toMatch(/^ChunkLoadError: Loading chunk failed \(error\): \/build\/routes\/_auth\.account\.register-\w+\.js$/);
    expect(storedReports(body.get("message")!)).toEqual([expect.objectContaining({ url: "/account/register" })]);

    await page.unroute(registerChunk);
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    expectProblems(pageProblems, /net::ERR_FAILED/);
  });

  test("gone from the server: the type is missing", async ({ page, pageProblems }) => {
    await page.route(registerChunk, (route) => route.fulfill({ status: 404, body: "Not found" }));
    const reported = page.waitForResponse((response) => response.url().endsWith(reportPath));
    await page.goto("/account/login");
    await page.getByRole("link", { name: "Create an account" }).click();

    await expect(page.getByRole("heading", { name: "Loading chunk failed" })).toBeVisible();
    await expect(page.getByText("Type: missing")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
    const body = new URLSearchParams((await reported).request().postData()!);
    expect(body.get("message")).toMatch(/^ChunkLoadError: Loading chunk failed \(missing\): \/build\/routes\/_auth\.account\.register-\w+\.js$/);
    expectProblems(pageProblems, /HTTP 404 for script .*_auth\.account\.register-/);
  });

  test("no answer in 120 seconds: the type is timeout", async ({ page }) => {
    await page.clock.install();
    // The script's request is held without an answer; the page's clock is then moved on by two minutes.
    await page.route(registerChunk, () => {});
    const reported = page.waitForResponse((response) => response.url().endsWith(reportPath));
    await page.goto("/account/login");
    const requested = page.waitForRequest(registerChunk);
    await page.getByRole("link", { name: "Create an account" }).click();
    await requested;
    await page.clock.fastForward("01:59");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.clock.fastForward("00:01");

    await expect(page.getByRole("heading", { name: "Loading chunk failed" })).toBeVisible();
    await expect(page.getByText("Type: timeout")).toBeVisible();
    const body = new URLSearchParams((await reported).request().postData()!);
    expect(body.get("message")).toMatch(/^ChunkLoadError: Loading chunk failed \(timeout\): \/build\/routes\/_auth\.account\.register-\w+\.js$/);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});
