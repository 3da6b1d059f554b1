import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { createAccount, exactPath, expect, signIn, test, type Account } from "./support";

/** A visitor's view of the owner's figures (docs/decisions/071). */
interface Engagement {
  views: number;
  plays: number;
  completes: number;
}

/** The API with the account's bearer token, as the workspace's server calls it. */
async function ownerApi(request: APIRequestContext, account: Account) {
  const login = await request.post("/api/v1/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
    // The owner's calls come seconds apart: a kept-alive socket the server is closing as idle (5 s) would reset one.
    Connection: "close",
  };
  return {
    async post<T>(call: string, data: Record<string, unknown>): Promise<T> {
      const response = await request.post(`/api/v1/${call}`, { headers, data });
      const body = (await response.json()) as { data: T; message: string };
      expect(response.status(), `${call}: ${body.message}`).toBe(200);
      return body.data;
    },
    async get<T>(call: string): Promise<T> {
      const response = await request.get(`/api/v1/${call}`, { headers });
      const body = (await response.json()) as { data: T; message: string };
      expect(response.status(), `${call}: ${body.message}`).toBe(200);
      return body.data;
    },
  };
}

type OwnerApi = Awaited<ReturnType<typeof ownerApi>>;

/** A 15-second video of a product typed in by hand, vertical and wide, rendered (small frames, RENDER_SCALE) and ready. */
async function renderedVideo(api: OwnerApi): Promise<string> {
  const product = await api.post<{ id: string }>("generate-info", {
    name: "Lantern Desk Lamp",
    brand: "Northpeak",
    price: { amount: 49, currency: "USD" },
    features: ["Warm dimmable light", "Charges over USB-C"],
  });
  const { ideas } = await api.post<{ ideas: { id: string }[] }>("product-ideas", { product_id: product.id });
  const script = await api.post<{ id: string }>("video-script", { product_id: product.id, idea_id: ideas[0]!.id, length_seconds: 15 });
  const video = await api.post<{ id: string }>("video/create-by-product", { product_id: product.id, script_id: script.id, aspect_ratios: ["9:16", "16:9"] });
  await expect.poll(async () => (await api.get<{ status: string }>(`video/detail?id=${video.id}`)).status, { timeout: 180_000, intervals: [1000] }).toBe("ready");
  return video.id;
}

const engagementOf = async (api: OwnerApi, videoId: string) => (await api.get<{ engagement: Engagement }>(`video/share?id=${videoId}`)).engagement;

const metaContent = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute("content");

/** SCREENS_DIR: somewhere a parallel Playwright run will not clear (it empties test-results/ when it starts). */
const screensDir = process.env.SCREENS_DIR ?? path.join("test-results", "screens");

/** At a phone's and a desktop's width, light and dark, nothing sticks out sideways; saved for a person to look at. */
async function checkScreen(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(screensDir, `${name}-${width}-${colorScheme}.png`), fullPage: true, animations: "disabled" });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
}

