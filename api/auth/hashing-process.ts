import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { logger } from "../lib/logger";

/**
 * argon2 in a child process of its own, started on first use at a lower CPU priority. In this process it would run
 * on libuv's thread pool, which file reads and compression share, and its threads would compete with the event loop
 * as equals: a burst of wrong passwords took the pages down to about one request a second (docs/decisions/013).
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** Nice value of the hashing process: the kernel gives pages the CPU first and hashes what is left. */
const hashingNiceness = 15;

// Plain CommonJS run with `node -e`, so it needs no file of its own next to the server bundle. On Linux a priority
// belongs to a thread: it lowers every thread it already has (V8's helpers were started before this code), and the
// threads libuv and argon2 start later inherit it from the main thread.
const childSource = `
const os = require("node:os");
const { readdirSync } = require("node:fs");
let threads = [0];
try { threads = readdirSync("/proc/self/task").map(Number); } catch {}
for (const thread of threads) { try { os.setPriority(thread, ${hashingNiceness}); } catch {} }
const argon2 = require(process.argv[1]);
process.on("message", async ({ id, hash, password }) => {
  try {
    const result = hash === undefined ? await argon2.hash(password, { type: argon2.argon2id }) : await argon2.verify(hash, password);
    process.send({ id, result });
  } catch (error) {
    process.send({ id, error: String((error && error.message) || error) });
  }
});
process.on("disconnect", () => process.exit(0));
`;

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

export function createHashingProcess(): PasswordHasher {
  const argon2Path = createRequire(import.meta.url).resolve("argon2");
  const pending = new Map<number, Pending>();
  let child: ChildProcess | undefined;
  let nextId = 0;

  function started(): ChildProcess {
    if (child) return child;
    // Only PATH: the child needs nothing else, and secrets have no business there.
    const started: ChildProcess = spawn(process.execPath, ["-e", childSource, argon2Path], {
      env: { PATH: process.env.PATH } as unknown as NodeJS.ProcessEnv,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    started.on("message", ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.channel?.unref();
      if (error !== undefined) waiting?.reject(new Error(`password hashing failed: ${error}`));
      else waiting?.resolve(result);
    });
    started.once("exit", (code, signal) => {
      if (child === started) child = undefined;
      if (pending.size > 0) logger.error("the password hashing process stopped", { code, signal, waiting: pending.size });
      for (const waiting of pending.values()) waiting.reject(new Error("the password hashing process stopped"));
      pending.clear();
    });
    // An idle hasher must not keep the server (or a test run) alive; the IPC channel is referenced while work is out.
    started.unref();
    started.channel?.unref();
    child = started;
    return started;
  }

  function request<T>(message: { hash?: string; password: string }): Promise<T> {
    const hashingProcess = started();
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      hashingProcess.channel?.ref();
      hashingProcess.send({ id, ...message }, (error) => {
        if (!error) return;
        pending.delete(id);
        reject(error);
      });
    });
  }

  return {
    hash: (password) => request<string>({ password }),
    verify: (hash, password) => request<boolean>({ hash, password }),
  };
}
