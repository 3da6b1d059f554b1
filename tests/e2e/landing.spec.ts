import type { Page } from "@playwright/test";
// @ts-expect-error: a plain ES module shared with the measuring scripts
import { startBuiltServer } from "../../scripts/lib/start-server.mjs";
import { answerAllAtOnce, answerStepByStep, earlyAccessAnswers, exportedResponse } from "./hosted-form-support";
import { expect, exactPath, signedInAccount, test } from "./support";

/**
 * The public site in Chromium with and without JavaScript: which landing page a visitor gets, the
 * defaults and behaviours of its sections, the calls to action, and what a CDN may cache.
 */

const headlineA = "Explode Your Brand Reach with AI-Powered Visuals";
const headlineB = "Unlock Explosive Growth with AI-Powered Video";
const landingHeading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

/** With JavaScript, waits until the landing script has set the page up. */
async function openLanding(page: Page, path: string, javaScriptEnabled: boolean) {
  const response = await page.goto(path);
  if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-landing-script", "ready");
  return response;
}

test.describe("which landing page", () => {
  test("landing B at the front door and on any unclaimed path, landing A at /create-ai-video", async ({ page }) => {
    const front = await page.goto("/");
    expect(front?.status()).toBe(200);
    await expect(landingHeading(page, headlineB)).toBeVisible();
    await expect(page.getByText("Faster, cheaper, and more scalable than traditional agencies")).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-landing", /.*/);

    const elsewhere = await page.goto("/no/such/page?x=1");
    expect(elsewhere?.status()).toBe(200);
    await expect(landingHeading(page, headlineB)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);

    await page.goto("/create-ai-video");
    await expect(landingHeading(page, headlineA)).toBeVisible();
    await expect(page.getByText("Generate high-converting videos and slideshows in minutes, not days")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/create-ai-video$/);
    await expect(page).toHaveTitle("Promoreel: AI product videos and slideshows in minutes");
  });

  test("with the document-root marker set, the fallback is landing A", async ({ page }) => {
    test.setTimeout(60_000);
    const server = await startBuiltServer({ env: { LANDING_MARKER: "true" } });
    try {
      for (const path of ["/", "/anything/else"]) {
        await page.goto(`${server.baseUrl}${path}`);
        await expect(page.locator("html")).toHaveAttribute("data-landing", "a");
        await expect(landingHeading(page, headlineA)).toBeVisible();
      }
    } finally {
      await server.stop();
    }
  });

  test("a signed-in user is sent from /create-ai-video to the workspace", async ({ page }) => {
    await signedInAccount(page, { name: "Hedy Lamarr" });
    await page.goto("/create-ai-video");
    await expect(page).toHaveURL(exactPath("/"));
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Hedy Lamarr" })).toBeVisible();
  });

  test("Sign In leads to the sign-in page", async ({ page }) => {
    await page.goto("/create-ai-video");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(exactPath("/account/login"));
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });
});

