/**
 * The caller's IP: given by the embedding server (in-process calls), else the first X-Forwarded-For entry when a
 * trusted proxy sets it, else the socket's address.
 */
export function resolveClientIp(options: {
  givenIp?: string;
  forwardedFor?: string | null;
  trustProxy: boolean;
  socketAddress?: string;
}): string {
  if (options.givenIp) return options.givenIp;
  if (options.trustProxy && options.forwardedFor) {
    const first = options.forwardedFor.split(",")[0].trim();
    if (first) return first;
  }
  return options.socketAddress || "unknown";
}
