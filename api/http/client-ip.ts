import { isIPv6 } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * The caller's IP: given by the embedding server (in-process calls), else the last X-Forwarded-For entry when a
 * trusted proxy sets it (the one hop we trust appends it; earlier entries are whatever the client sent), else the
 * socket's address.
 */
export function resolveClientIp(options: { givenIp?: string; forwardedFor?: string | null; trustProxy: boolean; socketAddress?: string }): string {
  if (options.givenIp) return options.givenIp;
  if (options.trustProxy && options.forwardedFor) {
    const last = options.forwardedFor.split(",").at(-1)!.trim();
    if (last) return last;
  }
  return options.socketAddress || "unknown";
}

/**
 * The network a visitor's address stands for: an IPv4 address itself (IPv4-mapped IPv6 included), or the first 64
 * bits of an IPv6 address, since one household or office is usually given a whole /64.
 */
export function networkOf(clientIp: string): string {
  const address = clientIp.split("%")[0].toLowerCase();
  if (!isIPv6(address)) return address;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  return `${parsed.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
