import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { createHashingProcess } from "./hashing-process";
import { has } from "../../tests/requirements";

/** Fields of /proc/<pid>[/task/<tid>]/stat after the command name: [0] state, [1] parent pid, … [16] nice. */
function statFields(path: string): string[] {
  const stat = readFileSync(path, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

function childrenOfThisProcess(): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return statFields(`/proc/${pid}/stat`)[1] === String(process.pid);
      } catch {
        return false; // Gone meanwhile.
      }
    })
    .map(Number);
}

it.runIf(has({ linux: process.platform === "linux" }))("hashes and verifies with argon2id in a child process whose every thread runs at niceness 15", async () => {
  const hasher = createHashingProcess();
  const hash = await hasher.hash("correct-horse-42");
  expect(hash).toMatch(/^\$argon2id\$/);
  expect(await hasher.verify(hash, "correct-horse-42")).toBe(true);
  expect(await hasher.verify(hash, "wrong-horse-42")).toBe(false);

  const hashingChild = childrenOfThisProcess().find((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("argon2"));
  expect(hashingChild).toBeDefined();
  const threadNiceness = readdirSync(`/proc/${hashingChild}/task`).map((tid) => statFields(`/proc/${hashingChild}/task/${tid}/stat`)[16]);
  expect(threadNiceness.length).toBeGreaterThan(1);
  expect(new Set(threadNiceness)).toEqual(new Set(["15"]));
});