test.describe("landing A's sections", () => {
  test("every section of the marketing page is there, with the spec's texts", async ({ page, javaScriptEnabled }) => {
    await openLanding(page, "/create-ai-video", javaScriptEnabled);
    for (const name of [
      "From Product to Videos ... in a few clicks",
      "Effortless Product Videos That Perform",
      "Dynamic Slideshows That Drive Engagement",
      "What sellers say",
      "Why This Will Transform Your Marketing",
      "Frequently asked questions",
      "Request Early Access",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", /^https:\/\//);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", /^https:\/\//);
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getUTCFullYear()} Promoreel`);
  });

  test("the second testimonial and the first feature card are chosen first, and a click chooses another", async ({ page, javaScriptEnabled }) => {
    await openLanding(page, "/create-ai-video", javaScriptEnabled);
    const testimonials = page.getByRole("group", { name: "Choose a customer" });
    await expect(testimonials.getByRole("radio")).toHaveCount(3);
    await expect(testimonials.getByRole("radio").nth(1)).toBeChecked();
    await expect(page.getByText("The hooks are different for every idea")).toBeVisible();
    await expect(page.getByText("We used to wait two weeks for one ad.")).toBeHidden();
    await expect(page.getByRole("img", { name: "Rated 5 out of 5" }).first()).toBeAttached();

    await testimonials.getByText("Grace Okafor").click();
    await expect(testimonials.getByRole("radio").nth(2)).toBeChecked();
    await expect(page.getByText("before my coffee is")).toBeVisible();
    await expect(page.getByText("The hooks are different for every idea")).toBeHidden();

    const features = page.getByRole("group", { name: "Choose a benefit" });
    await expect(features.getByRole("radio").first()).toBeChecked();
    await expect(page.getByRole("heading", { level: 3, name: "Scale without limits" })).toBeVisible();
    await features.getByText("A competitive edge").click();
    await expect(page.getByRole("heading", { level: 3, name: "A competitive edge" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Scale without limits" })).toBeHidden();
  });

  test("the FAQ keeps one question open, the second at first", async ({ page, javaScriptEnabled }) => {
    await openLanding(page, "/create-ai-video", javaScriptEnabled);
    const questions = page.locator("details[data-faq-id]");
    await expect(questions).toHaveCount(7);
    await expect(page.locator("details[open]")).toHaveCount(1);
    await expect(page.locator('details[data-faq-id="2"]')).toHaveAttribute("open", "");
    await expect(page.getByText("Only English content is supported for now.")).toBeHidden();

    await page.getByText("Which languages are supported?").click();
    await expect(page.getByText("Only English content is supported for now.")).toBeVisible();
    await expect(page.locator("details[open]")).toHaveCount(1);
    await expect(page.locator('details[data-faq-id="5"]')).toHaveAttribute("open", "");

    if (javaScriptEnabled) {
      // Exactly one: the open question stays open when clicked again.
      await page.getByText("Which languages are supported?").click();
      await expect(page.locator('details[data-faq-id="5"]')).toHaveAttribute("open", "");
    }
  });

  test("the carousel: three in view, a side slide comes to the middle, the middle one plays and pauses", async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openLanding(page, "/create-ai-video", javaScriptEnabled);
    const carousel = page.getByRole("region", { name: "Sample product videos" });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.getByRole("group");

    if (!javaScriptEnabled) {
      await expect(slides).toHaveCount(6);
      const row = carousel.locator(".swiper-wrapper");
      expect(await row.evaluate((element) => getComputedStyle(element).scrollSnapType)).toContain("x");
      expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await expect(carousel.locator("video[controls]")).toHaveCount(6);
      return;
    }

    await expect(carousel).toHaveClass(/swiper-initialized/);
    const inView = await carousel.evaluate((root) => {
      const box = root.getBoundingClientRect();
      return [...root.querySelectorAll(".swiper-slide")].filter((slide) => {
        const rect = slide.getBoundingClientRect();
        return rect.left >= box.left - 1 && rect.right <= box.right + 1;
      }).length;
    });
    expect(inView).toBe(3);

    const active = carousel.locator(".swiper-slide-active");
    const before = await active.locator("video").getAttribute("aria-label");
    await carousel.locator(".swiper-slide-next").click();
    await expect(active.locator("video")).not.toHaveAttribute("aria-label", before ?? "");

    const video = active.locator("video");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await active.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
    await expect(active).toHaveAttribute("data-playing", "");
    await active.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    const playedLabel = (await video.getAttribute("aria-label")) ?? "";
    await page.getByRole("button", { name: "Next video" }).click();
    await expect(active.locator("video")).not.toHaveAttribute("aria-label", playedLabel);
    const nextLabel = (await video.getAttribute("aria-label")) ?? "";
    await page.getByRole("button", { name: "Previous video" }).click();
    await expect(active.locator("video")).toHaveAttribute("aria-label", playedLabel);
    await expect(active.locator("video")).not.toHaveAttribute("aria-label", nextLabel);

    // From the keyboard: the middle slide's own button.
    const playButton = carousel.getByRole("button", { name: `Play ${playedLabel}` });
    await playButton.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    await expect(carousel.getByRole("button", { name: `Pause ${playedLabel}` })).toBeVisible();
  });
});

test.describe("landing B's steps and both pages' demo", () => {
  test("the demo loops with a play/pause toggle, or shows its own controls without JavaScript", async ({ page, javaScriptEnabled }) => {
    await openLanding(page, "/", javaScriptEnabled);
    const demo = page.getByRole("main").locator("[data-demo] video");
    if (!javaScriptEnabled) {
      await expect(demo).toHaveAttribute("controls", "");
      await expect(demo).toHaveAttribute("loop", "");
      await expect(page.getByRole("button", { name: "Play the demo" })).toBeHidden();
      return;
    }
    await expect(demo).not.toHaveAttribute("controls", "");
    await expect.poll(() => demo.evaluate((element: HTMLVideoElement) => !element.paused && element.loop)).toBe(true);
    await page.getByRole("button", { name: "Pause the demo" }).click();
    await expect.poll(() => demo.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.getByRole("button", { name: "Play the demo" }).click();
    await expect.poll(() => demo.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });

  test("the four steps, each fading in once when scrolled into view", async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await openLanding(page, "/", javaScriptEnabled);
    for (const [label, name] of [
      ["Step1", "Tell Us About Your Product"],
      ["Step2", "We Generate Video Ideas"],
      ["Step3", "Get Videos in 24 Hours"],
      ["Step4", "Watch Your Engagement Soar!"],
    ]) {
      const card = page.locator("li[data-fade]").filter({ hasText: name });
      await expect(card).toContainText(label);
    }
    const lastCard = page.locator("li[data-fade]").last();
    const opacity = () => lastCard.evaluate((element) => Number(getComputedStyle(element).opacity));
    if (!javaScriptEnabled) {
      expect(await opacity()).toBe(1);
      return;
    }
    await expect(lastCard).toHaveAttribute("data-fade-pending", "");
    expect(await opacity()).toBe(0);
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard).not.toHaveAttribute("data-fade-pending", "");
    await expect.poll(opacity).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard).not.toHaveAttribute("data-fade-pending", "");
  });

  test("with reduced motion nothing fades and the demo does not start by itself", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript nothing moves by itself anyway");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 700 });
    await openLanding(page, "/", javaScriptEnabled);
    await expect(page.locator("[data-fade-pending]")).toHaveCount(0);
    const demo = page.locator("[data-demo] video");
    // The demo would start on the page's load event, which the visit waited for.
    await page.waitForLoadState("load");
    expect(await demo.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole("button", { name: "Play the demo" })).toBeVisible();
  });
});

test.describe("calls to action", () => {
  test("Get Started opens the early-access form (a popup with JavaScript, its page without), and the answers are stored", async ({ page, javaScriptEnabled }) => {
    const answers = earlyAccessAnswers({ name: "Katherine Johnson" });
    await openLanding(page, "/", javaScriptEnabled);
    await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
    if (javaScriptEnabled) {
      await expect(page).toHaveURL(exactPath("/"));
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const form = page.frameLocator('iframe[src*="/to/early-access"]');
      await answerStepByStep(form, answers, { keyboard: page.keyboard });
      await expect(form.getByRole("heading", { level: 2, name: "You're on the list!" })).toBeVisible();
    } else {
      await expect(page).toHaveURL(exactPath("/to/early-access"));
      await answerAllAtOnce(page, answers);
      await expect(page.getByRole("heading", { level: 2, name: "You're on the list!" })).toBeVisible();
    }
    const stored = await exportedResponse(page.request, answers.email);
    expect(stored).toMatchObject({ name: "Katherine Johnson", embed_type: javaScriptEnabled ? "popup-blank" : "" });
  });

  test("Request Early Access opens the same form", async ({ page, javaScriptEnabled }) => {
    await openLanding(page, "/create-ai-video", javaScriptEnabled);
    await page.getByRole("link", { name: "Request Early Access" }).click();
    if (javaScriptEnabled) {
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.frameLocator('iframe[src*="/to/early-access"]').getByRole("button", { name: "Let's go" })).toBeVisible();
    } else {
      await expect(page).toHaveURL(exactPath("/to/early-access"));
    }
  });
});

test.describe("served for the edge", () => {
  test("a signed-out page served twice has identical cacheable headers, no cookie, and revalidates with a 304", async ({ request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "headers are the same whatever the browser runs");
    for (const path of ["/", "/create-ai-video"]) {
      const first = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
      // A cookie the page does not read keeps it out of the server's memory of shared pages: a fresh render that
      // must come out byte for byte the same.
      const second = await request.get(path, { headers: { "Accept-Encoding": "gzip", Cookie: "unrelated=1" } });
      for (const response of [first, second]) {
        expect(response.status()).toBe(200);
        expect(response.headers()["set-cookie"]).toBeUndefined();
        expect(response.headers()["cache-control"]).toMatch(/public/);
        expect(response.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
        expect(response.headers()["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
        expect(response.headers()["vary"]).toMatch(/Cookie/);
        expect(response.headers()["content-security-policy"]).not.toMatch(/nonce/);
        expect(response.headers()["etag"]).toMatch(/^W\/".+"$/);
      }
      for (const name of ["cache-control", "vary", "etag", "content-security-policy", "content-type"]) {
        expect(second.headers()[name], name).toBe(first.headers()[name]);
      }
      expect(await second.body()).toEqual(await first.body());
      const revalidated = await request.get(path, { headers: { "If-None-Match": first.headers()["etag"] } });
      expect(revalidated.status()).toBe(304);
    }
  });

  test("a signed-in visitor's pages are never shared", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "headers are the same whatever the browser runs");
    await signedInAccount(page, { name: "Barbara Liskov" });
    const home = await page.request.get("/");
    expect(home.headers()["cache-control"]).toBe("private, no-cache");
  });

  test("a landing page that also clears a cookie is private, and its script still runs", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the point is the script");
    // Signing out leaves a toast to show on the next page; showing it clears the cookie.
    await page.request.post("/account/logout", { maxRedirects: 0 });
    const response = await page.goto("/");
    expect(response?.headers()["cache-control"]).toBe("private, no-cache");
    await expect(page.getByText("You have signed out.")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-landing-script", "ready");
  });

  test("a missing file is a 404, not a landing page", async ({ request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "plain requests");
    for (const path of ["/landing-script/main-OLD.js", "/build/entry.client-OLD.js", "/landing/missing.webp", "/apple-touch-icon.png"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["cache-control"] ?? "", path).not.toMatch(/s-maxage/);
    }
  });

  test("robots.txt and sitemap.xml name the public pages", async ({ request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "plain files");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    expect(robots).toContain("Disallow: /account/");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/create-ai-video</loc>");
  });
});
