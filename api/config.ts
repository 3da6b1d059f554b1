import path from "node:path";
import { z } from "zod";
import { ConfigError } from "./contract/config";
import { devSecret } from "./lib/dev-secret";
import { logLevels } from "./lib/logger";
import { derivedTokenKey, parseTokenKey, type TokenKeys } from "./social/token-crypto";
import { parseTtsVoiceList, type HttpTtsConfig } from "../studio/voice/http-tts-voice";
import type { S3StoreConfig } from "./storage/s3-media-store";

export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

/** Stripe checkout and its webhook (api/billing). `api` points the client at another server (tests, stripe-mock). */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { starter: string; pro: string };
  api: { protocol: "http" | "https"; host: string; port: number } | undefined;
}

/** A stock provider's API (api/materials/stock): its key, and `baseUrl` pointing the client at another server in tests. */
export interface StockConfig {
  pexels?: { apiKey: string; baseUrl: string };
  vecteezy?: { apiKey: string; accountId: string; baseUrl: string };
}

/** One social platform's OAuth client (api/social/platforms); the origins replace the platform's own hosts in tests. */
export interface SocialPlatformConfig {
  clientId: string;
  clientSecret: string;
  /** Where the browser is sent for consent; unset: the platform's own. */
  authOrigin: string | undefined;
  /** Replaces every host the server calls (token, API, upload); unset: the platform's own. */
  apiOrigin: string | undefined;
}

/** The social platforms whose keys are set; none: posting is off. */
export interface SocialConfig {
  tiktok?: SocialPlatformConfig;
  youtube?: SocialPlatformConfig;
  instagram?: SocialPlatformConfig;
}

export interface ApiConfig {
  nodeEnv: "development" | "test" | "production";
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  /** Unset: mail goes to the development outbox in `${dataDir}/outbox/`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  rateLimitFactor: number;
  trustProxy: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** INTAKE_ALLOW_PRIVATE_NETWORKS: lets product links reach private and loopback addresses. Tests only; never by default. */
  intakeAllowPrivateNetworks: boolean;
  /** The optional LLM writer (any OpenAI-compatible chat endpoint); unset: the built-in writer. */
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** RENDER_WORKER: "inline" runs the render worker inside the server; "off" leaves rendering to `npm run worker`. */
  renderWorker: "inline" | "off";
  /** RENDER_CONCURRENCY: renders at once per worker; unset: the job queue's default for the machine's cores. */
  renderConcurrency: number | undefined;
  /** RENDER_SCALE: below 1 renders smaller frames (tests and quick previews); 1 is full size. */
  renderScale: number;
  /** JOB_LEASE_MS: how long a claimed job stays its worker's without a heartbeat (heartbeats every third of it). */
  jobLeaseMs: number;
  /** TTS_*: an OpenAI-compatible text-to-speech service whose voices join the built-in one; unset: built-in voice only. */
  tts: HttpTtsConfig | undefined;
  /** STRIPE_*: all four set turn checkout on; unset: billing is off and plans change with `npm run admin`. */
  stripe: StripeConfig | undefined;
  /** PEXELS_* and VECTEEZY_*: the stock footage providers whose keys are set; none: no stock search. */
  stock: StockConfig;
  /** TIKTOK_*, YOUTUBE_* and INSTAGRAM_*: the social platforms whose OAuth clients are set; none: no posting. */
  social: SocialConfig;
  /** FORMS_OWNER_EMAIL: the account that owns the forms no user created (the early-access form) and may export their responses. */
  formsOwnerEmail: string | undefined;
  /** REDIS_URL: rate limits, the web app's refresh single-flight and its shared-page cache shared by every process; unset: each process's memory. */
  redisUrl: string | undefined;
  /** S3_*: media, renders and exports in an S3-compatible bucket; unset: on the local disk in `${dataDir}/media`. */
  s3: S3StoreConfig | undefined;
  /** SOCIAL_TOKEN_KEY and SOCIAL_TOKEN_OLD_KEYS: encrypt social platform tokens at rest (api/social/token-crypto.ts). */
  socialTokenKeys: TokenKeys;
  /** The current time in ms; tests replace it to move through expiries without sleeping. */
  now: () => number;
}

