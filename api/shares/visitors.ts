/**
 * Who a share's visitor is, as far as counting needs: a keyed hash of their IP address and browser under a random salt
 * that lives one UTC day. The same visitor counts once a day per share; no IP is stored, and once the day's salt is
 * deleted not even the hash can be traced back to one (docs/decisions/071).
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "../db/connection";
import type { ShareEventKind } from "../db/schema";
import { networkOf } from "../http/client-ip";

/** `YYYY-MM-DD` of the UTC day holding `now`: the unit of deduplication and of the daily figures. */
function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Today's salt, created by whichever request comes first; yesterday's and older are deleted then. */
async function dailySalt(db: Db, now: number): Promise<string> {
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

function visitorHash(salt: string, shareId: string, clientIp: string, userAgent: string | undefined): string {
  return keyedHash(salt, `${shareId}\n${clientIp}\n${(userAgent ?? "").slice(0, userAgentChars)}`);
}

/** A share counts at most this many browsers a day from one network, so a changed user agent is not a new visitor. */
export const visitorsPerNetworkPerDay = 10;

function networkHash(salt: string, shareId: string, clientIp: string): string {
  return keyedHash(salt, `${shareId}\nnetwork\n${networkOf(clientIp)}`);
}

function keyedHash(salt: string, text: string): string {
  return createHmac("sha256", salt).update(text).digest("hex").slice(0, 32);
}

export interface Visit {
  shareId: string;
  kind: ShareEventKind;
  clientIp: string;
  userAgent: string | undefined;
  now: number;
}

/**
 * Adds the visitor's event once per day; true when it was new. Checked and added in one step per share: parallel
 * calls from one network would all see room under its cap. SQLite runs one transaction at a time; PostgreSQL waits
 * on the share's row (`lockShare`).
 */
export async function countVisit(db: Db, { lockShare }: { lockShare: boolean }, visit: Visit): Promise<boolean> {
  const salt = await dailySalt(db, visit.now);
  const visitor = visitorHash(salt, visit.shareId, visit.clientIp, visit.userAgent);
  const network = networkHash(salt, visit.shareId, visit.clientIp);
  const day = utcDay(visit.now);
  return db.transaction().execute(async (trx) => {
    if (lockShare) await trx.selectFrom("video_shares").select("id").where("id", "=", visit.shareId).forUpdate().execute();
    const today = trx.selectFrom("share_visits").where("share_id", "=", visit.shareId).where("day", "=", day);
    // A play to the end counts only for a visitor whose play was counted: a bare "complete" cannot lift the rate.
    if (visit.kind === "complete") {
      const played = await today.select("kind").where("kind", "=", "play").where("visitor_hash", "=", visitor).executeTakeFirst();
      if (!played) return false;
    }
    // A script that changes its user agent on every call is still one network: it counts a few browsers, not all.
    const fromNetwork = await today
      .select((eb) => eb.fn.countAll().as("visitors"))
      .where("kind", "=", visit.kind)
      .where("network_hash", "=", network)
      .executeTakeFirstOrThrow();
    if (Number(fromNetwork.visitors) >= visitorsPerNetworkPerDay) return false;
    const inserted = await trx
      .insertInto("share_visits")
      .values({ share_id: visit.shareId, day, kind: visit.kind, visitor_hash: visitor, network_hash: network, created_at: visit.now })
      .onConflict((conflict) => conflict.columns(["share_id", "day", "kind", "visitor_hash"]).doNothing())
      .returning("kind")
      .executeTakeFirst();
    return inserted !== undefined;
  });
}
