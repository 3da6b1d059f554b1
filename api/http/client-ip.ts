import { isIPv6 } from "node:net";

/**
 * The caller's IP: given by the embedding server (in-process calls), else the last X-Forwarded-For entry when a
 * trusted proxy sets it (the one hop we trust appends it; earlier entries are whatever the client sent), else the
 * socket's address.
 */
export function resolveClientIp(options: {
  givenIp?: string;
  forwardedFor?: string | null;
  trustProxy: boolean;
  socketAddress?: string;
}): string {
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