/** Every variable readApiConfig reads, for the README and for operators. */
export const apiConfigVariables = [
  { name: "NODE_ENV", default: "development", meaning: "development, test or production; production requires real secrets" },
  { name: "DATA_DIR", default: "./data", meaning: "folder for the SQLite file, generated development secrets and the mail outbox" },
  { name: "DATABASE_URL", default: "(unset: SQLite in DATA_DIR/promoreel.sqlite)", meaning: "postgres:// or postgresql:// URL to use PostgreSQL instead of SQLite" },
  {
    name: "JWT_SECRET",
    default: "(development/test: generated into DATA_DIR/secrets.json)",
    meaning: "signs access tokens and e-mailed codes; at least 32 characters; required in production",
  },
  { name: "SMTP_URL", default: "(unset: mails are written to DATA_DIR/outbox/)", meaning: "smtp:// or smtps:// URL of the mail server, with credentials" },
  { name: "MAIL_FROM", default: "Promoreel <no-reply@promoreel.local>", meaning: "sender of the e-mails" },
  { name: "APP_URL", default: "http://localhost:${PORT or 3000}", meaning: "public address of the web app, used in e-mails" },
  {
    name: "REDIS_URL",
    default: "(unset: each process keeps its own in memory)",
    meaning: "redis:// or rediss:// URL: rate limits, the sign-in refresh and the shared-page cache are shared by every API and web process through it",
  },
  { name: "RATE_LIMIT_FACTOR", default: "100 (1 in production)", meaning: "multiplies every API rate limit; a positive number" },
  { name: "TRUST_PROXY", default: "false", meaning: "true: take the client IP from X-Forwarded-For (only behind a proxy you control)" },
  { name: "ACCESS_TOKEN_TTL_SECONDS", default: "900", meaning: "lifetime of an access token (JWT)" },
  { name: "REFRESH_TOKEN_TTL_SECONDS", default: "2592000 (30 days)", meaning: "lifetime of a sign-in: refresh tokens rotated from it expire this long after the sign-in" },
  {
    name: "INTAKE_ALLOW_PRIVATE_NETWORKS",
    default: "false",
    meaning: "true: product links may point at private and loopback addresses; for tests against a local server only, never in production",
  },
  {
    name: "LLM_BASE_URL",
    default: "(unset: the built-in offline writer)",
    meaning: "http(s) base URL of an OpenAI-compatible chat API (…/v1) that writes ideas and scripts; needs LLM_MODEL",
  },
  { name: "LLM_API_KEY", default: "(unset: no Authorization header)", meaning: "bearer key for LLM_BASE_URL" },
  { name: "LLM_MODEL", default: "(unset)", meaning: "model name sent to LLM_BASE_URL; with LLM_BASE_URL it turns the LLM writer on" },
  { name: "RENDER_WORKER", default: "inline", meaning: "inline: the server also renders videos; off: only `npm run worker` processes render (same database)" },
  {
    name: "RENDER_CONCURRENCY",
    default: "min(2, cores - 1), at least 1",
    meaning: "videos rendered at once by one worker (server or `npm run worker`); a positive whole number",
  },
  { name: "RENDER_SCALE", default: "1", meaning: "frame size factor between 0.1 and 1; below 1 renders smaller videos, for tests and quick previews only" },
  {
    name: "JOB_LEASE_MS",
    default: "30000",
    meaning: "how long a render stays its worker's without a heartbeat: a killed worker's render is retried this long after its last heartbeat; 1000 to 600000 ms",
  },
  {
    name: "TTS_BASE_URL",
    default: "(unset: only the built-in offline voice)",
    meaning: "http(s) base URL (…/v1) of a text-to-speech service speaking OpenAI's POST /audio/speech; needs TTS_MODEL and TTS_VOICES",
  },
  { name: "TTS_API_KEY", default: "(unset: no Authorization header)", meaning: "bearer key for TTS_BASE_URL" },
  { name: "TTS_MODEL", default: "(unset)", meaning: "model name sent to TTS_BASE_URL, e.g. tts-1 or kokoro" },
  {
    name: "TTS_VOICES",
    default: "(unset)",
    meaning: "the service's voices to offer, comma-separated, each name[:language[:gender]], e.g. af_bella:en-US:female,alloy; listed as tts-<name>",
  },
  {
    name: "STRIPE_SECRET_KEY",
    default: "(unset: billing off; plans change with `npm run admin -- set-plan`)",
    meaning: "Stripe secret key (sk_… or rk_…) for Checkout; with the webhook secret and both price ids it turns checkout on",
  },
  { name: "STRIPE_WEBHOOK_SECRET", default: "(unset)", meaning: "signing secret (whsec_…) of the Stripe webhook endpoint /api/v1/stripe/webhook" },
  { name: "STRIPE_PRICE_STARTER", default: "(unset)", meaning: "Stripe price id (price_…) of the Starter subscription" },
  { name: "STRIPE_PRICE_PRO", default: "(unset)", meaning: "Stripe price id (price_…) of the Pro subscription" },
  {
    name: "STRIPE_API_BASE",
    default: "(unset: https://api.stripe.com)",
    meaning: "origin the Stripe client calls instead of Stripe's, e.g. http://127.0.0.1:12111 for stripe-mock or a test server",
  },
  { name: "PEXELS_API_KEY", default: "(unset: no Pexels search)", meaning: "Pexels API key: turns on the stock tab's search of Pexels videos and photos" },
  { name: "PEXELS_API_BASE", default: "https://api.pexels.com", meaning: "origin the Pexels client calls instead, e.g. a local server speaking its protocol in tests" },
  {
    name: "VECTEEZY_API_KEY",
    default: "(unset: no Vecteezy search)",
    meaning: "Vecteezy API key (sent as a bearer token); with VECTEEZY_ACCOUNT_ID turns on the stock tab's search of Vecteezy",
  },
  { name: "VECTEEZY_ACCOUNT_ID", default: "(unset)", meaning: "the Vecteezy account id that its API paths carry (/v2/<account id>/resources)" },
  { name: "VECTEEZY_API_BASE", default: "https://api.vecteezy.com", meaning: "origin the Vecteezy client calls instead, e.g. a local server speaking its protocol in tests" },
  {
    name: "TIKTOK_CLIENT_KEY",
    default: "(unset: no TikTok posting)",
    meaning: "client key of a TikTok developer app with Login Kit and the Content Posting API; with TIKTOK_CLIENT_SECRET turns on TikTok",
  },
  { name: "TIKTOK_CLIENT_SECRET", default: "(unset)", meaning: "client secret of that TikTok app" },
  { name: "TIKTOK_AUTH_ORIGIN", default: "https://www.tiktok.com", meaning: "origin of TikTok's consent page instead, e.g. a local server speaking its protocol in tests" },
  {
    name: "TIKTOK_API_ORIGIN",
    default: "(unset: open.tiktokapis.com)",
    meaning: "origin that replaces TikTok's token and API host, e.g. a local server speaking its protocol in tests",
  },
  {
    name: "YOUTUBE_CLIENT_ID",
    default: "(unset: no YouTube posting)",
    meaning: "OAuth client id (web application) of a Google Cloud project with the YouTube Data API v3; with YOUTUBE_CLIENT_SECRET turns on YouTube",
  },
  { name: "YOUTUBE_CLIENT_SECRET", default: "(unset)", meaning: "client secret of that Google OAuth client" },
  {
    name: "YOUTUBE_AUTH_ORIGIN",
    default: "https://accounts.google.com",
    meaning: "origin of Google's consent page instead, e.g. a local server speaking its protocol in tests",
  },
  {
    name: "YOUTUBE_API_ORIGIN",
    default: "(unset: oauth2.googleapis.com and www.googleapis.com)",
    meaning: "origin that replaces Google's token, API and upload hosts, e.g. a local server speaking their protocols in tests",
  },
  {
    name: "INSTAGRAM_APP_ID",
    default: "(unset: no Instagram posting)",
    meaning: "Instagram app id of a Meta app with Instagram API with Instagram Login; with INSTAGRAM_APP_SECRET turns on Instagram",
  },
  { name: "INSTAGRAM_APP_SECRET", default: "(unset)", meaning: "Instagram app secret of that Meta app" },
  {
    name: "INSTAGRAM_AUTH_ORIGIN",
    default: "https://www.instagram.com",
    meaning: "origin of Instagram's consent page instead, e.g. a local server speaking its protocol in tests",
  },
  {
    name: "INSTAGRAM_API_ORIGIN",
    default: "(unset: api.instagram.com and graph.instagram.com)",
    meaning: "origin that replaces Instagram's token and Graph API hosts, e.g. a local server speaking their protocols in tests",
  },
  {
    name: "SOCIAL_TOKEN_KEY",
    default: "(unset: derived from JWT_SECRET, so changing JWT_SECRET disconnects every social account)",
    meaning: "key id and 32 random bytes (`<id>:<base64>`, openssl rand -base64 32) encrypting social platforms' tokens at rest",
  },
  { name: "SOCIAL_TOKEN_OLD_KEYS", default: "(none)", meaning: "comma-separated retired `<id>:<base64>` keys that still decrypt tokens written before a rotation" },
  {
    name: "FORMS_OWNER_EMAIL",
    default: "(unset: nobody can export the early-access form's responses)",
    meaning: "e-mail of the account that owns the built-in forms (early-access) and may download their responses as CSV",
  },
  {
    name: "S3_BUCKET",
    default: "(unset: media files on the local disk in DATA_DIR/media)",
    meaning: "bucket of an S3-compatible object store that keeps every media file, render and export",
  },
  { name: "S3_ENDPOINT", default: "(unset: AWS for S3_REGION)", meaning: "http(s) origin of an S3-compatible server (R2, MinIO, Ceph, s3rver)" },
  { name: "S3_REGION", default: "us-east-1", meaning: "region of the bucket" },
  { name: "S3_ACCESS_KEY_ID", default: "(unset: the SDK's own credential chain)", meaning: "access key of the bucket; with S3_SECRET_ACCESS_KEY" },
  { name: "S3_SECRET_ACCESS_KEY", default: "(unset)", meaning: "secret key of the bucket; with S3_ACCESS_KEY_ID" },
  {
    name: "S3_FORCE_PATH_STYLE",
    default: "true with S3_ENDPOINT, else false",
    meaning: "true: address objects as <endpoint>/<bucket>/<key> (most self-hosted servers need it)",
  },
  {
    name: "S3_CHECKSUM",
    default: "when_required",
    meaning: "when_required or when_supported: when the SDK adds checksums; when_supported streams uploads aws-chunked, which some S3-compatible servers store corrupted",
  },
  { name: "LOG_LEVEL", default: "info", meaning: "debug, info, warn, error or silent: the least severe log lines written" },
] as const;