test("a shared video plays for anyone with the link, with a card for social sites, and counts its visitor", async ({ page, request, javaScriptEnabled }) => {
  test.setTimeout(240_000);
  const account = await createAccount(request, { name: "Grace Hopper" });
  const api = await ownerApi(request, account);
  const videoId = await renderedVideo(api);
  const { share } = await api.post<{ share: { token: string; path: string } }>("video/share", { id: videoId });
  expect(share.path).toBe(`/preview?s=${share.token}`);

  // The page is signed out: this test's browser has never signed in.
  const opened = await page.goto(share.path);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Lantern Desk Lamp" })).toBeVisible();
  await expect(page.getByText("Northpeak", { exact: true })).toBeVisible();
  await expect(page.getByText("$49.00", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Made with Promoreel" })).toBeVisible();
  const cta = page.getByRole("link", { name: "Make videos like this" });
  await expect(cta).toHaveAttribute("href", "/account/register");

  // The player's box is the video's shape before a byte of it arrives; its files come through the web server.
  const player = page.locator("video");
  await expect(player).toHaveAttribute("preload", "metadata");
  const poster = await player.getAttribute("poster");
  const src = await player.getAttribute("src");
  expect(src).toBe(`/resources/share-media/${share.token}/video/9x16`);
  expect(poster).toBe(`${src}/thumbnail`);
  const whole = await page.request.get(src!);
  expect(whole.status()).toBe(200);
  expect(whole.headers()["content-type"]).toBe("video/mp4");
  expect(whole.headers()["accept-ranges"]).toBe("bytes");
  const firstBytes = await page.request.get(src!, { headers: { Range: "bytes=0-99" } });
  expect(firstBytes.status()).toBe(206);
  expect(firstBytes.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
  expect(firstBytes.headers()["content-length"]).toBe("100");
  expect((await firstBytes.body()).subarray(4, 8).toString("latin1")).toBe("ftyp");
  const thumbnail = await page.request.get(poster!);
  expect(thumbnail.status()).toBe(200);
  expect(thumbnail.headers()["content-type"]).toBe("image/jpeg");

  // What a chat app or social network reads: absolute addresses it can fetch on its own.
  const pageUrl = new URL(share.path, page.url()).href;
  await expect(page).toHaveTitle("Lantern Desk Lamp · Promoreel");
  expect(await metaContent(page, 'meta[property="og:type"]')).toBe("video.other");
  expect(await metaContent(page, 'meta[property="og:title"]')).toBe("Lantern Desk Lamp · Promoreel");
  expect(await metaContent(page, 'meta[name="description"]')).toContain("Lantern Desk Lamp · Northpeak · $49.00");
  expect(await metaContent(page, 'meta[property="og:image"]')).toBe(new URL(poster!, pageUrl).href);
  expect(await metaContent(page, 'meta[property="og:video"]')).toBe(new URL(src!, pageUrl).href);
  expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
  expect(await metaContent(page, 'meta[name="twitter:image"]')).toBe(new URL(poster!, pageUrl).href);
  expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(pageUrl);

  // The first ratio plays unless the visitor picks another.
  const formats = page.getByRole("navigation", { name: "Video format" });
  await expect(formats.getByRole("link", { name: "Vertical · 9:16" })).toHaveAttribute("aria-current", "true");
  await formats.getByRole("link", { name: "Wide · 16:9" }).click();
  await expect(page).toHaveURL(exactPath(`${share.path}&ratio=16x9`));
  await expect(player).toHaveAttribute("src", `/resources/share-media/${share.token}/video/16x9`);
  await expect(formats.getByRole("link", { name: "Wide · 16:9" })).toHaveAttribute("aria-current", "true");

  // The page load counted one view; with JavaScript the player reports a play and a play to the end.
  expect(await engagementOf(api, videoId)).toMatchObject({ views: 1, plays: 0, completes: 0 });
  if (javaScriptEnabled) {
    // React has hydrated the player once it has put its props on the element: only then are its handlers there.
    await page.waitForFunction(() => Object.keys(document.querySelector("video") ?? {}).some((key) => key.startsWith("__reactProps$")));
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await player.evaluate(
      (video: HTMLVideoElement) =>
        new Promise<void>((resolve, reject) => {
          video.addEventListener("ended", () => resolve(), { once: true });
          video.muted = true;
          video.currentTime = Math.max(0, video.duration - 0.5);
          video.play().catch(reject);
        }),
    );
    await expect.poll(() => engagementOf(api, videoId)).toMatchObject({ views: 1, plays: 1, completes: 1 });
  }

  await checkScreen(page, `share-preview-${javaScriptEnabled ? "js" : "no-js"}`);

  // The keyboard reaches the call to action and follows it to sign-up.
  await cta.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(exactPath("/account/register"));

  // Signed in, the same person sees the same page (still one visitor), and the call to action leads to making one.
  await signIn(page, account);
  await page.goto(share.path);
  await expect(page.getByRole("heading", { level: 1, name: "Lantern Desk Lamp" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Make videos like this" })).toHaveAttribute("href", "/create-video");
  expect((await engagementOf(api, videoId)).views).toBe(1);

  // Turned off, the link and its files are gone like an unknown one.
  await api.post("video/share", { id: videoId, revoke: true });
  const revoked = await page.goto(share.path);
  expect(revoked?.status()).toBe(404);
  await expect(page.getByText("This share link does not exist or has been turned off.")).toBeVisible();
  expect((await page.request.get(src!)).status()).toBe(404);
});

test("an unknown or malformed share link is the 404 page", async ({ page }) => {
  const unknown = await page.goto(`/preview?s=${"A".repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "This video is not available" })).toBeVisible();
  await expect(page.getByText("This share link does not exist or has been turned off.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Make videos like this" })).toHaveAttribute("href", "/account/register");

  for (const address of ["/preview?s=not-a-token", "/preview"]) {
    const malformed = await page.goto(address);
    expect(malformed?.status(), address).toBe(404);
    await expect(page.getByText("This share link does not exist or has been turned off.")).toBeVisible();
  }
  expect((await page.request.get(`/resources/share-media/${"A".repeat(43)}/video/9x16`)).status()).toBe(404);
});
