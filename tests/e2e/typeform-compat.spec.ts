import path from "node:path";
import type { BrowserContext, FrameLocator, Locator, Page } from "@playwright/test";
import { answerStepByStep, earlyAccessAnswers, expect, exportedResponse, openHostPage, test } from "./hosted-form-support";

/**
 * A client nobody here wrote: the official @typeform/embed package (its browser build, from node_modules) given our
 * server as its `domain`, in every mode; and the snippet its documentation shows, with its script and with ours.
 *
 * @typeform/embed always builds `https://{domain}/to/{formId}`. The test gives it `forms.promoreel.test` and passes
 * those https requests on to this server (the browser sees an https site, the server the same requests with the host
 * named in X-Forwarded-Host, as a proxy names it), and serves the package's own script and styles where its snippet
 * loads them from. Nothing reaches the network.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "an embed runs in JavaScript");

const formsDomain = "forms.promoreel.test";
const typeformBuild = path.resolve("node_modules/@typeform/embed/build");

async function serveTypeformAndOurForms(context: BrowserContext, baseURL: string) {
  await context.route(`https://${formsDomain}/**`, async (route) => {
    const requested = new URL(route.request().url());
    // As a proxy in front of the server would: the host the browser asked for goes along, so the server knows the
    // form's own posts (Origin https://forms.promoreel.test) for its own.
    const headers = { ...route.request().headers(), "x-forwarded-host": formsDomain };
    const response = await route.fetch({ url: new URL(requested.pathname + requested.search, baseURL).href, headers, maxRedirects: 0 });
    await route.fulfill({ response });
  });
  await context.route(/^https?:\/\/embed\.typeform\.com\/next\/(embed\.js|css\/(widget|popup|slider|popover|sidetab)\.css)$/, (route) =>
    route.fulfill({ path: path.join(typeformBuild, new URL(route.request().url()).pathname.replace("/next/", "")) }),
  );
}

interface Recorded {
  ready: Array<Record<string, unknown>>;
  submitted: Array<{ formId: string; responseId: string }>;
  closed: number;
}

const recorder = `<script>
  window.recorded = { ready: [], submitted: [], closed: 0 };
  window.onFormReady = (event) => window.recorded.ready.push(event);
  window.onFormSubmit = (event) => window.recorded.submitted.push(event);
  window.onFormClose = () => (window.recorded.closed += 1);
</script>`;

const typeformStyles = ["widget", "popup", "slider", "popover", "sidetab"]
  .map((mode) => `<link rel="stylesheet" href="https://embed.typeform.com/next/css/${mode}.css">`)
  .join("");

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);

/** The form's frame, whichever element of the SDK holds it. */
const formFrame = (page: Page): FrameLocator => page.frameLocator('iframe[src*="/to/early-access"]');

/** The element's box is the same on two looks 100 ms apart. */
async function expectSettled(locator: Locator) {
  let last: unknown;
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox());
        const settled = box === last;
        last = box;
        return settled;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