function positiveInteger(name: string) {
  return z.coerce
    .number({ invalid_type_error: `${name} must be a positive whole number of seconds` })
    .int(`${name} must be a positive whole number of seconds`)
    .positive(`${name} must be a positive whole number of seconds`);
}

function urlWithScheme(name: string, schemes: string[], expected: string) {
  return z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `${name} must be ${expected}`);
}

const apiEnv = z.object({
  NODE_ENV: z
    .enum(["development", "test", "production"], {
      errorMap: () => ({ message: "NODE_ENV must be development, test or production" }),
    })
    .default("development"),
  DATA_DIR: z.string().min(1, "DATA_DIR must be a folder path").default("./data"),
  DATABASE_URL: urlWithScheme("DATABASE_URL", ["postgres:", "postgresql:"], "a postgres:// URL").optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  SMTP_URL: urlWithScheme("SMTP_URL", ["smtp:", "smtps:"], "an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().min(3, "MAIL_FROM must be an address like Name <name@example.com>").default("Promoreel <no-reply@promoreel.local>"),
  APP_URL: urlWithScheme("APP_URL", ["http:", "https:"], "an http:// or https:// URL").optional(),
  PORT: z.string().optional(),
  REDIS_URL: urlWithScheme("REDIS_URL", ["redis:", "rediss:"], "a redis:// or rediss:// URL").optional(),
  RATE_LIMIT_FACTOR: z.coerce
    .number({ invalid_type_error: "RATE_LIMIT_FACTOR must be a positive number" })
    .positive("RATE_LIMIT_FACTOR must be a positive number")
    .finite("RATE_LIMIT_FACTOR must be a positive number")
    .optional(),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"], {
      errorMap: () => ({ message: "TRUST_PROXY must be true or false" }),
    })
    .default("false"),
  ACCESS_TOKEN_TTL_SECONDS: positiveInteger("ACCESS_TOKEN_TTL_SECONDS").default(900),
  REFRESH_TOKEN_TTL_SECONDS: positiveInteger("REFRESH_TOKEN_TTL_SECONDS").default(30 * 24 * 60 * 60),
  INTAKE_ALLOW_PRIVATE_NETWORKS: z
    .enum(["true", "false", "1", "0"], {
      errorMap: () => ({ message: "INTAKE_ALLOW_PRIVATE_NETWORKS must be true or false" }),
    })
    .default("false"),
  LLM_BASE_URL: urlWithScheme("LLM_BASE_URL", ["http:", "https:"], "an http:// or https:// URL").optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().max(200, "LLM_MODEL must be at most 200 characters").optional(),
  RENDER_WORKER: z.enum(["inline", "off"], { errorMap: () => ({ message: "RENDER_WORKER must be inline or off" }) }).default("inline"),
  RENDER_CONCURRENCY: z.coerce
    .number({ invalid_type_error: "RENDER_CONCURRENCY must be a positive whole number" })
    .int("RENDER_CONCURRENCY must be a positive whole number")
    .positive("RENDER_CONCURRENCY must be a positive whole number")
    .max(64, "RENDER_CONCURRENCY must be at most 64")
    .optional(),
  RENDER_SCALE: z.coerce
    .number({ invalid_type_error: "RENDER_SCALE must be a number between 0.1 and 1" })
    .min(0.1, "RENDER_SCALE must be a number between 0.1 and 1")
    .max(1, "RENDER_SCALE must be a number between 0.1 and 1")
    .default(1),
  JOB_LEASE_MS: z.coerce
    .number({ invalid_type_error: "JOB_LEASE_MS must be a whole number of milliseconds from 1000 to 600000" })
    .int("JOB_LEASE_MS must be a whole number of milliseconds from 1000 to 600000")
    .min(1000, "JOB_LEASE_MS must be a whole number of milliseconds from 1000 to 600000")
    .max(600_000, "JOB_LEASE_MS must be a whole number of milliseconds from 1000 to 600000")
    .default(30_000),
  TTS_BASE_URL: urlWithScheme("TTS_BASE_URL", ["http:", "https:"], "an http:// or https:// URL").optional(),
  TTS_API_KEY: z.string().optional(),
  TTS_MODEL: z.string().max(200, "TTS_MODEL must be at most 200 characters").optional(),
  TTS_VOICES: z.string().max(4000, "TTS_VOICES must be at most 4000 characters").optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…), not the publishable key")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)")
    .optional(),
  STRIPE_PRICE_STARTER: z
    .string()
    .regex(/^price_\w+$/, "STRIPE_PRICE_STARTER must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_PRICE_PRO: z
    .string()
    .regex(/^price_\w+$/, "STRIPE_PRICE_PRO must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_API_BASE: urlWithScheme("STRIPE_API_BASE", ["http:", "https:"], "an http:// or https:// origin").optional(),
  PEXELS_API_KEY: z.string().max(200, "PEXELS_API_KEY must be at most 200 characters").optional(),
  PEXELS_API_BASE: urlWithScheme("PEXELS_API_BASE", ["http:", "https:"], "an http:// or https:// origin").optional(),
  VECTEEZY_API_KEY: z.string().max(500, "VECTEEZY_API_KEY must be at most 500 characters").optional(),
  VECTEEZY_ACCOUNT_ID: z
    .string()
    .regex(/^[\w-]{1,100}$/, "VECTEEZY_ACCOUNT_ID must be the account id of the Vecteezy API (letters, digits, _ and -)")
    .optional(),
  VECTEEZY_API_BASE: urlWithScheme("VECTEEZY_API_BASE", ["http:", "https:"], "an http:// or https:// origin").optional(),
  SOCIAL_TOKEN_KEY: z.string().max(200).optional(),
  SOCIAL_TOKEN_OLD_KEYS: z.string().max(2000).optional(),
  TIKTOK_CLIENT_KEY: z.string().max(200, "TIKTOK_CLIENT_KEY must be at most 200 characters").optional(),
  TIKTOK_CLIENT_SECRET: z.string().max(500, "TIKTOK_CLIENT_SECRET must be at most 500 characters").optional(),
  TIKTOK_AUTH_ORIGIN: urlWithScheme("TIKTOK_AUTH_ORIGIN", ["http:", "https:"], "an http:// or https:// origin").optional(),
  TIKTOK_API_ORIGIN: urlWithScheme("TIKTOK_API_ORIGIN", ["http:", "https:"], "an http:// or https:// origin").optional(),
  YOUTUBE_CLIENT_ID: z.string().max(300, "YOUTUBE_CLIENT_ID must be at most 300 characters").optional(),
  YOUTUBE_CLIENT_SECRET: z.string().max(500, "YOUTUBE_CLIENT_SECRET must be at most 500 characters").optional(),
  YOUTUBE_AUTH_ORIGIN: urlWithScheme("YOUTUBE_AUTH_ORIGIN", ["http:", "https:"], "an http:// or https:// origin").optional(),
  YOUTUBE_API_ORIGIN: urlWithScheme("YOUTUBE_API_ORIGIN", ["http:", "https:"], "an http:// or https:// origin").optional(),
  INSTAGRAM_APP_ID: z.string().max(200, "INSTAGRAM_APP_ID must be at most 200 characters").optional(),
  INSTAGRAM_APP_SECRET: z.string().max(500, "INSTAGRAM_APP_SECRET must be at most 500 characters").optional(),
  INSTAGRAM_AUTH_ORIGIN: urlWithScheme("INSTAGRAM_AUTH_ORIGIN", ["http:", "https:"], "an http:// or https:// origin").optional(),
  INSTAGRAM_API_ORIGIN: urlWithScheme("INSTAGRAM_API_ORIGIN", ["http:", "https:"], "an http:// or https:// origin").optional(),
  FORMS_OWNER_EMAIL: z.string().trim().toLowerCase().email("FORMS_OWNER_EMAIL must be an e-mail address").optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)")
    .optional(),
  S3_ENDPOINT: urlWithScheme("S3_ENDPOINT", ["http:", "https:"], "an http:// or https:// origin").optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, "S3_REGION must be a region name such as us-east-1")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().max(200, "S3_ACCESS_KEY_ID must be at most 200 characters").optional(),
  S3_SECRET_ACCESS_KEY: z.string().max(400, "S3_SECRET_ACCESS_KEY must be at most 400 characters").optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0"], { errorMap: () => ({ message: "S3_FORCE_PATH_STYLE must be true or false" }) }).optional(),
  S3_CHECKSUM: z.enum(["when_required", "when_supported"], { errorMap: () => ({ message: "S3_CHECKSUM must be when_required or when_supported" }) }).default("when_required"),
  // Read by the logger itself (api/lib/logger.ts); checked here so a typo stops the start instead of logging at info.
  LOG_LEVEL: z.enum(logLevels, { errorMap: () => ({ message: "LOG_LEVEL must be debug, info, warn, error or silent" }) }).optional(),
});

