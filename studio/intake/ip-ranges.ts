/**
 * Which IP addresses a server-side fetch may connect to. Everything that is not plainly on the public internet is
 * refused: private, loopback, link-local (cloud metadata lives at 169.254.169.254), CGNAT, multicast, unspecified,
 * reserved and documentation ranges, and IPv6 forms that carry one of those IPv4 addresses inside them.
 *
 * ipaddr.js parses and matches; the ranges are this list rather than its named ones, which draw other lines (it
 * also counts AS112 and AMT relay addresses as special, and splits 2001::/23 into its assignments).
 */
import { isIP } from "node:net";
import os from "node:os";
import ipaddr from "ipaddr.js";

type Address = ipaddr.IPv4 | ipaddr.IPv6;

const nonPublicIPv4 = [
  "0.0.0.0/8", // "this network", includes the unspecified 0.0.0.0
  "10.0.0.0/8",
  "100.64.0.0/10", // carrier-grade NAT
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, includes broadcast
].map((range) => ipaddr.IPv4.parseCIDR(range));

/** IPv6 prefixes whose last 32 bits are an IPv4 address that the packet ends up at. */
const embedsIPv4 = [
  "::ffff:0:0/96", // IPv4-mapped
  "64:ff9b::/96", // NAT64 well-known prefix
].map((range) => ipaddr.IPv6.parseCIDR(range));

const globalUnicastIPv6 = ipaddr.IPv6.parseCIDR("2000::/3");

/** Inside 2000::/3 but not a plain public host. */
const nonPublicGlobalIPv6 = [
  "2001::/23", // IETF protocol assignments, includes Teredo
  "2001:db8::/32", // documentation
  "2002::/16", // 6to4 tunnels to an arbitrary IPv4 address
  "3fff::/20", // documentation
].map((range) => ipaddr.IPv6.parseCIDR(range));

const loopbackIPv4 = ipaddr.IPv4.parseCIDR("127.0.0.0/8");

/** True only for an address on the public internet; anything unparsable counts as not public. */
export function isPublicAddress(address: string): boolean {
  const target = comparableAddress(address);
  if (target === undefined) return false;
  if (target.kind() === "ipv4") return !nonPublicIPv4.some((range) => target.match(range));
  return target.match(globalUnicastIPv6) && !nonPublicGlobalIPv6.some((range) => target.match(range));
}

/**
 * True for an address of this machine: loopback, or one of its interfaces' addresses even when public (a link to
 * the server's own public IP reaches the same admin ports as one to 127.0.0.1). Read on every call, as interfaces
 * come and go. An IPv4 address in an IPv6 form counts as that IPv4 address.
 */
export function isOwnAddress(address: string): boolean {
  const target = comparableAddress(address);
  if (target === undefined) return false;
  if (target.kind() === "ipv4" ? target.match(loopbackIPv4) : target.range() === "loopback") return true;
  const key = target.toNormalizedString();
  return Object.values(os.networkInterfaces()).some((entries) => entries?.some((entry) => comparableAddress(entry.address)?.toNormalizedString() === key));
}

/**
 * The address without its zone, an IPv4 address carried in an IPv6 form read as that IPv4 address; undefined when it
 * is none. Node's strict test comes first: ipaddr.js also takes forms such as "127.1" that a URL's host never is here.
 */
function comparableAddress(text: string): Address | undefined {
  const withoutZone = text.replace(/%.*$/, "");
  if (isIP(withoutZone) === 0) return undefined;
  const address = ipaddr.parse(withoutZone);
  if (address.kind() === "ipv6" && embedsIPv4.some((range) => address.match(range))) {
    return new ipaddr.IPv4(address.toByteArray().slice(12));
  }
  return address;
}
