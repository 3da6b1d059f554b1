import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "lib/**/*.test.ts",
      "api/**/*.test.ts",
      "studio/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "embed-sdk/src/**/*.test.{ts,tsx}",
    ],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    // The summary at the end says which tests were skipped for lack of a tool, a database or a build.
    reporters: ["default", "./tests/skipped-groups-reporter.ts"],
  },
});
