/**
 * The two editors with saved changes (the video editor and the promotional subtitle editor) at a phone's width
 * (375 px) and a desktop's (1280 px), light and dark, into docs/screenshots/edit-history/ (or SCREENS_DIR), to look
 * at. Not part of `npm test`: `npm run screenshots` builds and runs it with the other screens.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { apiCaller, renderedVideo } from "../e2e/rendered-video";
import { createAccount, expect, signIn, test } from "../e2e/support";

const outDir = process.env.SCREENS_DIR ?? path.join(import.meta.dirname, "..", "..", "docs", "screenshots", "edit-history");
const widths = [
  { name: "375", width: 375, height: 812 },
  { name: "1280", width: 1280, height: 900 },
];
const schemes = ["light", "dark"] as const;

test("the editors with their saved changes, at 375 and 1280 px, light and dark", async ({ browser, page }) => {
  test.setTimeout(600_000);
  await mkdir(outDir, { recursive: true });
  const account = await createAccount(page.request, { name: "Ada Lovelace" });
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "promoreel.sqlite"));
  db.prepare("UPDATE users SET current_plan = 'pro' WHERE email = ?").run(account.email);
  db.close();

  const { video, call } = await renderedVideo(page.request, account);
  const scenes = (await call<{ timeline: { scenes: { spoken: string; onScreenText: string; media: object; durationMs: number }[] } }>("GET", `video/detail?id=${video.id}`))
    .timeline.scenes;
  const asComposite = (scene: (typeof scenes)[number]) => {
    const media = scene.media as { kind: string; path?: string; id?: string };
    return {
      spoken: scene.spoken,
      on_screen_text: scene.onScreenText,
      media:
        media.kind === "image" ? { kind: "image", image_id: media.path } : media.kind === "clip" ? { kind: "clip", media_id: media.path } : { kind: "broll", id: media.id },
      duration_ms: scene.durationMs,
    };
  };
  const before = scenes.map(asComposite);
  const after = before.map((scene, index) => (index === 0 ? { ...scene, spoken: "Meet the Harbor Lantern tonight." } : scene));
  await call("POST", "record_op", { id: video.id, action: "record", changes: { scenes: { before, after } } });
  await call("POST", "record_op", { id: video.id, action: "record", changes: { caption_position: { before: "bottom", after: "top" } } });
  await call("POST", "record_op", { id: video.id, action: "undo" });

  const promo = await promotionalVideo(page, account);
  const subtitles = await call<{ edited: { index: number; text: string; start_ms: number; end_ms: number }[] }>("POST", "promote/subtitle-data", { id: promo });
  const line = subtitles.edited[0]!;
  await call("POST", "promote/record-op", {
    id: promo,
    action: "record",
    changes: { "subtitles.0": { before: line, after: { text: "Weekend sale starts now", start_ms: line.start_ms, end_ms: line.end_ms } } },
  });

  const screens: [string, string, ((page: Page) => Promise<void>)?][] = [
    ["video-edit", `/video-edit?id=${video.id}`],
    ["promotional-edit", `/promotional-edit?id=${promo}`],
    ["promotional-edit-refused", `/promotional-edit?id=${promo}`, refuseOverlap],
  ];
  const visitors = [];
  for (const scheme of schemes) {
    for (const size of widths) {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: size.width, height: size.height }, baseURL: test.info().project.use.baseURL });
      const visitor = await context.newPage();
      await signIn(visitor, account);
      for (const [name, url, prepare] of screens) await shoot(visitor, name, url, `${size.name}-${scheme}`, prepare);
      visitors.push({ visitor, variant: `${size.name}-${scheme}` });
    }
  }
  // While version 2 renders, the editor waits (a render at e2e's small frames takes longer than these four pictures).
  await call("POST", "promote/compositing-video", { id: promo });
  for (const { visitor, variant } of visitors) await shoot(visitor, "promotional-edit-updating", `/promotional-edit?id=${promo}`, variant);
  for (const { visitor } of visitors) await visitor.context().close();
});

/** A ready 15-second promotional video of two typed-in products; answers its id. */
async function promotionalVideo(page: Page, account: { email: string; password: string }): Promise<string> {
  const call = await apiCaller(page.request, account);
  const product_ids = [
    (await call<{ id: string }>("POST", "generate-info", { name: "Harbor Lantern", features: ["Warm light for six hours"], price: { amount: 38, currency: "USD" } })).id,
    (await call<{ id: string }>("POST", "generate-info", { name: "Trail Bottle", features: ["Cold for a whole day"], price: { amount: 24, currency: "USD" } })).id,
  ];
  const offer = { kind: "sale", headline: "Weekend sale: 20% off", discount_percent: 20, code: "WEEKEND20", ends_on: null, cta: "Shop the sale" };
  const script = await call<object>("POST", "promote/gen-script", { product_ids, offer, length_seconds: 15 });
  const { id } = await call<{ id: string }>("POST", "promote/create-promotional-video", { product_ids, offer, script });
  await expect.poll(async () => (await call<{ status: string }>("GET", `promote/promotional-video/${id}`)).status, { timeout: 150_000, intervals: [1000] }).toBe("ready");
  return id;
}

/** Line 2 pushed into line 3 and saved: the API's sentence beside the line. */
async function refuseOverlap(page: Page) {
  const third = await page.getByRole("group", { name: "Line 3", exact: true }).getByLabel("Starts at (s)").inputValue();
  await page
    .getByRole("group", { name: "Line 2", exact: true })
    .getByLabel("Ends at (s)")
    .fill((Number(third) + 0.5).toFixed(1));
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Line 2 would overlap line 3.", { exact: false }).waitFor();
}

async function shoot(page: Page, name: string, url: string, variant: string, prepare?: (page: Page) => Promise<void>) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await prepare?.(page);
  // From the top: the video beside the lines stays in view as the page scrolls, so a scrolled page would show it lower.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(outDir, `${name}-${variant}.png`), fullPage: true, animations: "disabled" });
}
