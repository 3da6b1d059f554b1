import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { setPlan } from "./create-video-fixtures";
import { apiCaller, renderedVideo } from "./rendered-video";
import { createAccount, exactPath, expect, signedInAccount, signIn, test, toast, visit, type Account } from "./support";

/** What `GET record_op` and `GET promote/record-op` answer (api/contract/records.ts). */
interface Records {
  version: number;
  operations: { seq: number; undone: boolean; changes: Record<string, { before: unknown; after: unknown }> }[];
  can_undo: boolean;
  can_redo: boolean;
  state: Record<string, unknown>;
}

/** The status of a call the test expects to be refused (`apiCaller` only takes 200s). */
async function statusOf(request: APIRequestContext, account: Account, pathAndQuery: string): Promise<number> {
  const login = await request.post("/api/v1/auth/login", { data: { email: account.email, password: account.password } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const response = await request.get(`/api/v1/${pathAndQuery}`, { headers: { Authorization: `Bearer ${token}` } });
  return response.status();
}

/**
 * Undo, then Redo, each checked after a reload: the records live on the server. `field` is the edited control,
 * `saved` what was typed in it and saved, `old` what it held before.
 */
async function undoAndRedoAcrossReloads(page: Page, field: () => Locator, { old, saved }: { old: string; saved: string }) {
  const undo = page.getByRole("button", { name: "Undo", exact: true });
  const redo = page.getByRole("button", { name: "Redo", exact: true });
  const history = page.getByTestId("edit-history-line");

  await page.reload();
  await expect(field()).toHaveValue(saved);
  await expect(undo).toBeEnabled();
  await expect(redo).toBeDisabled();
  await expect(history).toHaveText("1 change saved");

  await undo.click();
  await expect(toast(page, "The last change was undone.")).toBeVisible();
  await page.reload();
  await expect(field()).toHaveValue(old);
  await expect(undo).toBeDisabled();
  await expect(redo).toBeEnabled();
  await expect(history).toHaveText("0 changes saved, 1 undone");

  await redo.click();
  await expect(toast(page, "The change was redone.")).toBeVisible();
  await page.reload();
  await expect(field()).toHaveValue(saved);
  await expect(undo).toBeEnabled();
  await expect(redo).toBeDisabled();
}

test("the video editor keeps saved changes across reloads, undoes and redoes them, and makes the new version from them", async ({ page }) => {
  test.setTimeout(300_000);
  const account = await signedInAccount(page, { name: "Dorothy Arzner" });
  const { video, call } = await renderedVideo(page.request, account);
  const sceneLine = () => page.getByRole("group", { name: "Scene 1", exact: true }).getByLabel("Spoken line");

  await page.goto(`/video-edit?id=${video.id}`);
  const old = await sceneLine().inputValue();
  await expect(page.getByRole("button", { name: "Undo", exact: true })).toBeDisabled();
  await expect(page.getByTestId("edit-history-line")).toHaveText(/^No changes saved yet\./);

  // Nothing changed: nothing is recorded.
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Nothing has changed yet. Change a scene or a setting first.")).toBeVisible();

  const saved = "Meet the Harbor Lantern tonight.";
  await sceneLine().fill(saved);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Changes saved.")).toBeVisible();
  await expect(page.getByText("Last change: scene 1")).toBeVisible();
  await undoAndRedoAcrossReloads(page, sceneLine, { old, saved });

  // The screens went to the video family: its records hold the one operation, and the promotional family does not know the id.
  const records = await call<Records>("GET", `record_op?id=${video.id}`);
  expect(records.operations).toHaveLength(1);
  expect(records.operations[0]).toMatchObject({ seq: 1, undone: false });
  expect(Object.keys(records.operations[0]!.changes)).toEqual(["scenes"]);
  expect((records.state.scenes as { spoken: string }[])[0]!.spoken).toBe(saved);
  expect(await statusOf(page.request, account, `promote/record-op?id=${video.id}`)).not.toBe(200);

  // The new version renders what was recorded.
  await page.getByRole("button", { name: "Make the new version" }).click();
  await expect(page).toHaveURL(exactPath(`/videos?id=${video.id}`));
  await expect(toast(page, "Making the new version. The current one stays until it is ready.")).toBeVisible();
  const detail = () => call<{ update: { status: string; version: number } | null; timeline: { scenes: { spoken: string }[] } }>("GET", `video/detail?id=${video.id}`);
  await expect.poll(async () => (await detail()).update?.status, { timeout: 150_000, intervals: [1000] }).toBe("ready");
  const after = await detail();
  expect(after.update).toMatchObject({ version: 2 });
  expect(after.timeline.scenes[0]!.spoken).toBe(saved);
  await page.goto("/videos");
  await expect(page.getByRole("article", { name: video.title }).getByText("Ready", { exact: true })).toBeVisible();

  // The new version starts with no records.
  await page.goto(`/video-edit?id=${video.id}`);
  await expect(sceneLine()).toHaveValue(saved);
  await expect(page.getByRole("button", { name: "Undo", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Redo", exact: true })).toBeDisabled();
});

interface PromoVideo {
  id: string;
  status: string;
  version: number;
  update: { status: string; version: number } | null;
}

/** A ready 15-second promotional video of two typed-in products, made through the API as the create screens would. */
async function readyPromotionalVideo(request: APIRequestContext, account: Account) {
  const call = await apiCaller(request, account);
  const products = [
    await call<{ id: string }>("POST", "generate-info", { name: "Harbor Lantern", features: ["Warm light for six hours"], price: { amount: 38, currency: "USD" } }),
    await call<{ id: string }>("POST", "generate-info", { name: "Trail Bottle", features: ["Cold for a whole day"], price: { amount: 24, currency: "USD" } }),
  ];
  const product_ids = products.map((product) => product.id);
  const offer = { kind: "sale", headline: "Weekend sale: 20% off", discount_percent: 20, code: "WEEKEND20", ends_on: null, cta: "Shop the sale" };
  const script = await call<object>("POST", "promote/gen-script", { product_ids, offer, length_seconds: 15 });
  const created = await call<PromoVideo>("POST", "promote/create-promotional-video", { product_ids, offer, script });
  expect(created.id).toMatch(/^[A-Za-z0-9]{16}$/);
  const detail = () => call<PromoVideo>("GET", `promote/promotional-video/${created.id}`);
  await expect.poll(async () => (await detail()).status, { timeout: 150_000, intervals: [1000] }).toBe("ready");
  return { id: created.id, call, detail };
}

test("the promotional subtitle editor keeps saved lines across reloads, undoes and redoes them, and makes version 2", async ({ page }) => {
  test.setTimeout(360_000);
  const account = await createAccount(page.request, { name: "Alice Guy" });
  setPlan(account.email, "pro");
  const { id, call, detail } = await readyPromotionalVideo(page.request, account);
  await signIn(page, account);

  const editor = `/promotional-edit?id=${id}`;
  await page.goto(editor);
  await expect(page.getByRole("heading", { level: 1, name: "Edit subtitles" })).toBeVisible();
  await expect(page.getByText("Version 1", { exact: false }).first()).toBeVisible();
  // The current version plays beside the editor, through the app's media proxy.
  await expect(page.getByRole("region", { name: "Current version" }).locator("video")).toHaveAttribute("src", `/resources/media/promo/${id}/9x16`);

  const first = () => page.getByRole("group", { name: "Line 1", exact: true });
  const text = () => first().getByLabel("Text");
  const old = await text().inputValue();
  const end = await first().getByLabel("Ends at (s)").inputValue();
  const secondStart = Number(await page.getByRole("group", { name: "Line 2", exact: true }).getByLabel("Starts at (s)").inputValue());

  // A line pushed into the next one: the API's sentence beside the line, what was typed kept.
  await text().fill("Weekend sale starts now");
  await first()
    .getByLabel("Ends at (s)")
    .fill((secondStart + 0.5).toFixed(1));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(first().getByText("Line 1 would overlap line 2.", { exact: false })).toBeVisible();
  await expect(text()).toHaveValue("Weekend sale starts now");

  await first().getByLabel("Ends at (s)").fill(end);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Changes saved.")).toBeVisible();
  await expect(page.getByText("Last change: line 1")).toBeVisible();
  await undoAndRedoAcrossReloads(page, text, { old, saved: "Weekend sale starts now" });

  // The screens went to the promotional family; each family refuses the other's ids.
  const records = await call<Records>("GET", `promote/record-op?id=${id}`);
  expect(records.operations).toHaveLength(1);
  expect(records.operations[0]!.changes["subtitles.0"]!.after).toMatchObject({ text: "Weekend sale starts now" });
  expect(records.state["subtitles.0"]).toMatchObject({ text: "Weekend sale starts now" });
  expect(await statusOf(page.request, account, `record_op?id=${id}`)).not.toBe(200);
  expect(await statusOf(page.request, account, "promote/record-op?id=3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f")).not.toBe(200);

  // The new version: back on the list while it renders, then version 2 plays with the edited line.
  await page.getByRole("button", { name: "Make new version" }).click();
  await expect(page).toHaveURL(exactPath(`/promotional?id=${id}`));
  await expect(toast(page, "Making the new version. The current one keeps playing until it is ready.")).toBeVisible();
  await expect.poll(async () => (await detail()).version, { timeout: 150_000, intervals: [1000] }).toBe(2);
  expect((await detail()).update).toBeNull();

  // The list was following the render: without JavaScript it refreshes itself.
  await visit(page, editor);
  await expect(page.getByRole("region", { name: "Current version" }).getByText(/^Version 2/)).toBeVisible();
  await expect(text()).toHaveValue("Weekend sale starts now");
  await expect(page.getByRole("button", { name: "Undo", exact: true })).toBeDisabled();
  const played = await page.request.get(`/resources/media/promo/${id}/9x16`);
  expect(played.status()).toBe(200);
  expect(played.headers()["content-type"]).toBe("video/mp4");

  const missing = await page.goto("/promotional-edit?id=AAAAAAAAAAAAAAAA");
  expect(missing?.status()).toBe(404);
});

test("without the promotional power the subtitle editor offers the upgrade", async ({ page }) => {
  await signedInAccount(page, { name: "Lois Weber" });
  await page.goto("/promotional-edit?id=AAAAAAAAAAAAAAAA");
  await expect(page.getByRole("heading", { name: "Promotional videos come with the Pro plan" })).toBeVisible();
  await page.getByRole("link", { name: "See plans" }).click();
  await expect(page).toHaveURL(/[?&]upgrade=1/);
  await expect(page.getByRole("dialog")).toBeVisible();
});
