/**
 * What the create-video journeys need besides the browser: a shop page served from this machine (the server runs
 * with INTAKE_ALLOW_PRIVATE_NETWORKS=true for it) and a way to seed the month's usage ledger, which is what quota
 * is counted from (docs/api-v1.md), so "quota used up" does not take three renders.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./support";

const shopDir = path.join(import.meta.dirname, "fixtures", "shop");
const shopFiles: Record<string, { file: string; type: string }> = {
  "/products/trail-bottle": { file: "trail-bottle.html", type: "text/html; charset=utf-8" },
  "/images/trail-bottle-front.jpg": { file: "trail-bottle-front.jpg", type: "image/jpeg" },
  "/images/trail-bottle-side.jpg": { file: "trail-bottle-side.jpg", type: "image/jpeg" },
  "/products/ridge-roast-coffee": { file: "ridge-roast-coffee.html", type: "text/html; charset=utf-8" },
  "/images/ridge-roast-coffee.jpg": { file: "ridge-roast-coffee.jpg", type: "image/jpeg" },
  "/products/cabin-pet-bed": { file: "cabin-pet-bed.html", type: "text/html; charset=utf-8" },
  "/images/cabin-pet-bed.jpg": { file: "cabin-pet-bed.jpg", type: "image/jpeg" },
};

/** The shop's product pages, by path, with what a reader of each finds there. */
export const shopProducts = [
  { path: "/products/trail-bottle", name: "Trail Bottle 750 ml", price: "$38.00" },
  { path: "/products/ridge-roast-coffee", name: "Ridge Roast Coffee 500 g", price: "$24.00" },
  { path: "/products/cabin-pet-bed", name: "Cabin Pet Bed", price: "$64.50" },
] as const;

export interface FixtureShop {
  /** The first product's page (the Trail Bottle). */
  productUrl: string;
  /** Every product page of `shopProducts`, in that order. */
  productUrls: string[];
  close(): Promise<void>;
}

export async function startFixtureShop(): Promise<FixtureShop> {
  const server = http.createServer(async (request, response) => {
    const entry = shopFiles[new URL(request.url ?? "/", "http://shop").pathname];
    if (!entry) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    const body = await readFile(path.join(shopDir, entry.file));
    response.writeHead(200, { "Content-Type": entry.type, "Content-Length": body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    productUrl: `http://127.0.0.1:${port}/products/trail-bottle`,
    productUrls: shopProducts.map((product) => `http://127.0.0.1:${port}${product.path}`),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The account's user id, through the public sign-in call. */
export async function userIdOf(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const login = await request.post("/api/v1/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { user: { id: string } } }).data.user.id;
}

/** Records `count` rendered videos this month for the user, as successful renders would. */
export function recordVideosUsed(userId: string, count: number) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "promoreel.sqlite"));
  try {
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare("INSERT INTO usage_events (id, user_id, kind, amount, created_at) VALUES (?, ?, 'video', 1, ?)");
    for (let index = 0; index < count; index++) insert.run(randomUUID(), userId, Date.now());
  } finally {
    db.close();
  }
}

/** Puts the account on a plan, as `npm run admin -- set-plan` does (the app reads the plan on every request). */
export function setPlan(email: string, plan: "free" | "pro") {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "promoreel.sqlite"));
  try {
    db.pragma("busy_timeout = 5000");
    expect(db.prepare("UPDATE users SET current_plan = ? WHERE email = ?").run(plan, email).changes).toBe(1);
  } finally {
    db.close();
  }
}
