import { createHashingProcess } from "./hashing-process";
import { createHashingQueue } from "./hashing-queue";

/**
 * One hasher and one queue for the whole process. Two hashes at once use the two cores a small server has; 50
 * waiting are a few seconds' work, past which a sign-in is told to come back (docs/decisions/013).
 */
const hasher = createHashingProcess();
const hashing = createHashingQueue({ running: 2, waiting: 50 });

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hasher.hash(password));
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks password against hash. With no hash (unknown e-mail) it still verifies against a decoy, so the answer
 * takes as long and does not reveal which e-mails have accounts.
 */
export async function passwordMatches(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword("decoy password 0");
    const decoy = await decoyHash;
    await hashing.run(() => hasher.verify(decoy, password));
    return false;
  }
  return hashing.run(() => hasher.verify(hash, password));
}
