import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// One fresh data folder per run, created once by the runner; workers inherit it to read the dev outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "promoreel-e2e-"));
const port = Number(process.env.E2E_PORT ?? 3197);

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  },
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
  webServer: {
    command: "node --enable-source-maps build/server.js",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The create-video journeys read a shop page served on this machine, and render small frames to stay quick.
      INTAKE_ALLOW_PRIVATE_NETWORKS: "true",
      RENDER_SCALE: "0.25",
      // The hosted-form journeys sign in as the owner of the built-in early-access form to read its CSV export.
      FORMS_OWNER_EMAIL: "forms-owner@example.com",
    },
  },
});
