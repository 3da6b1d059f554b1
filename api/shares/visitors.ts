/**
 * Who a share's visitor is, as far as counting needs: a keyed hash of their IP address and browser under a random salt
 * that lives one UTC day. The same visitor counts once a day per share; no IP is stored, and once the day's salt is
 * deleted not even the hash can be traced back to one (docs/decisions/071).
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "../db/connection";
import { networkOf } from "../http/client-ip";

/** `YYYY-MM-DD` of the UTC day holding `now`: the unit of deduplication and of the daily figures. */
export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Today's salt, created by whichever request comes first; yesterday's and older are deleted then. */
export async function dailySalt(db: Db, now: number): Promise<string> {
  const day = utcDay(now);
  const existing = await db.selectFrom("share_salts").select("salt").where("day", "=", day).executeTakeFirst();
  if (existing) return existing.salt;
  await db
    .insertInto("share_salts")
    .values({ day, salt: randomBytes(32).toString("base64url"), created_at: now })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  await db.deleteFrom("share_salts").where("day", "<", day).execute();
  // A parallel request may have inserted first: its salt is the one everybody uses.
  return (await db.selectFrom("share_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow()).salt;
}

/** A browser's user agent is cut to this many characters: enough to tell browsers apart, not a place for payloads. */
const userAgentChars = 512;

export function visitorHash(salt: string, shareId: string, clientIp: string, userAgent: string | undefined): string {
  return keyedHash(salt, `${shareId}\n${clientIp}\n${(userAgent ?? "").slice(0, userAgentChars)}`);
}

/** A share counts at most this many browsers a day from one network, so a changed user agent is not a new visitor. */
export const visitorsPerNetworkPerDay = 10;

export function networkHash(salt: string, shareId: string, clientIp: string): string {
  return keyedHash(salt, `${shareId}\nnetwork\n${networkOf(clientIp)}`);
}

function keyedHash(salt: string, text: string): string {
  return createHmac("sha256", salt).update(text).digest("hex").slice(0, 32);
}
