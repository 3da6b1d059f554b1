import { expect, test, uniqueEmail } from "./support";
import { answerStepByStep, answerWaitlist, createWaitlistForm, earlyAccessAnswers } from "./hosted-form-support";
import { callHandle, callbackPayloads, embedEvents, formIn, formReady, openDialog, playground } from "./embed-sdk-support";

/** What the site owner's code hears from the form, and what the embed does with the form's requests. */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the embed SDK is JavaScript on the site's page");
// Whole journeys through the hosted form, on a machine running two browsers at once.
test.describe.configure({ timeout: 60_000 });

test("every callback gets its payload as the visitor goes through the form", async ({ page }) => {
  await page.goto(playground("popup", { iframeProps: { title: "Early access" } }));
  await callHandle(page, "open");
  expect(await callbackPayloads(page, "onReady")).toEqual([{ formId: "early-access" }]);
  const [firstHeight] = await callbackPayloads(page, "onHeightChanged");
  expect(firstHeight).toEqual({ formId: "early-access", ref: "welcome", height: expect.any(Number) });

  await answerStepByStep(formIn(page), earlyAccessAnswers(), { keyboard: page.keyboard });
  const [submit] = await callbackPayloads(page, "onSubmit");
  expect(submit).toEqual({ formId: "early-access", responseId: expect.stringMatching(/\S+/) });
  expect(await callbackPayloads(page, "onStarted")).toEqual([{ formId: "early-access", responseId: submit!.responseId }]);
  expect((await callbackPayloads(page, "onQuestionChanged")).map((payload) => payload!.ref)).toEqual(["name", "email", "company", "product_url", "videos_per_month"]);

  await page.keyboard.press("Escape");
  expect(await callbackPayloads(page, "onClose")).toEqual([undefined]);
  await expect(openDialog(page)).toHaveCount(0);
});

test("onDuplicateDetected when the same e-mail comes again", async ({ page }) => {
  const answers = earlyAccessAnswers({ email: uniqueEmail("twice") });
  await page.goto(playground("popup"));
  await callHandle(page, "open");
  await formReady(page);
  await answerStepByStep(formIn(page), answers, { keyboard: page.keyboard });
  await callbackPayloads(page, "onSubmit");
  await callHandle(page, "close");
  await expect(page.locator(".tf-popup")).toHaveCount(0);

  await callHandle(page, "open");
  await expect.poll(async () => (await embedEvents(page)).filter((event) => event.name === "onReady").length).toBe(2);
  await answerStepByStep(formIn(page), answers, { keyboard: page.keyboard });
  expect(await callbackPayloads(page, "onDuplicateDetected")).toEqual([{ formId: "early-access" }]);
});

test("onEndingButtonClick: the site handles the thank-you button, and the form leaves it to the site", async ({ page }) => {
  const formId = await createWaitlistForm(page.request, { button: { text: { en: "Back to the shop" } } });
  await page.goto(playground("popup", {}, { form: formId, endingButton: "" }));
  await callHandle(page, "open");
  expect(new URL((await page.locator("iframe.tf-iframe").getAttribute("src")) ?? "").searchParams.get("typeform-embed-handle-ending-button-click")).toBe("true");
  // Typing before the form is interactive would be wiped when it hydrates.
  await formReady(page);
  await answerWaitlist(formIn(page));
  await formIn(page).getByRole("button", { name: "Back to the shop" }).click();
  expect(await callbackPayloads(page, "onEndingButtonClick")).toEqual([{ formId, ref: "thank-you" }]);
  // Handled by the site: the form did not ask to close.
  await expect(openDialog(page)).toHaveCount(1);
});

test("the thank-you button without a handler closes the overlay (form-close)", async ({ page }) => {
  const formId = await createWaitlistForm(page.request, { button: { text: { en: "Done" } } });
  await page.goto(playground("slider", {}, { form: formId }));
  await callHandle(page, "open");
  await formReady(page);
  await answerWaitlist(formIn(page));
  await formIn(page).getByRole("button", { name: "Done" }).click();
  expect(await callbackPayloads(page, "onClose")).toEqual([undefined]);
  await expect(openDialog(page)).toHaveCount(0);
});

