import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  test,
  answerAllAtOnce,
  answerStepByStep,
  answerWaitlist,
  createWaitlistForm,
  earlyAccessAnswers,
  freshConnection,
  exportedResponse,
  exportedResponses,
} from "./hosted-form-support";
import { expectFocused } from "./support";

/**
 * The early-access form as a plain link, in Chromium with and without JavaScript: what a visitor sees and what
 * the form's owner finds in the CSV export afterwards.
 */

test.describe("the hosted early-access form at /to/early-access", () => {
  test("stores a response the owner finds in the CSV export", async ({ page, javaScriptEnabled }) => {
    const answers = earlyAccessAnswers({ company: 'Comma, "Quote" & Co' });
    await page.goto("/to/early-access");
    await expect(page.getByRole("heading", { level: 1, name: "Request early access" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Get early access to Promoreel" })).toBeVisible();
    if (javaScriptEnabled) await answerStepByStep(page, answers, { keyboard: page.keyboard });
    else await answerAllAtOnce(page, answers);

    await expect(page.getByRole("heading", { level: 2, name: "You're on the list!" })).toBeVisible();
    const stored = await exportedResponse(page.request, answers.email);
    expect(stored).toMatchObject({
      name: "Ada Lovelace",
      company: 'Comma, "Quote" & Co',
      product_url: "https://shop.example.com/engine",
      videos_per_month: "6-20",
      source: "",
      medium: "",
    });
    expect(stored!.response_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("shows what is wrong with the answers and keeps what was typed", async ({ page, javaScriptEnabled }) => {
    await page.goto("/to/early-access");
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Let's go" }).click();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert")).toHaveText("Please fill in this field.");
      await page.getByLabel("What's your name?").fill("Grace");
      await page.keyboard.press("Enter");
      await page.getByLabel("What's your work e-mail?").fill("grace@");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert")).toHaveText("Email format error");
      await expectFocused(page.getByLabel("What's your work e-mail?"));
      return;
    }
    await page.getByLabel("What's your work e-mail?").fill("grace@");
    await page.getByLabel("Which company or brand are you with?").fill("Navy");
    await page.getByLabel("Link to a product you'd like a video for").fill("not a link");
    const response = page.waitForResponse((candidate) => candidate.request().method() === "POST");
    await page.getByRole("button", { name: "Submit" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByText("Some answers need your attention.")).toBeVisible();
    await expect(page.locator("#name-error")).toHaveText("Please fill in this field.");
    await expect(page.locator("#email-error")).toHaveText("Email format error");
    await expect(page.locator("#product_url-error")).toHaveText("Please enter a web address, such as https://example.com/product.");
    await expect(page.locator("#videos_per_month-error")).toHaveText("Please fill in this field.");
    await expect(page.getByLabel("Which company or brand are you with?")).toHaveValue("Navy");
    await expect(page.getByLabel("What's your work e-mail?")).toHaveValue("grace@");
  });

  test("speaks the language the visitor chose on the site, the server's messages too", async ({ page, javaScriptEnabled }) => {
    await page.goto("/account/login");
    await page.getByRole("button", { name: "简体中文" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await page.goto("/to/early-access");
    await expect(page.getByRole("heading", { level: 2, name: "抢先体验 Promoreel" })).toBeVisible();
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "开始" }).click();
      await page.getByLabel("怎么称呼你？").fill("李雷");
      await page.keyboard.press("Enter");
      await page.getByLabel("你的工作邮箱是？").fill("lilei@");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert")).toHaveText("邮箱格式错误");
      return;
    }
    await page.getByLabel("你的工作邮箱是？").fill("lilei@");
    await page.getByRole("button", { name: "提交" }).click();
    await expect(page.locator("#email-error")).toHaveText("邮箱格式错误");
    await expect(page.locator("#name-error")).toHaveText("请填写此项。");
  });

  test("answers a second response with the same e-mail with a clear message and stores it once", async ({ page, javaScriptEnabled }) => {
    const answers = earlyAccessAnswers();
    for (const attempt of [1, 2]) {
      await page.goto("/to/early-access");
      if (javaScriptEnabled) await answerStepByStep(page, { ...answers, email: attempt === 2 ? answers.email.toUpperCase() : answers.email }, { keyboard: page.keyboard });
      else await answerAllAtOnce(page, answers);
      // Leaving the page while the first answers are on their way would abort them: the second would be the first.
      if (attempt === 1) await expect(page.getByRole("heading", { level: 2, name: "You're on the list!" })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: "You have already answered" })).toBeVisible();
    await expect(page.getByText("This e-mail address has already answered this form, so we kept your first answers.")).toBeVisible();
    expect((await exportedResponses(page.request)).filter((row) => row.email === answers.email)).toHaveLength(1);
  });

  test("in the sandbox checks the answers but stores nothing", async ({ page, javaScriptEnabled }) => {
    const answers = earlyAccessAnswers();
    await page.goto("/to/early-access?__dangerous-disable-submissions=true");
    await expect(page.getByText("Test mode: answers are checked but not saved.").first()).toBeVisible();
    if (javaScriptEnabled) await answerStepByStep(page, answers, { keyboard: page.keyboard });
    else await answerAllAtOnce(page, answers);
    await expect(page.getByRole("heading", { level: 2, name: "You're on the list!" })).toBeVisible();
    expect(await exportedResponse(page.request, answers.email)).toBeUndefined();
  });

  test("stores the hidden fields and the preselected answer the address carries", async ({ page, javaScriptEnabled }) => {
    const answers = earlyAccessAnswers({ videos: "21 to 50" });
    // The SDKs put them in the hash; a plain link (and a page without JavaScript) can use the query.
    const address = javaScriptEnabled
      ? "/to/early-access#utm_source=newsletter&utm_campaign=spring%2C%20launch%20%23%E6%98%A5&answers-videos_per_month=21-50&not_declared=dropped"
      : "/to/early-access?utm_source=newsletter&utm_campaign=spring%2C%20launch%20%23%E6%98%A5&answers-videos_per_month=21-50&not_declared=dropped";
    await page.goto(address);
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Let's go" }).click();
      for (const value of [answers.name, answers.email, answers.company, answers.productUrl]) {
        await page.keyboard.type(value);
        await page.keyboard.press("Enter");
      }
      await expect(page.getByRole("radio", { name: "21 to 50" })).toBeChecked();
      await page.getByRole("button", { name: "Submit" }).click();
    } else {
      await expect(page.getByRole("radio", { name: "21 to 50" })).toBeChecked();
      await page.getByLabel("What's your name?").fill(answers.name);
      await page.getByLabel("What's your work e-mail?").fill(answers.email);
      await page.getByLabel("Which company or brand are you with?").fill(answers.company);
      await page.getByRole("button", { name: "Submit" }).click();
    }
    await expect(page.getByRole("heading", { level: 2, name: "You're on the list!" })).toBeVisible();
    const stored = await exportedResponse(page.request, answers.email);
    expect(stored).toMatchObject({ videos_per_month: "21-50", "hidden:utm_source": "newsletter", "hidden:utm_campaign": "spring, launch #春" });
    expect(Object.keys(stored!).some((column) => column.includes("not_declared"))).toBe(false);
  });

  test("goes on to the form's redirect address after submitting", async ({ page, host }) => {
    const afterForm = `${host.origin}${host.page("<title>After</title><h1>Welcome back</h1>", "after-form")}?from=form`;
    const formId = await createWaitlistForm(page.request, { redirect_url: afterForm });
    await page.goto(`/to/${formId}`);
    const email = await answerWaitlist(page);
    await expect(page).toHaveURL(afterForm);
    expect(await exportedResponse(page.request, email, formId)).toBeDefined();
  });

  test("leaves out its header, footer, background and h1 when the embed asks", async ({ page, javaScriptEnabled }) => {
    await page.goto("/to/early-access?embed-hide-headers=true&embed-hide-footer=true&embed-opacity=0&typeform-embed-no-heading=true");
    await expect(page.getByText("Get early access to Promoreel")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByText("Made with Promoreel")).toHaveCount(0);
    const backgrounds = await page.evaluate(() => [document.body, document.querySelector("[data-hosted-form]")!].map((element) => getComputedStyle(element).backgroundColor));
    expect(backgrounds).toEqual(["rgba(0, 0, 0, 0)", "rgba(248, 247, 252, 0)"]);

    await page.goto("/to/early-access");
    await expect(page.getByRole("banner")).toContainText("Request early access");
    await expect(page.getByRole("contentinfo")).toContainText("Made with Promoreel");
    if (javaScriptEnabled) await expect(page.getByText("0 of 5 answered")).toBeVisible();
  });

  test("does not scroll, or hides its scroll bars, when the embed asks", async ({ page }) => {
    const overflowAndScrollbars = () =>
      page.evaluate(() => ({ overflow: getComputedStyle(document.body).overflow, scrollbars: getComputedStyle(document.documentElement).scrollbarWidth }));
    await page.setViewportSize({ width: 375, height: 300 });
    await page.goto("/to/early-access");
    expect(await overflowAndScrollbars()).toEqual({ overflow: "visible", scrollbars: "auto" });
    await page.goto("/to/early-access?typeform-embed-disable-scroll=true");
    expect((await overflowAndScrollbars()).overflow).toBe("hidden");
    await page.mouse.wheel(0, 400);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goto("/to/early-access?typeform-embed-no-scrollbars=true");
    expect(await overflowAndScrollbars()).toEqual({ overflow: "visible", scrollbars: "none" });
  });

  test("shows a welcome screen for a form without one when the embed asks (add-placeholder-ws)", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript every screen shows at once");
    const formId = await createWaitlistForm(page.request, {});
    await page.goto(`/to/${formId}`);
    await expect(page.getByLabel("Your e-mail")).toBeVisible();
    await page.goto(`/to/${formId}?add-placeholder-ws=true`);
    await expect(page.getByRole("heading", { level: 2, name: "Shop waitlist" })).toBeVisible();
    await expect(page.getByLabel("Your e-mail")).toBeHidden();
    await page.getByRole("button", { name: "Start" }).click();
    await expectFocused(page.getByLabel("Your e-mail"));
  });

  test("drops the keyboard hints on a touch screen, or when the embed forces touch", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the hints are for the one-question-at-a-time form");
    await page.goto("/to/early-access");
    await expect(page.getByText("press Enter ↵").filter({ visible: true })).toBeVisible();
    await page.goto("/to/early-access?force-touch=true");
    await expect(page.getByRole("button", { name: "Let's go" })).toBeVisible();
    await expect(page.getByText("press Enter ↵")).toHaveCount(0);
  });

  test("shows a 404 page for an unknown form", async ({ page }) => {
    const response = await page.goto("/to/no-such-form");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! We are sorry the page was not found..." })).toBeVisible();
    await expect(page.getByText("This form may have been removed, renamed or be unavailable right now.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  test("can be framed by any site, and is never cached", async ({ page }) => {
    const response = await page.goto("/to/early-access");
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors * file:");
    expect(headers["x-frame-options"]).toBeUndefined();
    expect(headers["cache-control"]).toBe("no-store");
    // The rest of the app still refuses to be framed.
    const home = await page.request.get("/account/login", { headers: freshConnection });
    expect(home.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  });

  test("has no accessibility violation on its welcome, question and thank-you screens", async ({ page, javaScriptEnabled, browser, baseURL }) => {
    // axe takes a few seconds per screen on a busy machine.
    test.setTimeout(120_000);
    // axe runs as a script inside the page, which a page without JavaScript never starts: there, the page as the
    // server sent it is copied, without its scripts, into a page that runs scripts, and checked there.
    const checker = javaScriptEnabled ? null : await (await browser.newContext({ baseURL, javaScriptEnabled: true })).newPage();
    let colorScheme: "light" | "dark" = "light";
    const expectNoViolations = async (screen: string) => {
      if (checker) {
        await checker.emulateMedia({ colorScheme });
        await checker.goto("/healthz");
        await checker.setContent((await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, ""), { waitUntil: "load" });
      }
      const { violations } = await new AxeBuilder({ page: checker ?? page }).analyze();
      expect(violations.map((violation) => `${screen}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`)).toEqual([]);
    };
    for (const scheme of ["light", "dark"] as const) {
      colorScheme = scheme;
      await page.emulateMedia({ colorScheme });
      await page.goto("/to/early-access");
      await expectNoViolations(`${colorScheme} welcome`);
      if (javaScriptEnabled) {
        await page.getByRole("button", { name: "Let's go" }).click();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("alert")).toBeVisible();
        await expectNoViolations(`${colorScheme} question with an error`);
      }
    }
    // From the start again: the loop left the form on its first question.
    await page.goto("/to/early-access");
    const answers = earlyAccessAnswers();
    if (javaScriptEnabled) await answerStepByStep(page, answers, { keyboard: page.keyboard });
    else await answerAllAtOnce(page, answers);
    await expect(page.getByRole("heading", { level: 2, name: "You're on the list!" })).toBeVisible();
    await expectNoViolations("thank-you");
    await checker?.context().close();
  });

  for (const width of [375, 1440]) {
    test(`fits a ${width} px wide screen, light and dark`, async ({ page, javaScriptEnabled }) => {
      for (const colorScheme of ["light", "dark"] as const) {
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme });
        await page.goto("/to/early-access");
        if (javaScriptEnabled) await page.getByRole("button", { name: "Let's go" }).click();
        const layout = await page.evaluate(() => ({
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          background: getComputedStyle(document.querySelector("[data-hosted-form]")!).backgroundColor,
        }));
        expect(layout.overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
        expect(layout.background).toBe(colorScheme === "light" ? "rgb(248, 247, 252)" : "rgb(17, 15, 28)");
        const submitOrOk = page.getByRole("button", { name: javaScriptEnabled ? "OK" : "Submit" });
        const box = await submitOrOk.boundingBox();
        expect(box!.height, "buttons are at least 44 px tall").toBeGreaterThanOrEqual(44);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
    });
  }
});
