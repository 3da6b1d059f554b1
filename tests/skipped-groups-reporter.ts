/** Ends a vitest run with what it skipped for lack of a tool, a database or a build, and why (tests/requirements.ts). */
import type { Reporter, TestModule } from "vitest/node";

export default class SkippedGroupsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const byReason = new Map<string, { files: string[]; tests: number }>();
    for (const testModule of testModules) {
      const missing = testModule.meta().missingRequirements ?? [];
      const skipped = [...testModule.children.allTests("skipped")].length;
      if (missing.length === 0 || skipped === 0) continue;
      const reason = missing.join("; ");
      const group = byReason.get(reason) ?? { files: [], tests: 0 };
      group.files.push(testModule.relativeModuleId);
      group.tests += skipped;
      byReason.set(reason, group);
    }
    if (byReason.size === 0) return;
    const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
    const lines = [...byReason].map(
      ([reason, { files, tests }]) => `  ${count(tests, "test")} in ${count(files.length, "file")} because ${reason}: ${files.sort().join(", ")}`,
    );
    console.log(`\nSkipped for what this machine lacks:\n${lines.join("\n")}\n`);
  }
}