const stripeVariables = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_STARTER", "STRIPE_PRICE_PRO"] as const;

/** All four Stripe settings or none: half a configuration would take money without being able to change the plan. */
function stripeConfig(settings: z.output<typeof apiEnv>): StripeConfig | undefined {
  const missing = stripeVariables.filter((name) => !settings[name]);
  if (missing.length === stripeVariables.length) {
    if (settings.STRIPE_API_BASE) throw new ConfigError("STRIPE_API_BASE needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STARTER and STRIPE_PRICE_PRO");
    return undefined;
  }
  if (missing.length > 0) {
    throw new ConfigError(`${missing.join(", ")} must be set too: checkout needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STARTER and STRIPE_PRICE_PRO`);
  }
  if (settings.STRIPE_PRICE_STARTER === settings.STRIPE_PRICE_PRO) throw new ConfigError("STRIPE_PRICE_STARTER and STRIPE_PRICE_PRO must be different prices");
  let api: StripeConfig["api"];
  if (settings.STRIPE_API_BASE) {
    const base = new URL(settings.STRIPE_API_BASE);
    if (base.pathname !== "/" || base.search || base.username)
      throw new ConfigError("STRIPE_API_BASE must be an origin such as http://127.0.0.1:12111 (no path, query or credentials)");
    const protocol = base.protocol === "http:" ? "http" : "https";
    api = { protocol, host: base.hostname.replace(/^\[|\]$/g, ""), port: Number(base.port) || (protocol === "http" ? 80 : 443) };
  }
  return {
    secretKey: settings.STRIPE_SECRET_KEY!,
    webhookSecret: settings.STRIPE_WEBHOOK_SECRET!,
    prices: { starter: settings.STRIPE_PRICE_STARTER!, pro: settings.STRIPE_PRICE_PRO! },
    api,
  };
}

