import { execFile } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import path from "node:path";
import { promisify } from "node:util";
import { expect, exactPath, signedInAccount, test, uniqueEmail } from "./support";

/** `npm run admin -- feedback` on the e2e server's database, as the operator reads it. */
async function adminFeedbackList(): Promise<string> {
  const repositoryRoot = path.resolve(import.meta.dirname, "../..");
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "api/admin/cli.ts", "feedback", "1000"], {
    cwd: repositoryRoot,
    env: { ...process.env, NODE_ENV: "test", DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: "", LOG_LEVEL: "warn" },
  });
  return stdout;
}

test("a visitor finds the help center from the landing page, searches it and opens an article", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Help center" }).click();
  await expect(page).toHaveURL(exactPath("/help"));
  await expect(page.getByRole("heading", { level: 1, name: "Help center" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Plans and limits/ })).toBeVisible();

  await page.getByLabel("Search the help center").fill("play-through");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(exactPath("/help?q=play-through"));
  await expect(page.getByRole("heading", { name: "1 article found for “play-through”" })).toBeVisible();
  await expect(page.locator("mark")).toHaveText("play-through");
  await page.getByRole("link", { name: "Share a video and see its engagement" }).click();

  await expect(page).toHaveURL(exactPath("/help/share-a-video"));
  await expect(page.getByRole("heading", { level: 1, name: "Share a video and see its engagement" })).toBeVisible();
  await expect(page.getByText("We do not store visitors' IP addresses")).toBeVisible();

  await page.goto("/help?q=zebra+stripes");
  await expect(page.getByRole("heading", { name: "No article matches “zebra stripes”." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask us in a message" })).toHaveAttribute("href", "#feedback");

  await page.goto("/help/no-such-article");
  await expect(page.getByText("This help article does not exist.")).toBeVisible();
  await expect(page.getByRole("link", { name: "All help articles" })).toHaveAttribute("href", "/help");
});

test("the help center reads in Chinese, search included", async ({ page }) => {
  await page.goto("/help");
  await page.getByRole("button", { name: "简体中文" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "帮助中心" })).toBeVisible();
  await page.getByLabel("搜索帮助中心").fill("完播率");
  await page.getByRole("button", { name: "搜索" }).click();
  await expect(page.getByRole("heading", { name: "找到 1 篇与“完播率”相关的文章" })).toBeVisible();
  await page.getByRole("link", { name: "分享视频并查看互动数据" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "分享视频并查看互动数据" })).toBeVisible();
});

test("a signed-in user sends feedback from the workspace menu, with the page attached, and the operator reads it", async ({ page }) => {
  const account = await signedInAccount(page);
  await page.goto("/videos");
  await page.getByRole("complementary").getByRole("link", { name: "Send feedback" }).click();
  await expect(page).toHaveURL(exactPath("/help/feedback?from=%2Fvideos"));
  await expect(page.getByText(`Sent as ${account.email}, so we can answer you.`)).toBeVisible();
  await expect(page.getByLabel("Your e-mail (optional)")).toHaveCount(0);

  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByText("Write your message first.")).toBeVisible();

  const message = `The star on a video is hard to see ${uniqueEmail("note")}`;
  await page.getByLabel("Your message").fill(message);
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, your message was sent" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the page you were on" }).click();
  await expect(page).toHaveURL(exactPath("/videos"));

  const listed = await adminFeedbackList();
  expect(listed).toMatch(new RegExp(`\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  ${account.email.replace(/[.]/g, "\\.")} \\(signed in\\)  /videos\\n    ${message}\\n`));
});

test("a visitor sends feedback from the help center with an address to answer", async ({ page }) => {
  await page.goto("/help?q=zebra");
  const form = page.locator("#feedback");
  const email = uniqueEmail("visitor");
  await form.getByLabel("Your e-mail (optional)").fill("not-an-address");
  await form.getByLabel("Your message").fill("I looked for zebra and found nothing.");
  await form.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByText("Email format error")).toBeVisible();

  await page.getByLabel("Your e-mail (optional)").fill(email);
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, your message was sent" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the page you were on" })).toHaveAttribute("href", "/help?q=zebra");

  expect(await adminFeedbackList()).toContain(`${email}  /help?q=zebra\n    I looked for zebra and found nothing.\n`);
});

test("axe finds no accessibility violation on the help center, an article or the feedback page", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe runs as a script in the page; the markup is the same without JavaScript");
  for (const address of ["/help?q=size", "/help/plans", "/help/feedback?from=%2Fhelp"]) {
    await page.goto(address);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations, address).toEqual([]);
  }
});
