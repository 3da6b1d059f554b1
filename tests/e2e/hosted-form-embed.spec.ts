import {
  expect,
  test,
  answerStepByStep,
  earlyAccessAnswers,
  freshConnection,
  embedAddress,
  answerWaitlist,
  createWaitlistForm,
  exportedResponse,
  messageOfType,
  openHostPage,
  receivedMessages,
} from "./hosted-form-support";
import { expectFocused } from "./support";

/**
 * The form inside another site's page (docs/decisions/111-embed-messages-and-page-safety.md): the messages it sends the embedding page, the two it accepts back,
 * and what a page that did not embed it gets (nothing). Messages need JavaScript on both sides.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the embed protocol runs in JavaScript");

const frameOf = (page: import("@playwright/test").Page) => page.frameLocator("#form");
const iframe = (src: string, style = "width:640px;height:560px") => `<iframe id="form" title="Early access" style="${style};border:0" src="${src}"></iframe>`;

test("tells the embedding page each step, from the form's origin and to that page only, without any answer", async ({ page, baseURL, host }) => {
  const answers = earlyAccessAnswers({ name: "Grace Hopper", company: "Compilers Inc" });
  await openHostPage(page, host, iframe(embedAddress(baseURL!, { query: { "typeform-embed-auto-resize": "true" } })));

  const ready = await messageOfType(page, "form-ready");
  expect(ready).toEqual({ origin: new URL(baseURL!).origin, data: { type: "form-ready", embedId: "embed-1", formId: "early-access" } });
  expect((await messageOfType(page, "form-theme")).data.theme).toEqual({ color: "#7c3aed", backgroundColor: "#f8f7fc" });
  await messageOfType(page, "form-height-changed");

  await answerStepByStep(frameOf(page), answers, { keyboard: page.keyboard });
  await expect(frameOf(page).getByRole("heading", { name: "You're on the list!" })).toBeVisible();
  const submit = await messageOfType(page, "form-submit");

  const messages = await receivedMessages(page);
  const types = messages.map((message) => message.data.type);
  expect(types.indexOf("welcome-screen-hidden")).toBeGreaterThan(types.indexOf("form-ready"));
  expect(types.indexOf("form-started")).toBeLessThan(types.indexOf("form-submit"));
  expect(messages.filter((message) => message.data.type === "form-screen-changed").map((message) => message.data.ref)).toEqual([
    "name",
    "email",
    "company",
    "product_url",
    "videos_per_month",
  ]);
  const started = messages.find((message) => message.data.type === "form-started")!;
  expect(started.data.responseId).toBe(submit.data.responseId);
  for (const message of messages) {
    expect(message.origin).toBe(new URL(baseURL!).origin);
    expect(message.data).toMatchObject({ embedId: "embed-1", formId: "early-access" });
    const text = JSON.stringify(message.data);
    for (const answer of [answers.email, answers.name, answers.company]) expect(text).not.toContain(answer);
  }

  const stored = await exportedResponse(page.request, answers.email);
  expect(stored).toMatchObject({ response_id: submit.data.responseId, source: "shop.host.test", medium: "embed-sdk", medium_version: "next", embed_type: "embed-widget" });
});

test("reports its content height as it changes, for auto-resize", async ({ page, baseURL, host }) => {
  await openHostPage(page, host, iframe(embedAddress(baseURL!, { query: { "typeform-embed-auto-resize": "true", "embed-hide-footer": "true" } })));
  const contentHeight = () =>
    frameOf(page)
      .locator("[data-hosted-form]")
      .evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
  const lastHeight = async () => (await receivedMessages(page)).filter((message) => message.data.type === "form-height-changed").at(-1)?.data.height;

  await expect.poll(lastHeight).toBe(await contentHeight());
  const welcomeHeight = await contentHeight();
  await frameOf(page).getByRole("button", { name: "Let's go" }).click();
  await frameOf(page).getByLabel("What's your name?").fill("Ada");
  await page.keyboard.press("Enter");
  // The e-mail question has a description line more than the welcome screen's shape.
  await expect(frameOf(page).getByText("We'll send your invitation here.")).toBeVisible();
  await expect.poll(lastHeight).toBe(await contentHeight());
  expect(await contentHeight()).not.toBe(welcomeHeight);
  const heightMessage = (await receivedMessages(page)).filter((message) => message.data.type === "form-height-changed").at(-1)!;
  expect(heightMessage.data.ref).toBe("email");
});

test("closes an overlay on Escape and through the thank-you button", async ({ page, baseURL, host }) => {
  await openHostPage(page, host, iframe(embedAddress(baseURL!, { query: { "typeform-embed": "popup-blank" } })));
  await frameOf(page).getByRole("button", { name: "Let's go" }).click();
  await expectFocused(frameOf(page).getByLabel("What's your name?"));
  await page.keyboard.press("Escape");
  await messageOfType(page, "form-close");

  await page.evaluate(() => ((window as unknown as { received: unknown[] }).received.length = 0));
  await frameOf(page).getByLabel("What's your name?").fill("Ada");
  await page.keyboard.press("Enter");
  for (const value of [earlyAccessAnswers().email, "Engines", ""]) {
    await page.keyboard.type(value);
    await page.keyboard.press("Enter");
  }
  await page.keyboard.press("A");
  await page.keyboard.press("Enter");
  await frameOf(page).getByRole("button", { name: "Close" }).click();
  const messages = (await receivedMessages(page)).map((message) => message.data.type).filter((type) => type !== "form-height-changed");
  expect(messages.slice(messages.indexOf("form-submit"))).toEqual(["form-submit", "thank-you-screen-button-click", "form-close"]);
});

test("a widget has no close button on its thank-you screen", async ({ page, baseURL, host }) => {
  await openHostPage(page, host, iframe(embedAddress(baseURL!)));
  await answerStepByStep(frameOf(page), earlyAccessAnswers(), { keyboard: page.keyboard });
  await expect(frameOf(page).getByRole("heading", { name: "You're on the list!" })).toBeVisible();
  await expect(frameOf(page).getByRole("button", { name: "Close" })).toHaveCount(0);
});

test("tells the embedding page when an e-mail has already answered", async ({ page, baseURL, host }) => {
  const answers = earlyAccessAnswers();
  const first = await page.request.post("/api/v1/forms/early-access/responses", {
    headers: freshConnection,
    data: { answers: { name: "First", email: answers.email, company: "Co", videos_per_month: "1-5" } },
  });
  expect(first.status()).toBe(200);
  await openHostPage(page, host, iframe(embedAddress(baseURL!)));
  await answerStepByStep(frameOf(page), answers, { keyboard: page.keyboard });
  await expect(frameOf(page).getByRole("heading", { name: "You have already answered" })).toBeVisible();
  expect((await messageOfType(page, "duplicate-detected")).data).toEqual({ type: "duplicate-detected", embedId: "embed-1", formId: "early-access" });
  expect((await receivedMessages(page)).some((message) => message.data.type === "form-submit")).toBe(false);
  expect((await exportedResponse(page.request, answers.email))?.name).toBe("First");
});

test("focuses on request and takes the analytics id only from the page that embeds it", async ({ page, baseURL, host }) => {
  const answers = earlyAccessAnswers();
  const formOrigin = new URL(baseURL!).origin;
  const adPath = host.page(`<!doctype html><title>ad</title><script>
        // A third-party frame on the same page tries to pass its own id, and can also reach the form's window.
        window.addEventListener("message", (event) => {
          if (event.data !== "forge") return;
          parent.frames[0].postMessage({ type: "ga-client-id", data: { embedId: "embed-1", gaClientId: "FORGED.1" } }, "*");
          parent.postMessage("forged", "*");
        });
      </script>`);
  await openHostPage(
    page,
    host,
    `${iframe(embedAddress(baseURL!, { query: { "share-ga-instance": "true" } }))}<iframe id="ad" title="Ad" src="${host.otherOrigin}${adPath}"></iframe>`,
  );
  await messageOfType(page, "form-ready");

  await page.evaluate((origin) => {
    const form = document.querySelector<HTMLIFrameElement>("#form")!.contentWindow!;
    form.postMessage({ type: "ga-client-id", data: { embedId: "embed-1", gaClientId: "GA1.2.345.678" } }, origin);
  }, formOrigin);
  await expect(frameOf(page).locator('input[name="ga_client_id"]')).toHaveValue("GA1.2.345.678");

  // The forger's message and then the real parent's request for focus: once the focus shows, the forged id was seen.
  await page.evaluate(() => document.querySelector<HTMLIFrameElement>("#ad")!.contentWindow!.postMessage("forge", "*"));
  await expect.poll(async () => (await receivedMessages(page)).some((message) => (message.data as unknown) === "forged")).toBe(true);
  await page.evaluate(
    (origin) => document.querySelector<HTMLIFrameElement>("#form")!.contentWindow!.postMessage({ type: "embed-focus", embedId: "embed-1" }, origin),
    formOrigin,
  );
  await expectFocused(frameOf(page).getByRole("button", { name: "Let's go" }));
  await expect(frameOf(page).locator('input[name="ga_client_id"]')).toHaveValue("GA1.2.345.678");

  await answerStepByStep(frameOf(page), answers, { keyboard: page.keyboard });
  await messageOfType(page, "form-submit");
  expect((await exportedResponse(page.request, answers.email))?.ga_client_id).toBe("GA1.2.345.678");
});

test("takes the bare embed-focus string @typeform/embed sends", async ({ page, baseURL, host }) => {
  await openHostPage(page, host, iframe(embedAddress(baseURL!)));
  await messageOfType(page, "form-ready");
  await page.evaluate(() => document.querySelector<HTMLIFrameElement>("#form")!.contentWindow!.postMessage("embed-focus", "*"));
  await expectFocused(frameOf(page).getByRole("button", { name: "Let's go" }));
});

test("a page on another site that opens the form gets no message from it", async ({ page, context, baseURL, host }) => {
  const answers = earlyAccessAnswers();
  await openHostPage(page, host, `<button id="open" onclick="window.open('${embedAddress(baseURL!)}')">Open</button>`);
  const [popup] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Open" }).click()]);
  await popup.bringToFront();
  await answerStepByStep(popup, answers, { keyboard: popup.keyboard });
  await expect(popup.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
  expect(await receivedMessages(page)).toEqual([]);
  expect(await exportedResponse(page.request, answers.email)).toBeDefined();
});

test.describe("redirects", () => {
  const answer = (page: import("@playwright/test").Page) => answerWaitlist(frameOf(page));

  const formAddress = (baseURL: string, formId: string, query: Record<string, string>) => {
    const address = new URL(embedAddress(baseURL, { query }));
    address.pathname = `/to/${formId}`;
    return address.href;
  };

  test("asks the embedding page to redirect after submitting, with the embed's target", async ({ page, baseURL, host }) => {
    const formId = await createWaitlistForm(page.request, { redirect_url: "https://shop.example.com/welcome?from=form" });
    await openHostPage(page, host, iframe(formAddress(baseURL!, formId, { "typeform-embed-redirect-target": "_blank" })));
    await answer(page);
    expect((await messageOfType(page, "redirect-after-submit")).data).toMatchObject({ url: "https://shop.example.com/welcome?from=form", target: "_blank" });
    const types = (await receivedMessages(page)).map((message) => message.data.type);
    expect(types.indexOf("form-submit")).toBeLessThan(types.indexOf("redirect-after-submit"));
  });

  test("reports the thank-you button and asks for its redirect, unless the site handles the button", async ({ page, baseURL, host }) => {
    const formId = await createWaitlistForm(page.request, { button: { text: { en: "Back to the shop" }, url: "https://shop.example.com/" } });
    await openHostPage(page, host, iframe(formAddress(baseURL!, formId, {})));
    await answer(page);
    await frameOf(page).getByRole("link", { name: "Back to the shop" }).click();
    expect((await messageOfType(page, "thank-you-screen-redirect")).data).toMatchObject({ url: "https://shop.example.com/" });
    expect((await messageOfType(page, "thank-you-screen-button-click")).data).toMatchObject({ ref: "thank-you" });

    await openHostPage(page, host, iframe(formAddress(baseURL!, formId, { "typeform-embed-handle-ending-button-click": "true" })));
    await answer(page);
    await frameOf(page).getByRole("link", { name: "Back to the shop" }).click();
    await messageOfType(page, "thank-you-screen-button-click");
    expect((await receivedMessages(page)).some((message) => message.data.type === "thank-you-screen-redirect")).toBe(false);
  });
});
