/**
 * How the http avatar provider is configured: environment variables, read once by whoever builds the providers
 * (docs/avatar-http-protocol.md lists them). Unset AVATAR_HTTP_URL means no lip-sync service: presenters are animated
 * offline only.
 */

export interface HttpAvatarConfig {
  /** The service's base URL, without `/v1`: requests go to `{baseUrl}/v1/lipsync`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` to the service's own origin only, when set. */
  apiKey?: string;
  /** The first wait between two status polls; later waits grow by half each time, up to 10 times this. */
  pollIntervalMs: number;
  /** For the whole render: submit, every poll, every retry's wait and the download. */
  timeoutMs: number;
  /** Tries per request (the submit, one poll, the download) when the service is unreachable, busy or failing. */
  maxAttempts: number;
  /** The largest MP4 downloaded; a bigger answer is refused, not read. */
  maxResultBytes: number;
}

type Environment = Readonly<Record<string, string | undefined>>;

export const httpAvatarDefaults = {
  pollIntervalMs: 2_000,
  // Neural lip-sync services take one to three minutes for a 30 s line when they are not busy.
  timeoutMs: 300_000,
  maxAttempts: 4,
  maxResultBytes: 200 * 1024 * 1024,
} as const;

/** The variables, their defaults and meaning, for the README's and the API's configuration tables. */
export const httpAvatarEnvironment = [
  { name: "AVATAR_HTTP_URL", default: "(unset: presenters are animated offline only)", meaning: "base URL of a lip-sync service speaking docs/avatar-http-protocol.md" },
  { name: "AVATAR_HTTP_KEY", default: "(unset: no Authorization header)", meaning: "bearer key for AVATAR_HTTP_URL" },
  { name: "AVATAR_HTTP_TIMEOUT_MS", default: String(httpAvatarDefaults.timeoutMs), meaning: "longest time for one presenter clip, submit to download" },
  { name: "AVATAR_HTTP_POLL_MS", default: String(httpAvatarDefaults.pollIntervalMs), meaning: "first wait between status polls (grows to 10x)" },
  { name: "AVATAR_HTTP_MAX_ATTEMPTS", default: String(httpAvatarDefaults.maxAttempts), meaning: "tries per request on network errors, 429 and 5xx" },
  { name: "AVATAR_HTTP_MAX_RESULT_MB", default: String(httpAvatarDefaults.maxResultBytes / 1024 / 1024), meaning: "largest result MP4 accepted" },
] as const;

/**
 * The service's configuration, or null when AVATAR_HTTP_URL is unset. Throws an Error whose message names the variable
 * that cannot be used (and never repeats the key).
 */
export function httpAvatarConfigFromEnv(env: Environment = process.env): HttpAvatarConfig | null {
  const url = env.AVATAR_HTTP_URL?.trim();
  if (!url) {
    const orphan = httpAvatarEnvironment.find((variable) => variable.name !== "AVATAR_HTTP_URL" && env[variable.name]?.trim());
    if (orphan) throw new Error(`${orphan.name} is set but AVATAR_HTTP_URL is not; set the service's URL or unset ${orphan.name}`);
    return null;
  }
  return {
    baseUrl: parseBaseUrl(url),
    apiKey: env.AVATAR_HTTP_KEY?.trim() || undefined,
    timeoutMs: integer(env, "AVATAR_HTTP_TIMEOUT_MS", httpAvatarDefaults.timeoutMs, 1_000, 3_600_000),
    pollIntervalMs: integer(env, "AVATAR_HTTP_POLL_MS", httpAvatarDefaults.pollIntervalMs, 100, 60_000),
    maxAttempts: integer(env, "AVATAR_HTTP_MAX_ATTEMPTS", httpAvatarDefaults.maxAttempts, 1, 10),
    maxResultBytes: integer(env, "AVATAR_HTTP_MAX_RESULT_MB", httpAvatarDefaults.maxResultBytes / 1024 / 1024, 1, 4_096) * 1024 * 1024,
  };
}

function parseBaseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error("AVATAR_HTTP_URL must be an http:// or https:// URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("AVATAR_HTTP_URL must be an http:// or https:// URL");
  // A key in the URL would be written wherever the URL is: the key has its own variable.
  if (url.username || url.password) throw new Error("AVATAR_HTTP_URL must not carry a user name or password; put the key in AVATAR_HTTP_KEY");
  if (url.search || url.hash) throw new Error("AVATAR_HTTP_URL must not have a query or fragment");
  if (/\/v1\/?$/.test(url.pathname)) throw new Error("AVATAR_HTTP_URL must not end in /v1: the provider adds /v1/lipsync itself");
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

function integer(env: Environment, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}