async function submitThroughEmbed(page: Page, embedType: string) {
  const answers = earlyAccessAnswers({ name: `Typeform ${embedType}` });
  await answerStepByStep(formFrame(page), answers, { keyboard: page.keyboard });
  await expect(formFrame(page).getByRole("heading", { name: "You're on the list!" })).toBeVisible();
  await expect.poll(async () => (await recorded(page)).submitted.length, { timeout: 20_000 }).toBe(1);
  const [event] = (await recorded(page)).submitted;
  expect(event).toEqual({ formId: "early-access", responseId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  const stored = await exportedResponse(page.request, answers.email);
  expect(stored).toMatchObject({
    response_id: event!.responseId,
    name: `Typeform ${embedType}`,
    embed_type: embedType,
    medium: "embed-sdk",
    medium_version: "next",
    source: "127.0.0.1",
  });
}

const modes = [
  { mode: "widget", embedType: "embed-widget", create: "tf.createWidget('early-access', { ...options, container: document.querySelector('#widget') })" },
  { mode: "popup", embedType: "popup-blank", create: "tf.createPopup('early-access', options)" },
  { mode: "slider", embedType: "popup-drawer", create: "tf.createSlider('early-access', options)" },
  { mode: "popover", embedType: "popup-popover", create: "tf.createPopover('early-access', options)" },
  { mode: "sidetab", embedType: "popup-side-panel", create: "tf.createSidetab('early-access', { ...options, buttonText: 'Get early access' })" },
];

for (const { mode, embedType, create } of modes) {
  test(`@typeform/embed opens and submits our form as a ${mode}`, async ({ page, context, baseURL, host }) => {
    await serveTypeformAndOurForms(context, baseURL!);
    await openHostPage(
      page,
      host,
      `${typeformStyles}<main><p>Our shop</p><div id="widget" style="width:640px;height:560px"></div></main>${recorder}
<script src="https://embed.typeform.com/next/embed.js"></script>
<script>
  const options = { domain: "${formsDomain}", onReady: onFormReady, onSubmit: onFormSubmit, onClose: onFormClose };
  window.embed = ${create};
</script>`,
    );
    if (mode !== "widget") await page.evaluate(() => (window as unknown as { embed: { open(): void } }).embed.open());
    await expect(page.locator('iframe[src*="/to/early-access"]')).toBeVisible({ timeout: 20_000 });
    expect(await page.locator('iframe[src*="/to/early-access"]').getAttribute("src")).toContain(`https://${formsDomain}/to/early-access?typeform-embed-id=`);
    await expect.poll(async () => (await recorded(page)).ready.length, { timeout: 20_000 }).toBe(1);
    // Typeform's slider and side tab are still sliding in when the form is ready: a click must wait for them to settle.
    await expectSettled(page.locator('iframe[src*="/to/early-access"]'));
    await submitThroughEmbed(page, embedType);
  });
}

test("@typeform/embed closes its popup when the form says so (Escape inside the form)", async ({ page, context, baseURL, host }) => {
  await serveTypeformAndOurForms(context, baseURL!);
  await openHostPage(
    page,
    host,
    `${typeformStyles}${recorder}<script src="https://embed.typeform.com/next/embed.js"></script>
<script>window.embed = tf.createPopup("early-access", { domain: "${formsDomain}", onReady: onFormReady, onClose: onFormClose });</script>`,
  );
  await page.evaluate(() => (window as unknown as { embed: { open(): void } }).embed.open());
  await expect.poll(async () => (await recorded(page)).ready.length, { timeout: 20_000 }).toBe(1);
  await formFrame(page).getByRole("button", { name: "Let's go" }).click();
  await page.keyboard.press("Escape");
  await expect.poll(async () => (await recorded(page)).closed).toBe(1);
  await expect(page.locator('iframe[src*="/to/early-access"]')).toHaveCount(0);
});

test("the snippet as @typeform/embed documents it works against our server", async ({ page, context, baseURL, host }) => {
  await serveTypeformAndOurForms(context, baseURL!);
  await openHostPage(
    page,
    host,
    `${recorder}<div data-tf-widget="early-access" data-tf-domain="${formsDomain}" data-tf-on-ready="onFormReady" data-tf-on-submit="onFormSubmit" style="width:100%;height:560px;"></div><script src="//embed.typeform.com/next/embed.js"></script>`,
  );
  await expect.poll(async () => (await recorded(page)).ready.length, { timeout: 20_000 }).toBe(1);
  await submitThroughEmbed(page, "embed-widget");
});

test("the same snippet works with our /embed.js in place of theirs", async ({ page, baseURL, host }) => {
  await openHostPage(
    page,
    host,
    `${recorder}<div data-tf-widget="early-access" data-tf-on-ready="onFormReady" data-tf-on-submit="onFormSubmit" style="width:100%;height:560px;"></div><script src="${new URL("/embed.js", baseURL!).href}"></script>`,
  );
  await expect(page.locator('iframe[src*="/to/early-access"]')).toHaveAttribute(
    "src",
    new RegExp(`^${new URL("/to/early-access", baseURL!).href.replace(/[.?]/g, "\\$&")}\\?`),
  );
  await expect.poll(async () => (await recorded(page)).ready.length, { timeout: 20_000 }).toBe(1);
  await submitThroughEmbed(page, "embed-widget");
});