test("autoClose closes the form after the submit, and the page scrolls again as before", async ({ page }) => {
  const formId = await createWaitlistForm(page.request, {});
  await page.goto(playground("popup", { autoClose: 800 }, { form: formId, tall: "" }));
  await page.evaluate(() => window.scrollTo(0, 400));
  await callHandle(page, "open");
  await formReady(page);
  await answerWaitlist(formIn(page));
  await callbackPayloads(page, "onSubmit");
  await expect(openDialog(page)).toHaveCount(0);
  expect(await callbackPayloads(page, "onClose")).toEqual([undefined]);
  expect(await page.evaluate(() => [document.body.style.overflow, Math.round(scrollY)])).toEqual(["", 400]);
  const names = (await embedEvents(page)).map((event) => event.name);
  expect(names.indexOf("onClose")).toBeGreaterThan(names.indexOf("onSubmit"));
});

test("two embeds on one page each hear only their own form", async ({ page }) => {
  await page.goto("/embed-demo/two-embeds.html");
  const second = page.frameLocator("#second iframe");
  await second.getByRole("button", { name: "Let's go" }).click();
  await expect(second.getByLabel("What's your name?")).toBeVisible();
  await expect.poll(async () => (await embedEvents(page)).map((event) => event.name)).toEqual(["secondChanged"]);

  const first = page.frameLocator("#first iframe");
  await first.getByRole("button", { name: "Let's go" }).click();
  await expect.poll(async () => (await embedEvents(page)).map((event) => event.name)).toEqual(["secondChanged", "firstChanged"]);
});

test("auto-resize: the container follows the form's height within min and max", async ({ page }) => {
  await page.goto("/embed-demo/widget.html");
  const container = page.locator("#auto-resize");
  const form = page.frameLocator("#auto-resize iframe");
  const formHeight = () => form.locator("[data-hosted-form]").evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
  const containerHeight = () => container.evaluate((element) => (element as HTMLElement).getBoundingClientRect().height);
  await expect.poll(async () => Math.round(await containerHeight())).toBe(Math.min(Math.max(await formHeight(), 300), 900));
  const welcome = await containerHeight();
  await form.getByRole("button", { name: "Let's go" }).click();
  await form.getByLabel("What's your name?").fill("Ada");
  await page.keyboard.press("Enter");
  await expect(form.getByLabel("What's your work e-mail?")).toBeVisible();
  await expect.poll(async () => Math.round(await containerHeight())).toBe(Math.min(Math.max(await formHeight(), 300), 900));
  expect(await containerHeight()).not.toBe(welcome);
});

test.describe("redirect targets", () => {
  const thanksPath = "/embed-demo/thanks.html";

  test("_self loads the address in the iframe", async ({ page, baseURL }) => {
    const formId = await createWaitlistForm(page.request, { redirect_url: `${baseURL}${thanksPath}` });
    await page.goto(playground("popup", { redirectTarget: "_self" }, { form: formId }));
    await callHandle(page, "open");
    await formReady(page);
    await answerWaitlist(formIn(page));
    await expect(formIn(page).getByRole("heading", { name: "Thanks, you're on the list" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/embed-demo/playground.html");
  });

  test("_blank opens a new tab", async ({ page, baseURL }) => {
    const formId = await createWaitlistForm(page.request, { redirect_url: `${baseURL}${thanksPath}` });
    await page.goto(playground("popup", { redirectTarget: "_blank" }, { form: formId }));
    await callHandle(page, "open");
    await formReady(page);
    const newTab = page.context().waitForEvent("page");
    await answerWaitlist(formIn(page));
    const tab = await newTab;
    await expect(tab).toHaveURL(`${baseURL}${thanksPath}`);
    expect(new URL(page.url()).pathname).toBe("/embed-demo/playground.html");
  });

  for (const target of ["_top", undefined]) {
    test(`${target ?? "the default"} takes the whole page there`, async ({ page, baseURL }) => {
      const formId = await createWaitlistForm(page.request, { redirect_url: `${baseURL}${thanksPath}` });
      await page.goto(playground("popup", target ? { redirectTarget: target } : {}, { form: formId }));
      await callHandle(page, "open");
      await formReady(page);
      await answerWaitlist(formIn(page));
      await expect(page).toHaveURL(`${baseURL}${thanksPath}`);
      await expect(page.getByRole("heading", { name: "Thanks, you're on the list" })).toBeVisible();
    });
  }
});
