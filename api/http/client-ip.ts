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
