import { availableParallelism } from "node:os";
import { createHashingProcess } from "./hashing-process";
import { createHashingQueue } from "./hashing-queue";

/**
 * One hasher and one queue for the whole process. A hash keeps about one and a half cores busy (four lanes), so one
 * runs per four cores; 20 waiting are a few seconds' work, past which a sign-in is told to come back
 * (docs/decisions/013).
 */
export const hashingLimits = { running: Math.max(1, Math.floor(availableParallelism() / 4)), waiting: 20 };
const hasher = createHashingProcess();
const hashing = createHashingQueue(hashingLimits);

/** `signal`: the caller's request; a caller that has gone away while waiting is not hashed for. */
export function hashPassword(password: string, signal?: AbortSignal): Promise<string> {
  return hashing.run(() => hasher.hash(password), signal);
}

let madeDecoy: Promise<string> | undefined;

function decoy(): Promise<string> {
  // A decoy refused by a full queue is made again next time, not kept as a failure.
  madeDecoy ??= hashPassword("decoy password 0").catch((error: unknown) => {
    madeDecoy = undefined;
    throw error;
  });
  return madeDecoy;
}

/**
 * Checks password against hash. With no hash (unknown e-mail) it still verifies against a decoy, so the answer
 * takes as long and does not reveal which e-mails have accounts.
 */
export async function passwordMatches(hash: string | undefined, password: string, signal?: AbortSignal): Promise<boolean> {
  if (!hash) {
    const decoyHash = await decoy();
    await hashing.run(() => hasher.verify(decoyHash, password), signal);
    return false;
  }
  return hashing.run(() => hasher.verify(hash, password), signal);
}