/** Reads and validates the backend's settings; throws ConfigError on the first bad variable. */
export function readApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = apiEnv.safeParse(present);
  if (!parsed.success) throw new ConfigError(parsed.error.issues[0].message);
  const settings = parsed.data;

  const production = settings.NODE_ENV === "production";
  const dataDir = path.resolve(settings.DATA_DIR);
  if (production && !settings.JWT_SECRET) {
    throw new ConfigError("JWT_SECRET must be set in production (at least 32 characters)");
  }
  const intakeAllowPrivateNetworks = settings.INTAKE_ALLOW_PRIVATE_NETWORKS === "true" || settings.INTAKE_ALLOW_PRIVATE_NETWORKS === "1";
  if (production && intakeAllowPrivateNetworks) {
    throw new ConfigError("INTAKE_ALLOW_PRIVATE_NETWORKS cannot be true in production: it lets users' links reach the server's own network");
  }
  if (Boolean(settings.LLM_BASE_URL) !== Boolean(settings.LLM_MODEL)) {
    throw new ConfigError("LLM_BASE_URL and LLM_MODEL must be set together (or neither, for the built-in writer)");
  }

  const jwtSecret = settings.JWT_SECRET ?? devSecret(dataDir, "jwt_secret");
  return {
    nodeEnv: settings.NODE_ENV,
    dataDir,
    database: settings.DATABASE_URL ? { kind: "postgres", url: settings.DATABASE_URL } : { kind: "sqlite", file: path.join(dataDir, "promoreel.sqlite") },
    jwtSecret,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    appUrl: (settings.APP_URL ?? `http://localhost:${settings.PORT ?? 3000}`).replace(/\/+$/, ""),
    rateLimitFactor: settings.RATE_LIMIT_FACTOR ?? (production ? 1 : 100),
    trustProxy: settings.TRUST_PROXY === "true" || settings.TRUST_PROXY === "1",
    accessTokenTtlSeconds: settings.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: settings.REFRESH_TOKEN_TTL_SECONDS,
    intakeAllowPrivateNetworks,
    llm: settings.LLM_BASE_URL && settings.LLM_MODEL ? { baseUrl: settings.LLM_BASE_URL, apiKey: settings.LLM_API_KEY, model: settings.LLM_MODEL } : undefined,
    renderWorker: settings.RENDER_WORKER,
    renderConcurrency: settings.RENDER_CONCURRENCY,
    renderScale: settings.RENDER_SCALE,
    jobLeaseMs: settings.JOB_LEASE_MS,
    tts: readTtsConfig(settings),
    stripe: stripeConfig(settings),
    stock: readStockConfig(settings),
    social: readSocialConfig(settings),
    formsOwnerEmail: settings.FORMS_OWNER_EMAIL,
    redisUrl: settings.REDIS_URL,
    s3: readS3Config(settings),
    socialTokenKeys: readSocialTokenKeys(settings, jwtSecret),
    now: Date.now,
  };
}

