/**
 * Which IP addresses a server-side fetch may connect to. Everything that is not plainly on the public internet is
 * refused: private, loopback, link-local (cloud metadata lives at 169.254.169.254), CGNAT, multicast, unspecified,
 * reserved and documentation ranges, and IPv6 forms that carry one of those IPv4 addresses inside them.
 */
import { isIP } from "node:net";
import os from "node:os";

type Range = readonly [network: bigint, prefixLength: number];

const nonPublicIPv4: readonly Range[] = [
  v4("0.0.0.0", 8), // "this network", includes the unspecified 0.0.0.0
  v4("10.0.0.0", 8),
  v4("100.64.0.0", 10), // carrier-grade NAT
  v4("127.0.0.0", 8),
  v4("169.254.0.0", 16),
  v4("172.16.0.0", 12),
  v4("192.0.0.0", 24),
  v4("192.0.2.0", 24),
  v4("192.88.99.0", 24),
  v4("192.168.0.0", 16),
  v4("198.18.0.0", 15),
  v4("198.51.100.0", 24),
  v4("203.0.113.0", 24),
  v4("224.0.0.0", 4), // multicast
  v4("240.0.0.0", 4), // reserved, includes broadcast
];

/** IPv6 prefixes whose last 32 bits are an IPv4 address that the packet ends up at. */
const embedsIPv4: readonly Range[] = [
  v6("::ffff:0:0", 96), // IPv4-mapped
  v6("64:ff9b::", 96), // NAT64 well-known prefix
];

const globalUnicastIPv6 = v6("2000::", 3);

/** Inside 2000::/3 but not a plain public host. */
const nonPublicGlobalIPv6: readonly Range[] = [
  v6("2001::", 23), // IETF protocol assignments, includes Teredo
  v6("2001:db8::", 32), // documentation
  v6("2002::", 16), // 6to4 tunnels to an arbitrary IPv4 address
  v6("3fff::", 20), // documentation
];

/** True only for an address on the public internet; anything unparsable counts as not public. */
export function isPublicAddress(address: string): boolean {
  const withoutZone = address.replace(/%.*$/, "");
  const version = isIP(withoutZone);
  if (version === 4) return isPublicIPv4(ipv4ToBigInt(withoutZone)!);
  if (version === 6) return isPublicIPv6(ipv6ToBigInt(withoutZone)!);
  return false;
}

/**
 * True for an address of this machine: loopback, or one of its interfaces' addresses even when public (a link to
 * the server's own public IP reaches the same admin ports as one to 127.0.0.1). Read on every call, as interfaces
 * come and go. An IPv4 address in an IPv6 form counts as that IPv4 address.
 */
export function isOwnAddress(address: string): boolean {
  const target = comparableAddress(address);
  if (target === undefined) return false;
  if (target === loopbackIPv6 || (target.startsWith("4:") && inRange(BigInt(target.slice(2)), loopbackIPv4, 32))) return true;
  return Object.values(os.networkInterfaces()).some((entries) => entries?.some((entry) => comparableAddress(entry.address) === target));
}

const loopbackIPv4 = v4("127.0.0.0", 8);
const loopbackIPv6 = "6:1";

/** "4:<number>" or "6:<number>"; an IPv4 address carried in an IPv6 form is written as that IPv4 address. */
function comparableAddress(address: string): string | undefined {
  const withoutZone = address.replace(/%.*$/, "");
  const version = isIP(withoutZone);
  if (version === 4) return `4:${ipv4ToBigInt(withoutZone)!}`;
  if (version !== 6) return undefined;
  const value = ipv6ToBigInt(withoutZone)!;
  return embedsIPv4.some((range) => inRange(value, range, 128)) ? `4:${value & 0xffffffffn}` : `6:${value}`;
}

function isPublicIPv4(value: bigint): boolean {
  return !nonPublicIPv4.some((range) => inRange(value, range, 32));
}

function isPublicIPv6(value: bigint): boolean {
  const carrier = embedsIPv4.find((range) => inRange(value, range, 128));
  if (carrier) return isPublicIPv4(value & 0xffffffffn);
  if (!inRange(value, globalUnicastIPv6, 128)) return false;
  return !nonPublicGlobalIPv6.some((range) => inRange(value, range, 128));
}

function v4(network: string, prefixLength: number): Range {
  return [ipv4ToBigInt(network)!, prefixLength];
}

function v6(network: string, prefixLength: number): Range {
  return [ipv6ToBigInt(network)!, prefixLength];
}

function inRange(value: bigint, [network, prefixLength]: Range, width: number): boolean {
  const hostBits = BigInt(width - prefixLength);
  return value >> hostBits === network >> hostBits;
}

function ipv4ToBigInt(text: string): bigint | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return undefined;
  return parts.reduce((value, part) => (value << 8n) | BigInt(part), 0n);
}

function ipv6ToBigInt(text: string): bigint | undefined {
  let groupsText = text;
  let tail: bigint[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const ipv4 = ipv4ToBigInt(dotted[1]!);
    if (ipv4 === undefined) return undefined;
    tail = [ipv4 >> 16n, ipv4 & 0xffffn];
    const groupsBefore = text.slice(0, -dotted[1]!.length);
    groupsText = groupsBefore.endsWith("::") ? groupsBefore : groupsBefore.replace(/:$/, "");
  }
  const [head, rest] = groupsText.split("::") as [string, string | undefined];
  const parseGroups = (part: string | undefined) => (part ? part.split(":").map((group) => BigInt(`0x${group}`)) : []);
  const before = parseGroups(head);
  const after = [...parseGroups(rest), ...tail];
  const missing = 8 - before.length - after.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return undefined;
  const groups = [...before, ...Array<bigint>(missing).fill(0n), ...after];
  return groups.reduce((value, group) => (value << 16n) | group, 0n);
}
