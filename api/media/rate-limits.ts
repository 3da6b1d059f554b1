/** How often a user may spend the server's disk and CPU on media; times RATE_LIMIT_FACTOR. */
import type { RateLimit } from "../http/rate-limit";

const minute = 60_000;

/** Each upload costs disk and a decode or a probe. */
export const uploadsByUser: RateLimit = { name: "media-upload:user", limit: 60, windowMs: 10 * minute };
/** A resize decodes and re-encodes an image. */
export const resizesByUser: RateLimit = { name: "media-resize:user", limit: 60, windowMs: 10 * minute };
