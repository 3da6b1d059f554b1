import { formatDuration } from "../../app/utils/video";
import { renderedVideo } from "./rendered-video";
import { exactPath, expect, expectFocused, signedInAccount, test, toast } from "./support";

test("a rendered video in the library: played, favourited, shared, made square and deleted", async ({ page, context, javaScriptEnabled }) => {
  test.setTimeout(180_000);
  const account = await signedInAccount(page, { name: "Hedy Lamarr" });
  const { video, detail } = await renderedVideo(page.request, account);

  await page.getByRole("complementary").getByRole("link", { name: "Videos" }).click();
  await expect(page).toHaveURL(exactPath("/videos"));
  await expect(page.getByRole("heading", { level: 1, name: "Videos" })).toBeVisible();
  const card = page.getByRole("article", { name: video.title });
  await expect(card).toBeVisible();

  // Played in place from the first ratio's file, loading nothing but its thumbnail until asked.
  const player = card.locator("video");
  const thumbnail = `/resources/media/video/${video.id}/9x16/thumbnail`;
  await expect(player).toHaveAttribute("poster", thumbnail);
  await expect(player).toHaveAttribute("preload", "none");
  await expect(player).toHaveAttribute("src", `/resources/media/video/${video.id}/9x16`);
  await expect(player).not.toHaveAttribute("autoplay");
  const thumbnailResponse = await page.request.get(thumbnail);
  expect(thumbnailResponse.status()).toBe(200);
  expect(thumbnailResponse.headers()["content-type"]).toBe("image/jpeg");
  await expect(card.getByText(formatDuration(video.duration_ms!), { exact: true })).toBeVisible();
  await expect(card.getByText("Ready", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "Download 9:16" })).toHaveAttribute("href", `/resources/media/video/${video.id}/9x16?download=1`);

  // Fits a phone's width.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Favourite, then only favourites.
  const favorite = card.getByRole("button", { name: "Favourite" });
  await expect(favorite).toHaveAttribute("aria-pressed", "false");
  await favorite.click();
  await expect(favorite).toHaveAttribute("aria-pressed", "true");
  if (!javaScriptEnabled) await expect(toast(page, "Added to your favourites.")).toBeVisible();
  const filters = page.getByRole("navigation", { name: "Show" });
  await filters.getByRole("link", { name: "Favourites" }).click();
  await expect(page).toHaveURL(exactPath("/videos?favorite=1"));
  await expect(filters.getByRole("link", { name: "Favourites" })).toHaveAttribute("aria-current", "page");
  await expect(card).toBeVisible();
  await expect(page.getByText("1 favourite", { exact: true })).toBeVisible();

  // Share: the public link to copy.
  await card.getByRole("button", { name: "Share" }).click();
  const link = card.getByLabel("Public link");
  await expect(link).toHaveValue(/^https?:\/\/[^/]+\/preview\?s=[\w-]+$/);
  if (javaScriptEnabled) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await card.getByRole("button", { name: "Copy" }).click();
    await expect(card.getByText("Link copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  } else {
    await expect(toast(page, "Your video's public link is ready.")).toBeVisible();
    await expect(card.getByRole("button", { name: "Copy" })).toHaveCount(0);
  }

  // The link opened signed out counts a view, which the video's engagement figures show.
  const visitor = await page.context().browser()!.newContext();
  const visit = await visitor.newPage();
  await visit.goto(await link.inputValue());
  await expect(visit.locator("video")).toHaveCount(1);
  await visitor.close();
  await page.goto(`/videos?favorite=1&shared=${video.id}`);
  const figures = card.getByRole("region", { name: "Engagement" });
  await expect(figures.getByRole("img", { name: "The last 14 days" })).toBeVisible();
  await expect(figures.locator("dd").first()).toHaveText("1");

  // Another size: 1:1 renders next to the 9:16 the video keeps playing.
  await card.getByLabel("Another size").selectOption("1:1");
  await card.getByRole("button", { name: "Make it" }).click();
  await expect(card.getByText(/Making the 1:1 version…|^Download 1:1$/)).toBeVisible();
  if (!javaScriptEnabled) await expect(toast(page, "Making the 1:1 version. It appears here when it is ready.")).toBeVisible();
  expect((await detail()).update?.aspect_ratios).toEqual(["1:1"]);

  // Delete asks first; keeping the video changes nothing.
  const deleteButton = card.getByRole(javaScriptEnabled ? "button" : "link", { name: "Delete", exact: true });
  const confirmation = javaScriptEnabled ? page.getByRole("dialog", { name: "Delete this video?" }) : card.getByRole("region", { name: "Delete this video?" });
  await deleteButton.click();
  await expect(confirmation).toBeVisible();
  if (javaScriptEnabled) {
    // The safe choice has the focus; Escape closes the dialog and gives the focus back.
    await expectFocused(confirmation.getByRole("button", { name: "Cancel" }));
    await page.keyboard.press("Escape");
    await expectFocused(deleteButton);
  } else {
    await confirmation.getByRole("link", { name: "Cancel" }).click();
  }
  await expect(confirmation).toHaveCount(0);
  await expect(card).toBeVisible();
  await deleteButton.click();
  await confirmation.getByRole("button", { name: "Delete video" }).click();
  await expect(toast(page, "The video has been deleted.")).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No favourites yet" })).toBeVisible();
  await filters.getByRole("link", { name: "All videos" }).click();
  await expect(page).toHaveURL(exactPath("/videos"));
  await expect(page.getByRole("heading", { name: "No videos yet" })).toBeVisible();
});

test("an empty library says how to start, an empty favourites list says how to fill it", async ({ page }) => {
  await signedInAccount(page, { name: "Mary Somerville" });
  await page.goto("/videos?page=4");
  // Past the last page: the last page that exists.
  await expect(page).toHaveURL(exactPath("/videos"));
  await expect(page.getByRole("heading", { name: "No videos yet" })).toBeVisible();
  await expect(page.getByText("Your first video starts with your product")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a video" }).last()).toHaveAttribute("href", "/create-video");
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: "Favourites" }).click();
  await expect(page).toHaveURL(exactPath("/videos?favorite=1"));
  await expect(page.getByRole("heading", { name: "No favourites yet" })).toBeVisible();
  await page.getByRole("link", { name: "Show all videos" }).click();
  await expect(page).toHaveURL(exactPath("/videos"));
});
