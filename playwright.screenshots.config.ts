import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/** `npm run screenshots`: the e2e server and browser, one JavaScript project, the screenshot runner only. */
export default defineConfig({
  ...base,
  testDir: "tests/screenshots",
  testMatch: "*.shots.ts",
  workers: 1,
  projects: base.projects?.filter((project) => project.name === "chromium-js"),
});
