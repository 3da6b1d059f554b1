import { lipsyncPorts } from "../../playwright.config";
import { generateAndWatch, phonePortrait, scriptFromShop } from "./avatar-support";
import { startFixtureShop, type FixtureShop } from "./create-video-fixtures";
import { expect, signedInAccount, test } from "./support";

/**
 * Issue 21, acceptance 3: the second app server is configured with a lip-sync service (playwright.config.ts). While
 * the service works the presenter comes from it; when it fails, the presenter is animated on this machine and the
 * video says so. The service's behaviour is one switch shared by every test on that server, so this runs once, in
 * order, in the JavaScript project only.
 */
test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://localhost:${lipsyncPorts.app}` });
const control = `http://127.0.0.1:${lipsyncPorts.control}`;

let shop: FixtureShop;
test.beforeAll(async () => {
  shop = await startFixtureShop();
});
test.afterAll(async ({ request }) => {
  await request.post(`${control}/outcome/succeed`);
  await shop.close();
});

test("the presenter comes from the lip-sync service, and from this machine when the service fails", async ({ page, javaScriptEnabled, request }) => {
  test.skip(!javaScriptEnabled, "one switch for the whole service: the journey runs once");
  test.setTimeout(480_000);
  await signedInAccount(page, { name: "Lotte Reiniger", dataDir: process.env.E2E_LIPSYNC_DATA_DIR });

  await page.goto("/create-avatar");
  await page.getByLabel("Photo or clip").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: await phonePortrait() });
  await page.getByLabel("Name", { exact: true }).fill("Lotte");
  await page.getByLabel(/^The person shown is me/).check();
  await page.getByRole("button", { name: "Start training" }).click();
  await expect(page.getByRole("heading", { name: "Lotte is ready" })).toBeVisible({ timeout: 60_000 });

  const submissions = async () => ((await (await request.get(`${control}/submissions`)).json()) as { count: number }).count;
  const before = await submissions();
  expect((await request.post(`${control}/outcome/succeed`)).status()).toBe(200);
  await scriptFromShop(page, shop, "15 s");
  await page.getByRole("radio", { name: /^Lotte/ }).check();
  await page.getByRole("radio", { name: /^Picture-in-picture/ }).check();
  const served = await generateAndWatch(page, javaScriptEnabled, 15);
  await expect(served.card.getByTestId("video-presenter")).toContainText("Presenter: Lotte · Lip-sync");
  await expect(served.card.getByText("The lip-sync service could not be used")).toHaveCount(0);
  expect(await submissions()).toBeGreaterThan(before);

  expect((await request.post(`${control}/outcome/fail`)).status()).toBe(200);
  await scriptFromShop(page, shop, "15 s");
  await page.getByRole("radio", { name: /^Lotte/ }).check();
  await page.getByRole("radio", { name: /^Picture-in-picture/ }).check();
  const local = await generateAndWatch(page, javaScriptEnabled, 15);
  await expect(local.card.getByTestId("video-presenter")).toContainText("Presenter: Lotte · Animated photo");
  await expect(local.card.getByText("The lip-sync service could not be used, so the presenter was animated on this machine.")).toBeVisible();
});
