import { lipsyncPorts } from "../../playwright.config";
import { apiCaller } from "./rendered-video";
import { exactPath, expect, signedInAccount, test, toast } from "./support";

/**
 * Issue 23: stock footage. The second app server has stock keys pointing at a local server that speaks Pexels' and
 * Vecteezy's protocols (playwright.config.ts); the first has none.
 */
test.describe("with a stock library set up", () => {
  test.use({ baseURL: `http://localhost:${lipsyncPorts.app}` });

  test("a user finds a clip in stock, sees its still, adds it, and finds it in their uploads with its credit", async ({ page }) => {
    await signedInAccount(page, { name: "Agnès Varda", dataDir: process.env.E2E_LIPSYNC_DATA_DIR });
    await page.goto("/add-material");
    await page.getByRole("link", { name: "Stock footage" }).click();
    await expect(page.getByRole("heading", { name: "Stock footage and photos" })).toBeVisible();

    const search = page.getByRole("search", { name: "Search stock footage" });
    await search.getByLabel("Search for").fill("coffee");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("2 results")).toBeVisible();

    const card = page.getByRole("article", { name: /barista pouring coffee/i });
    await expect(card).toContainText("By Ana Ortiz on Pexels · Pexels License");
    const still = card.locator("img");
    await still.scrollIntoViewIfNeeded();
    await expect.poll(() => still.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

    await card.getByRole("button", { name: /^Add to your uploads/ }).click();
    await expect(toast(page, "is in your uploads now")).toBeVisible();

    await page.getByRole("link", { name: "Your uploads" }).click();
    const added = page.getByRole("article", { name: /barista pouring coffee/i });
    await expect(added).toBeVisible();
    await expect(added).toContainText("By Ana Ortiz on Pexels · Pexels License");
    await expect(added.getByRole("link", { name: "Ana Ortiz" })).toHaveAttribute("href", "https://www.pexels.com/@ana-ortiz");
    await expect(added.getByRole("link", { name: "Pexels License" })).toHaveAttribute("href", "https://www.pexels.com/license/");
  });

  test("the search box finds stock beside the uploads, and a clip added for a product is among that product's media", async ({ page }) => {
    const account = await signedInAccount(page, { name: "Alice Guy", dataDir: process.env.E2E_LIPSYNC_DATA_DIR });
    const call = await apiCaller(page.request, account);
    const product = await call<{ id: string }>("POST", "generate-info", { name: "Morning Roast", features: ["Dark roast beans"] });

    await page.goto("/add-material");
    const box = page.getByRole("search", { name: "Search your media" });
    await box.getByLabel("Search uploads, backgrounds and stock").fill("coffee");
    await box.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("region", { name: "Your uploads" }).getByText("None of your uploads match these words.")).toBeVisible();
    const stock = page.getByRole("region", { name: "Stock footage" });
    await expect(stock.getByText("2 found")).toBeVisible();

    const card = stock.getByRole("article", { name: /barista pouring coffee/i });
    await card.getByLabel("For a product (optional)").selectOption({ label: "Morning Roast" });
    await card.getByRole("button", { name: /^Add to your uploads/ }).click();
    await expect(toast(page, "Attached to “Morning Roast”.")).toBeVisible();

    const added = page.getByRole("article", { name: /barista pouring coffee/i });
    await expect(added.getByText("For: Morning Roast")).toBeVisible();
    await added.getByRole("link", { name: "Morning Roast" }).click();
    await expect(page).toHaveURL(exactPath(`/product?id=${product.id}`));
    await expect(page.getByRole("region", { name: "Images and clips" }).getByRole("img", { name: /^Clip 1/ })).toBeVisible();
  });
});

test("without a stock key the Stock footage tab is not offered", async ({ page }) => {
  await signedInAccount(page, { name: "Chris Marker" });
  await page.goto("/add-material");
  await expect(page.getByRole("navigation", { name: "Sources" }).getByRole("link", { name: "Your uploads" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Stock footage" })).toHaveCount(0);
  await page.goto("/add-material?tab=stock");
  await expect(page.getByRole("link", { name: "Your uploads", exact: true })).toHaveAttribute("aria-current", "page");
});
