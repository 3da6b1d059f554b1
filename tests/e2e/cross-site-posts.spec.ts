import { answerAllAtOnce, answerStepByStep, earlyAccessAnswers, exportedResponse, expect, openHostPage, test } from "./hosted-form-support";
import { expectHome, signedInAccount, signOut } from "./support";

/**
 * Forms on another site that post to ours (cross-site request forgery, docs/decisions/140-cross-site-posts-refused-at-the-server.md): the browser
 * gets a 403 page saying the form must be sent from this site, in the visitor's language; our own pages' forms and
 * the hosted form inside another site's frame keep working, with and without JavaScript.
 */

/** The browser's console line for the refused post is the point of these tests, not a problem of the page. */
function expectRefusalLogged(pageProblems: string[]) {
  const refusal = pageProblems.findIndex((problem) => /status of 403\b/.test(problem));
  if (refusal >= 0) pageProblems.splice(refusal, 1);
}

test("a form on another site that signs the visitor out gets a 403 page and the visitor stays signed in", async ({ page, baseURL, host, pageProblems }) => {
  const account = await signedInAccount(page, { name: "Barbara Liskov" });

  await openHostPage(page, host, `<h1>Win a prize</h1><form method="post" action="${baseURL}/account/logout"><button>Claim it</button></form>`);
  await page.getByRole("button", { name: "Claim it" }).click();
  await expect(page).toHaveURL(`${baseURL}/account/logout`);
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("This form can only be sent from a page of this site.")).toBeVisible();
  await expect(page.getByText("Error 403")).toBeVisible();
  expectRefusalLogged(pageProblems);

  await page.getByRole("link", { name: "Back to home" }).click();
  await expectHome(page, account.name);
  // Our own Sign out is a same-site post, and still works.
  await signOut(page);
});

test.describe("in Chinese", () => {
  test.use({ locale: "zh-CN" });

  test("a sign-in form on another site gets the page in the visitor's language", async ({ page, baseURL, host, pageProblems }) => {
    await openHostPage(
      page,
      host,
      `<form method="post" action="${baseURL}/account/login"><input name="email" value="victim@example.com"><input name="password" value="guessed-password-1"><button>登录</button></form>`,
    );
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "出错了" })).toBeVisible();
    await expect(page.getByText("此表单只能从本网站的页面提交。")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    expectRefusalLogged(pageProblems);
  });
});

test("the hosted form inside another site's frame is still sent and stored", async ({ page, baseURL, host, javaScriptEnabled }) => {
  const answers = earlyAccessAnswers({ name: "Radia Perlman" });
  // Without JavaScript the framing page is another origin on the app's own site (localhost, another port): Chromium
  // can parse a cross-site frame, which runs in a process of its own, before Playwright turns its scripts off, and
  // then reads the form's <noscript> styles as text and keeps its questions hidden (seen once in a clean-clone run).
  const framingOrigin = javaScriptEnabled ? host.origin : host.otherOrigin;
  await openHostPage(page, host, `<iframe id="form" title="Early access" style="width:640px;height:900px;border:0" src="${baseURL}/to/early-access"></iframe>`, framingOrigin);
  const form = page.frameLocator("#form");
  if (javaScriptEnabled) await answerStepByStep(form, answers, { keyboard: page.keyboard });
  else await answerAllAtOnce(form, answers);
  await expect(form.getByRole("heading", { level: 2, name: "You're on the list!" })).toBeVisible();
  expect(await exportedResponse(page.request, answers.email)).toMatchObject({ name: "Radia Perlman" });
});
