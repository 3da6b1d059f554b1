import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// One fresh data folder per run, created once by the runner; workers inherit it to read the dev outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "promoreel-e2e-"));
// The second app server's own data: its worker must not take the first server's jobs, nor the first its.
process.env.E2E_LIPSYNC_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "promoreel-e2e-lipsync-"));
const port = Number(process.env.E2E_PORT ?? 3197);
/**
 * A second app server configured with a lip-sync service (the avatar journeys) and with billing through a Stripe
 * double (the affiliate journey), and that service with its control port.
 */
export const lipsyncPorts = { app: port + 1, control: port + 2, service: port + 3 };
const lipsyncKey = "e2e-lipsync-key";
/** Stripe's protocol double the second app server bills through (the affiliate journey pays and refunds there). */
export const stripeDoublePort = port + 4;
/** The local server speaking the stock libraries' protocols, which the second app server searches (port + 4 is the payment double's). */
export const stockPort = port + 5;
const stockKeys = { pexels: "e2e-pexels-key", vecteezy: "e2e-vecteezy-key", vecteezyAccount: "e2e-account" };
/** The local server speaking TikTok's, YouTube's and Instagram's protocols, which the second app server posts to. */
export const socialPort = port + 6;
const socialOrigin = `http://127.0.0.1:${socialPort}`;
/** The client ids and secrets the protocol server knows (api/social/platforms/testing/social-server.ts, socialTestClients). */
const socialEnv = {
  TIKTOK_CLIENT_KEY: "tiktok-test-client-key",
  TIKTOK_CLIENT_SECRET: "tiktok-test-client-secret",
  YOUTUBE_CLIENT_ID: "youtube-test-client.apps.googleusercontent.com",
  YOUTUBE_CLIENT_SECRET: "youtube-test-client-secret",
  INSTAGRAM_APP_ID: "1234567890123456",
  INSTAGRAM_APP_SECRET: "instagram-test-app-secret",
  ...Object.fromEntries(
    ["TIKTOK", "YOUTUBE", "INSTAGRAM"].flatMap((name) => [
      [`${name}_AUTH_ORIGIN`, socialOrigin],
      [`${name}_API_ORIGIN`, socialOrigin],
    ]),
  ),
};

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  },
};

const appServerEnv = {
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  // The create-video journeys read a shop page served on this machine, and render small frames to stay quick.
  INTAKE_ALLOW_PRIVATE_NETWORKS: "true",
  RENDER_SCALE: "0.25",
  // The hosted-form journeys sign in as the owner of the built-in early-access form to read its CSV export.
  FORMS_OWNER_EMAIL: "forms-owner@example.com",
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // CI's machine ran this suite 3-5x slower than a quiet developer machine (register: 4.5 s here, 14.1 s there), so
  // journeys of a few sign-ins reached the old 30 s; 60 s still ends a hung test within a minute.
  timeout: 60_000,
  // The server renders videos with ffmpeg on the same two cores as both browsers: 5 s for a page to answer is too
  // tight when a render is running, and a slow answer is not what these tests are about.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: { baseURL: `http://localhost:${port}`, trace: "retain-on-failure" },
  projects: [
    { name: "chromium-js", use: { ...chromium, javaScriptEnabled: true } },
    { name: "chromium-no-js", use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: "node --enable-source-maps build/server.js",
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { ...appServerEnv, PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR },
    },
    {
      command: "tsx tests/e2e/servers/lipsync-service.ts",
      url: `http://127.0.0.1:${lipsyncPorts.control}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { LIPSYNC_PORT: String(lipsyncPorts.service), LIPSYNC_CONTROL_PORT: String(lipsyncPorts.control), LIPSYNC_KEY: lipsyncKey },
    },
    {
      command: "tsx tests/e2e/servers/stripe-double.ts",
      url: `http://127.0.0.1:${stripeDoublePort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { STRIPE_DOUBLE_PORT: String(stripeDoublePort), STRIPE_DOUBLE_WEBHOOK_URL: `http://127.0.0.1:${lipsyncPorts.app}/api/v1/stripe/webhook` },
    },
    {
      command: "tsx tests/e2e/servers/stock-service.ts",
      url: `http://127.0.0.1:${stockPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { STOCK_PORT: String(stockPort), STOCK_PEXELS_KEY: stockKeys.pexels, STOCK_VECTEEZY_KEY: stockKeys.vecteezy, STOCK_VECTEEZY_ACCOUNT: stockKeys.vecteezyAccount },
    },
    {
      command: "tsx tests/e2e/servers/social-platforms.ts",
      url: `${socialOrigin}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { SOCIAL_PORT: String(socialPort) },
    },
    {
      command: "node --enable-source-maps build/server.js",
      url: `http://localhost:${lipsyncPorts.app}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...appServerEnv,
        PORT: String(lipsyncPorts.app),
        DATA_DIR: process.env.E2E_LIPSYNC_DATA_DIR,
        AVATAR_HTTP_URL: `http://127.0.0.1:${lipsyncPorts.service}`,
        AVATAR_HTTP_KEY: lipsyncKey,
        // A failing service is given up on quickly, so the fallback journey does not wait out production timeouts.
        AVATAR_HTTP_POLL_MS: "200",
        AVATAR_HTTP_MAX_ATTEMPTS: "1",
        AVATAR_HTTP_TIMEOUT_MS: "60000",
        // Billing through the Stripe double (the secrets are api/billing/test-helpers.ts's testStripeSecrets).
        STRIPE_SECRET_KEY: "sk_test_promoreel0123456789",
        STRIPE_WEBHOOK_SECRET: "whsec_promoreeltestsecret0123456789",
        STRIPE_PRICE_STARTER: "price_starter0123",
        STRIPE_PRICE_PRO: "price_pro0123",
        STRIPE_API_BASE: `http://127.0.0.1:${stripeDoublePort}`,
        // Stock search on this server only, so the first one shows the screen without it.
        PEXELS_API_KEY: stockKeys.pexels,
        PEXELS_API_BASE: `http://127.0.0.1:${stockPort}`,
        VECTEEZY_API_KEY: stockKeys.vecteezy,
        VECTEEZY_ACCOUNT_ID: stockKeys.vecteezyAccount,
        VECTEEZY_API_BASE: `http://127.0.0.1:${stockPort}`,
        // Posting to the protocol server. Instagram fetches the video from the share link itself, so APP_URL is this
        // server's own address, which the protocol server (on this machine) reaches as the browser does.
        ...socialEnv,
        APP_URL: `http://localhost:${lipsyncPorts.app}`,
      },
    },
  ],
});
