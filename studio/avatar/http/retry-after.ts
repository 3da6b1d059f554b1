/**
 * How long a service asks us to wait (RFC 9110 §10.2.3): a number of seconds or an HTTP date. Undefined when the
 * header is absent or unreadable, so the caller's own backoff applies.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Only the HTTP date form: V8's Date.parse also reads "1.5" or "-4" as dates in 2001.
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
