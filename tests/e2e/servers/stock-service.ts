/**
 * The stock libraries the stock-footage journeys point the second app server at (playwright.config.ts): the local
 * server that speaks Pexels' and Vecteezy's protocols, on a fixed port, with a real still, photo and clip to serve.
 * Run with tsx as one of Playwright's web servers.
 */
import { makeClip, solidImage } from "../../../api/media/testing/fixtures";
import { stockCatalogue, startStockServer } from "../../../api/materials/stock/testing/stock-server";

const server = await startStockServer({
  pexelsKey: process.env.STOCK_PEXELS_KEY ?? "",
  vecteezyKey: process.env.STOCK_VECTEEZY_KEY ?? "",
  vecteezyAccount: process.env.STOCK_VECTEEZY_ACCOUNT ?? "",
  items: stockCatalogue,
  clipBytes: await makeClip({ seconds: 1 }),
  imageBytes: await solidImage(1200, 800, { format: "jpeg" }),
  stillBytes: await solidImage(320, 180, { format: "jpeg" }),
  port: Number(process.env.STOCK_PORT),
});

const stop = () => void server.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
