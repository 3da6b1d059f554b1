/**
 * Who a share's visitor is, as far as counting needs: a keyed hash of their IP address and browser under a random salt
 * that lives one UTC day. The same visitor counts once a day per share; no IP is stored, and once the day's salt is
 * deleted not even the hash can be traced back to one (docs/decisions/071).
 */
import { createHmac, randomBytes } from "node:crypto";
import { isIPv6 } from "node:net";
import type { Db } from "../db/connection";

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

/**
 * The network a visitor's address stands for: an IPv4 address itself (IPv4-mapped IPv6 included), or the first 64
 * bits of an IPv6 address, since one household or office is usually given a whole /64.
 */
export function networkOf(clientIp: string): string {
  const address = clientIp.split("%")[0].toLowerCase();
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, "::" expanded and a dotted IPv4 tail read as two groups. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? address.slice(0, dotted.index) + [(Number(dotted[1]) << 8) | Number(dotted[2]), (Number(dotted[3]) << 8) | Number(dotted[4])].map((group) => group.toString(16)).join(":")
    : address;
  const [head, tail] = hex.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => Number.parseInt(group, 16));
}

function keyedHash(salt: string, text: string): string {
  return createHmac("sha256", salt).update(text).digest("hex").slice(0, 32);
}
