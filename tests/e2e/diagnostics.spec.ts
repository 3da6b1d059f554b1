import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { exactPath, expect, signedInAccount, test, toast, visit } from "./support";

const checks = ["Database", "Data disk", "Render queue", "Render workers", "Video tools (ffmpeg)", "Voice"];

async function mailsTo(email: string) {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const files = (await readdir(dir)).filter((file) => file.endsWith(".json"));
  const mails = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), "utf8")) as { to: string; subject: string }));
  return mails.filter((mail) => mail.to === email);
}

test("a visitor who is not signed in sees every check pass, with a way to sign in for the self-test", async ({ page }) => {
  const response = await page.goto("/test");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "System check" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "All checks pass" })).toBeVisible();
  for (const name of checks) await expect(page.locator("[data-check]").filter({ hasText: name }).getByText("OK", { exact: true })).toBeVisible();
  await expect(page.getByText(/Version \d+\.\d+\.\d+/)).toBeVisible();

  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(exactPath("/account/login?redirect=%2Ftest"));
});

test("a monitor asking for JSON gets the same report, and no page", async ({ request }) => {
  const response = await request.get("/test", { headers: { Accept: "application/json" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  const report = (await response.json()) as { status: string; failing: string[]; checks: Record<string, { ok: boolean }> };
  expect(report).toMatchObject({ status: "ok", failing: [] });
  expect(Object.keys(report.checks).sort()).toEqual(["database", "disk", "ffmpeg", "queue", "voice", "workers"]);

  // A browser's Accept gets the page.
  const page = await request.get("/test", { headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
  expect(page.headers()["content-type"]).toContain("text/html");
});

test("a signed-in user sends themselves a test e-mail and sees their session and quota", async ({ page }) => {
  const account = await signedInAccount(page);
  await page.goto("/test");
  const session = page.getByRole("article", { name: "Your session and quota" });
  await expect(session.getByText(account.email)).toBeVisible();
  await expect(session.getByText("Free", { exact: true })).toBeVisible();
  await expect(session.getByText("0 used, 0 being made, 3 left of 3")).toBeVisible();

  await page.getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(toast(page, `We sent a test e-mail to ${account.email}.`)).toBeVisible();
  await expect(page).toHaveURL(exactPath("/test"));
  await expect.poll(async () => (await mailsTo(account.email)).map((mail) => mail.subject)).toContain("Promoreel test e-mail");
});

test("a signed-in user makes a sample video, follows it to the end and plays it, without using a video of the month", async ({ page }) => {
  test.setTimeout(180_000);
  await signedInAccount(page);
  await page.goto("/test");
  await page.getByRole("button", { name: "Make a sample video" }).click();
  await expect(page).toHaveURL(/\/test\?sample=[\w-]+$/);
  const sampleUrl = new URL(page.url());

  const sample = page.getByRole("article", { name: "Sample video" });
  await expect(sample.getByText("Without music: your plan does not include it.")).toBeVisible();
  await expect(sample).toHaveAttribute("data-sample-status", "ready", { timeout: 150_000 });
  const player = sample.getByLabel("Your sample video");
  await expect(player).toBeVisible();
  const src = await player.getAttribute("src");
  expect(src).toBe(`/resources/media/diagnostics/${sampleUrl.searchParams.get("sample")}`);
  const file = await page.request.get(src!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("video/mp4");

  await visit(page, "/test");
  await expect(page.getByRole("article", { name: "Your session and quota" }).getByText("0 used, 0 being made, 3 left of 3")).toBeVisible();
});
