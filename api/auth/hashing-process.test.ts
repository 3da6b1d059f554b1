import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";
import { createHashingProcess } from "./hashing-process";

it("hashes and verifies with argon2id in a child process at a lower CPU priority", async () => {
  const hasher = createHashingProcess();
  const hash = await hasher.hash("correct-horse-42");
  expect(hash).toMatch(/^\$argon2id\$/);
  expect(await hasher.verify(hash, "correct-horse-42")).toBe(true);
  expect(await hasher.verify(hash, "wrong-horse-42")).toBe(false);

  // The hashing threads are this process's child's: every thread of it runs at niceness 15.
  const children = execFileSync("ps", ["-o", "pid=,ni=,args=", "--ppid", String(process.pid)], { encoding: "utf8" });
  const hashingChild = children.split("\n").find((line) => line.includes("argon2"));
  expect(hashingChild?.trim().split(/\s+/)[1]).toBe("15");
  const threads = execFileSync("ps", ["-L", "-o", "ni=", "-p", hashingChild!.trim().split(/\s+/)[0]], { encoding: "utf8" }).trim().split(/\s+/);
  expect(new Set(threads)).toEqual(new Set(["15"]));
});
