import { expect, test } from "./support";
import { embedIdOf, formIn, openDialog, otherSite } from "./embed-sdk-support";

/** The SDK on pages it does not control: a strict CSP, another site's page, and messages nobody should trust. */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the embed SDK is JavaScript on the site's page");

test("every mode works under a strict nonce-based CSP without a single policy violation", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto("/embed-demo/strict-csp.html");
  const policy = response!.headers()["content-security-policy"]!;
  expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(policy).not.toContain("unsafe-inline");

  // The widget, sized by its stylesheet and by auto-resize through the CSSOM.
  await expect(page.frameLocator(".form iframe").getByRole("button", { name: "Let's go" })).toBeVisible();
  // The popover's icon given as markup, sanitised by a chunk the script loads from its own host.
  await expect(page.locator(".tf-popover-button .tf-icon svg circle")).toHaveCount(1);
  await expect(page.locator(".tf-popover-button")).toHaveCSS("background-color", "rgb(255, 212, 0)");
  await expect(page.locator(".tf-popover-button")).toHaveCSS("color", "rgb(0, 0, 0)");

  await page.getByRole("button", { name: "Popup" }).click();
  await expect(openDialog(page)).toHaveCSS("position", "fixed");
  expect(await page.locator(".tf-panel").boundingBox()).toMatchObject({ width: 600, height: 500 });
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Slider" }).click();
  await expect(formIn(page, ".tf-slider iframe").getByRole("button", { name: "Let's go" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.locator(".tf-sidetab-button").click();
  await expect(formIn(page, ".tf-sidetab-panel iframe").getByRole("button", { name: "Let's go" })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test.describe("on another site's page", () => {
  /** The other-site demo, opened under 127.0.0.1 while the script and forms come from localhost. */
  async function shopWithPopup(page: import("@playwright/test").Page, baseURL: string) {
    await page.goto(`${otherSite(baseURL)}/embed-demo/other-site.html`);
    await expect(formIn(page).getByRole("button", { name: "Let's go" })).toBeVisible();
    return { embedId: await embedIdOf(page) };
  }
  const submits = (page: import("@playwright/test").Page) => page.evaluate(() => (window as unknown as { submits: unknown[] }).submits);

  test("the script serves forms from its own host, and its stylesheet comes along", async ({ page, baseURL }) => {
    await shopWithPopup(page, baseURL!);
    const address = new URL((await page.locator("iframe.tf-iframe").getAttribute("src"))!);
    expect(address.origin).toBe(new URL(baseURL!).origin);
    expect(address.searchParams.get("typeform-source")).toBe("127.0.0.1");
    await expect(openDialog(page)).toHaveCSS("position", "fixed");
    await expect(page.locator("link[href$='/next/css/popup.css']")).toHaveAttribute("href", `${baseURL}/next/css/popup.css`);
  });

  test("a message forged from another origin, or by the page itself, is ignored; the form's own is heard", async ({ page, baseURL }) => {
    const { embedId } = await shopWithPopup(page, baseURL!);
    const stranger = page.frames().find((frame) => frame.url().endsWith("/embed-demo/thanks.html"))!;
    const form = page.frames().find((frame) => frame.url().includes(`typeform-embed-id=${embedId}`))!;
    const forged = { type: "form-submit", embedId, responseId: "forged" };

    await stranger.evaluate((message) => window.parent.postMessage(message, "*"), forged);
    await page.evaluate((message) => window.postMessage(message, "*"), forged);
    await form.evaluate((message) => window.parent.postMessage({ ...message, embedId: "another-embed" }, "*"), forged);
    // Delivered after all of those, from the form itself with this embed's id: the only one that counts.
    await form.evaluate((message) => window.parent.postMessage({ ...message, responseId: "real" }, "*"), forged);
    await expect.poll(() => submits(page)).toEqual([{ formId: "early-access", responseId: "real" }]);
  });
});

test("snippets written the way the best-known SDK documents them work with this script", async ({ page }) => {
  await page.goto("/embed-demo/snippet.html?utm_source=newsletter");
  const widget = page.frameLocator("[data-tf-widget] iframe");
  await expect(widget.getByRole("button", { name: "Let's go" })).toBeVisible();
  const address = new URL((await page.locator("[data-tf-widget] iframe").getAttribute("src"))!);
  expect(Object.fromEntries(address.searchParams)).toMatchObject({ "typeform-medium": "snippet", "embed-opacity": "100", utm_source: "newsletter" });

  await page.getByRole("button", { name: "Try me!" }).click();
  await expect(page.locator(".tf-popup iframe")).toHaveAttribute("title", "Early access");
  // With focus in the frame, Escape is read by the form's script, which a slow machine may not have run yet: a person
  // would press it again, and so does the test.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(page.locator(".tf-popup[data-tf-open]")).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole("button", { name: "Try me too!" }).click();
  await expect(page.locator(".tf-slider.tf-right[data-tf-open]")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator(".tf-popover-button")).toHaveCSS("background-color", "rgb(4, 69, 175)");
});
