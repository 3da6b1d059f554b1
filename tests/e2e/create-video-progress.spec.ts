import { exactPath, expect, signedInAccount, test } from "./support";

test("a video being made can be cancelled, made again from the same script, and uses no quota", async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAccount(page, { name: "Frances Allen" });
  await page.goto("/create-video?source=details");
  await page.getByLabel("Name").fill("Lantern Desk Lamp");
  await page.getByLabel("Features").fill("Warm dimmable light\nCharges over USB-C");
  await page.getByRole("button", { name: "Use these details" }).click();
  await page.getByRole("checkbox").first().check();
  // The longest video renders longest: there is time to cancel it.
  await page.getByLabel("60 s").check();
  await page.getByRole("button", { name: "Write the scripts" }).click();
  await expect(page).toHaveURL(/step=script/);
  const review = new URL(page.url());
  review.searchParams.set("step", "generate");
  await page.goto(review.pathname + review.search);
  await page.getByRole("button", { name: "Generate the video" }).click();
  await expect(page).toHaveURL(/\/create-video\/progress\?id=[\w-]+$/);
  const firstId = new URL(page.url()).searchParams.get("id");

  const status = page.getByTestId("video-status");
  await expect(status).toHaveText(/Generating video|Exporting video/);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(status).toHaveText("Cancelled");
  await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);

  await page.getByRole("button", { name: "Create again" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/create-video/progress" && url.searchParams.get("id") !== firstId);
  await expect(status).toHaveText(/Generating video|Exporting video/);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(status).toHaveText("Cancelled");

  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(exactPath("/"));
  await expect(page.getByText("0 / 3")).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent videos" }).getByText("Cancelled", { exact: true })).toHaveCount(2);
});

test("an unknown video is a 404 page", async ({ page }) => {
  await signedInAccount(page, { name: "Barbara Liskov" });
  const response = await page.goto("/create-video/progress?id=00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! We are sorry the page was not found..." })).toBeVisible();
});
