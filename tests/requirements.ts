/**
 * What a group of tests needs from the machine. A file asks `has({ ffmpeg: hasFfmpeg })` for its `skipIf`; what is
 * missing is noted on the test file, and the run's summary (tests/skipped-groups-reporter.ts) says what was skipped
 * and why, so a green run on a machine without ffmpeg or PostgreSQL does not pass for a full one.
 */
import { TestRunner } from "vitest";

const reasons = {
  ffmpeg: "ffmpeg is not installed (apt-get install -y ffmpeg)",
  festival: "festival is not installed (apt-get install -y festival festvox-us-slt-hts)",
  tesseract: "tesseract is not installed (apt-get install -y tesseract-ocr)",
  postgres: "PostgreSQL is not reachable (set TEST_DATABASE_URL)",
  redis: "Redis is not reachable (set TEST_REDIS_URL)",
  build: "the server is not built (npm run build)",
  linux: "it runs on Linux only",
};

export type Requirement = keyof typeof reasons;

declare module "vitest" {
  interface TaskMeta {
    /** Why this test file skips some of its tests: what the machine lacks. */
    missingRequirements?: string[];
  }
}

/** Whether the machine has every requirement given; the missing ones are noted on the test file being collected. */
export function has(requirements: Partial<Record<Requirement, boolean>>): boolean {
  const missing = (Object.keys(requirements) as Requirement[]).filter((name) => !requirements[name]).map((name) => reasons[name]);
  if (missing.length === 0) return true;
  const { meta } = TestRunner.getCurrentSuite().file;
  meta.missingRequirements = [...new Set([...(meta.missingRequirements ?? []), ...missing])];
  return false;
}
