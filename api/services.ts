import type { ApiConfig } from "./config";
import type { Db } from "./db/connection";
import type { RateLimiter } from "./http/rate-limit";
import type { Language } from "./http/i18n";
import type { Mailer } from "./mail/mailer";

/** What every area's router is built from; createApi assembles it once. */
export interface ApiServices {
  config: ApiConfig;
  db: Db;
  mailer: Mailer;
  rateLimit: RateLimiter;
  /** Key for the HMAC of e-mailed codes, derived from JWT_SECRET so a leaked database does not reveal codes. */
  codeKey: Buffer;
}

/** Hono's typing for this app: the `env` given to fetch, and what middleware puts on the context. */
export interface ApiEnv {
  Bindings: { clientIp?: string };
  Variables: { clientIp: string; language: Language };
}
