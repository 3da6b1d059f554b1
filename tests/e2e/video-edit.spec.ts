import { renderedVideo } from "./rendered-video";
import { exactPath, expect, signedInAccount, test, toast } from "./support";

interface Detail {
  update: { kind: string; status: string; version: number } | null;
  timeline: { scenes: { spoken: string; media: { kind: string; id?: string; path?: string } }[]; captions: { position: string } };
}

test("a ready video edited: refused changes say why, a new version renders while the old one stays", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(240_000);
  const account = await signedInAccount(page, { name: "Alice Guy" });
  const { video, call } = await renderedVideo(page.request, account);
  const before = await call<Detail>("GET", `video/detail?id=${video.id}`);

  await page.goto("/videos");
  const card = page.getByRole("article", { name: video.title });
  await card.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(exactPath(`/video-edit?id=${video.id}`));
  await expect(page.getByRole("heading", { level: 1, name: "Edit video" })).toBeVisible();
  // The version people see now stays playable beside the editor.
  await expect(page.getByRole("region", { name: "Current version" }).locator("video")).toHaveAttribute("src", `/resources/media/video/${video.id}/9x16`);

  const scenes = page.getByRole("group", { name: /^Scene \d+$/ });
  await expect(scenes).toHaveCount(before.timeline.scenes.length);
  const first = page.getByRole("group", { name: "Scene 1", exact: true });
  const line = first.getByLabel("Spoken line");
  await expect(line).toHaveValue(before.timeline.scenes[0]!.spoken);
  await expect(page.getByText("Total 15 s (a video lasts 15, 30, 60 s)")).toBeVisible();
  const submit = page.getByRole("button", { name: "Make the new version" });

  // Nothing changed: nothing is rendered.
  await submit.click();
  await expect(page.getByText("Nothing has changed yet. Change a scene or a setting first.")).toBeVisible();

  // An empty line is refused by the page (in the browser, or by the server without JavaScript).
  await line.fill("");
  await submit.click();
  await expect(first.getByText("Write what the voice says in this scene.")).toBeVisible();

  // Durations that no longer add up to a video length: the API's own sentence, in the page.
  await line.fill("Meet the Harbor Lantern.");
  await first.getByLabel("Seconds").fill(String(Number(await first.getByLabel("Seconds").inputValue()) + 1));
  if (javaScriptEnabled) await expect(page.getByText("Total 16 s (a video lasts 15, 30, 60 s)")).toBeVisible();
  await submit.click();
  await expect(page.getByText(/The scenes last 16 s; a video lasts 15, 30 or 60 s\./)).toBeVisible();
  await expect(line).toHaveValue("Meet the Harbor Lantern.");

  await first.getByLabel("Seconds").fill(String(Number(await first.getByLabel("Seconds").inputValue()) - 1));

  // A new line, scene 2's picture in scene 1 too, and captions at the top.
  const secondMedia = mediaValue(before.timeline.scenes[1]!.media);
  await first.getByLabel("Shows").selectOption(secondMedia);
  await page.getByLabel("Caption position").selectOption("top");
  await submit.click();
  await expect(page).toHaveURL(exactPath(`/videos?id=${video.id}`));
  await expect(toast(page, "Making the new version. The current one stays until it is ready.")).toBeVisible();
  // Meanwhile the current version still plays and downloads.
  await expect(card.locator("video")).toHaveAttribute("src", `/resources/media/video/${video.id}/9x16`);
  await expect(card.getByRole("link", { name: "Download 9:16" })).toBeVisible();

  await expect.poll(async () => (await call<Detail>("GET", `video/detail?id=${video.id}`)).update?.status, { timeout: 150_000, intervals: [1000] }).toBe("ready");
  const after = await call<Detail>("GET", `video/detail?id=${video.id}`);
  expect(after.update).toMatchObject({ kind: "composite", version: 2 });
  expect(after.timeline.scenes[0]!.spoken).toBe("Meet the Harbor Lantern.");
  expect(mediaValue(after.timeline.scenes[0]!.media)).toBe(secondMedia);
  expect(after.timeline.captions.position).toBe("top");

  // The editor starts from the new version.
  await page.goto(`/video-edit?id=${video.id}`);
  await expect(page.getByRole("group", { name: "Scene 1", exact: true }).getByLabel("Spoken line")).toHaveValue("Meet the Harbor Lantern.");
  await expect(page.getByLabel("Caption position")).toHaveValue("top");
});

test("media picked on /add-material arrives chosen for its scene; an unknown video is a 404", async ({ page }) => {
  test.setTimeout(180_000);
  const account = await signedInAccount(page, { name: "Lois Weber" });
  const { video } = await renderedVideo(page.request, account);

  await page.goto(`/video-edit?id=${video.id}`);
  await expect(page.getByRole("group", { name: "Scene 2", exact: true }).getByRole("link", { name: "Upload or browse media" })).toHaveAttribute(
    "href",
    `/add-material?video=${video.id}&scene=2`,
  );
  await page.goto(`/video-edit?id=${video.id}&scene=2&media=broll:light-leaks`);
  await expect(page.getByRole("group", { name: "Scene 2", exact: true }).getByLabel("Shows")).toHaveValue("broll:light-leaks");

  const missing = await page.goto("/video-edit?id=00000000-0000-0000-0000-000000000000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! We are sorry the page was not found..." })).toBeVisible();
  // Inside the workspace, the 404 is in the shell's own <main>: a page has one.
  await expect(page.getByRole("main")).toHaveCount(1);
});

function mediaValue(media: { kind: string; id?: string; path?: string }) {
  return media.kind === "broll" ? `broll:${media.id}` : `${media.kind}:${media.path}`;
}
