import argon2 from "argon2";

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks password against hash. With no hash (unknown e-mail) it still verifies against a decoy, so the answer
 * takes as long and does not reveal which e-mails have accounts.
 */
export async function passwordMatches(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword("decoy password 0");
    await argon2.verify(await decoyHash, password);
    return false;
  }
  return argon2.verify(hash, password);
}