/** Without SOCIAL_TOKEN_KEY the key is derived from JWT_SECRET (id "jwt"): posting works at once, but changing JWT_SECRET then loses every connection. */
function readSocialTokenKeys(settings: { SOCIAL_TOKEN_KEY?: string; SOCIAL_TOKEN_OLD_KEYS?: string }, jwtSecret: string): TokenKeys {
  try {
    const current = settings.SOCIAL_TOKEN_KEY ? parseTokenKey(settings.SOCIAL_TOKEN_KEY) : derivedTokenKey(jwtSecret);
    const previous = (settings.SOCIAL_TOKEN_OLD_KEYS ?? "")
      .split(",")
      .map((text) => text.trim())
      .filter(Boolean)
      .map(parseTokenKey);
    return { current, previous };
  } catch (error) {
    throw new ConfigError(`SOCIAL_TOKEN_KEY: ${(error as Error).message}`);
  }
}

function readTtsConfig(settings: { TTS_BASE_URL?: string; TTS_API_KEY?: string; TTS_MODEL?: string; TTS_VOICES?: string }): HttpTtsConfig | undefined {
  const given = [settings.TTS_BASE_URL, settings.TTS_MODEL, settings.TTS_VOICES].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given !== 3) throw new ConfigError("TTS_BASE_URL, TTS_MODEL and TTS_VOICES must be set together (or none, for the built-in voice only)");
  try {
    return { baseUrl: settings.TTS_BASE_URL!, apiKey: settings.TTS_API_KEY, model: settings.TTS_MODEL!, voices: parseTtsVoiceList(settings.TTS_VOICES!) };
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** An origin without a trailing slash; a path, query or credentials in it are a mistake worth stopping on. */
function configOrigin(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  const url = new URL(value);
  if (url.pathname !== "/" || url.search || url.username) throw new ConfigError(`${name} must be an origin such as http://127.0.0.1:4000 (no path, query or credentials)`);
  return url.origin;
}

const s3Variables = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const;

/** S3_BUCKET turns the object store on; its other settings without it are refused rather than ignored. */
function readS3Config(settings: z.output<typeof apiEnv>): S3StoreConfig | undefined {
  if (!settings.S3_BUCKET) {
    const stray = s3Variables.filter((name) => settings[name]);
    if (stray.length > 0) throw new ConfigError(`${stray.join(", ")} needs S3_BUCKET: without it media files stay on the local disk`);
    return undefined;
  }
  if (Boolean(settings.S3_ACCESS_KEY_ID) !== Boolean(settings.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the SDK's own credentials)");
  }
  const pathStyle = settings.S3_FORCE_PATH_STYLE;
  return {
    bucket: settings.S3_BUCKET,
    endpoint: settings.S3_ENDPOINT?.replace(/\/+$/, ""),
    region: settings.S3_REGION ?? "us-east-1",
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    forcePathStyle: pathStyle === undefined ? Boolean(settings.S3_ENDPOINT) : pathStyle === "true" || pathStyle === "1",
    checksum: settings.S3_CHECKSUM,
  };
}

/** Each provider is on when its key is set (Vecteezy also needs its account id); a base URL alone is a mistake. */
function readStockConfig(settings: z.output<typeof apiEnv>): StockConfig {
  const stock: StockConfig = {};
  if (settings.PEXELS_API_KEY)
    stock.pexels = { apiKey: settings.PEXELS_API_KEY, baseUrl: configOrigin("PEXELS_API_BASE", settings.PEXELS_API_BASE, "https://api.pexels.com") };
  else if (settings.PEXELS_API_BASE) throw new ConfigError("PEXELS_API_BASE needs PEXELS_API_KEY");
  if (Boolean(settings.VECTEEZY_API_KEY) !== Boolean(settings.VECTEEZY_ACCOUNT_ID)) throw new ConfigError("VECTEEZY_API_KEY and VECTEEZY_ACCOUNT_ID must be set together");
  if (settings.VECTEEZY_API_KEY) {
    stock.vecteezy = {
      apiKey: settings.VECTEEZY_API_KEY,
      accountId: settings.VECTEEZY_ACCOUNT_ID!,
      baseUrl: configOrigin("VECTEEZY_API_BASE", settings.VECTEEZY_API_BASE, "https://api.vecteezy.com"),
    };
  } else if (settings.VECTEEZY_API_BASE) throw new ConfigError("VECTEEZY_API_BASE needs VECTEEZY_API_KEY and VECTEEZY_ACCOUNT_ID");
  return stock;
}

const socialPlatforms = [
  { key: "tiktok", id: "TIKTOK_CLIENT_KEY", secret: "TIKTOK_CLIENT_SECRET", auth: "TIKTOK_AUTH_ORIGIN", api: "TIKTOK_API_ORIGIN" },
  { key: "youtube", id: "YOUTUBE_CLIENT_ID", secret: "YOUTUBE_CLIENT_SECRET", auth: "YOUTUBE_AUTH_ORIGIN", api: "YOUTUBE_API_ORIGIN" },
  { key: "instagram", id: "INSTAGRAM_APP_ID", secret: "INSTAGRAM_APP_SECRET", auth: "INSTAGRAM_AUTH_ORIGIN", api: "INSTAGRAM_API_ORIGIN" },
] as const;

/** Each platform is on when its client id and secret are both set; half a client, or an origin alone, is a mistake. */
function readSocialConfig(settings: z.output<typeof apiEnv>): SocialConfig {
  const social: SocialConfig = {};
  for (const platform of socialPlatforms) {
    const clientId = settings[platform.id];
    const clientSecret = settings[platform.secret];
    if (Boolean(clientId) !== Boolean(clientSecret)) throw new ConfigError(`${platform.id} and ${platform.secret} must be set together`);
    if (!clientId || !clientSecret) {
      if (settings[platform.auth] || settings[platform.api]) throw new ConfigError(`${platform.auth} and ${platform.api} need ${platform.id} and ${platform.secret}`);
      continue;
    }
    social[platform.key] = {
      clientId,
      clientSecret,
      authOrigin: settings[platform.auth] ? configOrigin(platform.auth, settings[platform.auth], "") : undefined,
      apiOrigin: settings[platform.api] ? configOrigin(platform.api, settings[platform.api], "") : undefined,
    };
  }
  return social;
}
