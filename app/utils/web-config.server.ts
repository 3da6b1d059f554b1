import { z } from "zod";
import { ConfigError } from "../../api/contract";

export interface WebConfig {
  /** The first signs new cookies; all of them verify, so a secret can be rotated without signing everyone out. */
  sessionSecrets: string[];
  cookieSecure: boolean;
  nodeEnv: "development" | "test" | "production";
  /**
   * The document-root marker: set, it puts `data-landing="a"` on <html> and a signed-out visitor of any
   * unclaimed path (the fallback) gets landing page A instead of B.
   */
  landingMarker: boolean;
  /** The public address (no trailing slash), for canonical links, Open Graph and the sitemap. */
  appUrl: string;
  /** Where the terms and the privacy policy live (the company's site, not the app), without a trailing slash. */
  legalSiteUrl: string;
}

const webEnv = z.object({
  NODE_ENV: z.enum(["development", "test", "production"], { message: 'must be "development", "test" or "production"' }).default("development"),
  SESSION_SECRET: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((secret) => secret.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, "each comma-separated secret must be at least 32 characters")).min(1, "must hold at least one secret"))
    .optional(),
  COOKIE_SECURE: z.enum(["true", "false"], { message: 'must be "true" or "false"' }).optional(),
  APP_URL: z
    .string()
    .url({ message: "must be an http:// or https:// URL" })
    .regex(/^https?:\/\//, "must be an http:// or https:// URL")
    .optional(),
  PORT: z.string().optional(),
  LEGAL_SITE_URL: z
    .string()
    .url({ message: "must be an http:// or https:// URL" })
    .regex(/^https?:\/\//, "must be an http:// or https:// URL")
    .default("https://promoreel.com"),
  LANDING_MARKER: z.enum(["true", "false"], { message: 'must be "true" or "false"' }).default("false"),
});

/**
 * `developmentSecret` names a generated secret that outlives restarts: the server passes the API's store of them
 * (`<DATA_DIR>/secrets.json`), so the web app reads no file of the API itself. Production never uses it.
 */
export function readWebConfig(env: NodeJS.ProcessEnv, developmentSecret: (name: string) => string): WebConfig {
  const parsed = webEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue.path[0]);
    const shown = variable === "SESSION_SECRET" ? "(value hidden)" : `(got ${JSON.stringify(env[variable])})`;
    throw new ConfigError(`${variable}: ${issue.message} ${shown}`);
  }
  const { NODE_ENV, SESSION_SECRET, COOKIE_SECURE, LANDING_MARKER, APP_URL, PORT, LEGAL_SITE_URL } = parsed.data;
  if (!SESSION_SECRET && NODE_ENV === "production") {
    throw new ConfigError("SESSION_SECRET: required in production (one or more comma-separated secrets of at least 32 characters)");
  }
  if (!APP_URL && NODE_ENV === "production") {
    throw new ConfigError("APP_URL: required in production (the public https:// address: canonical links, Open Graph, sitemap and e-mails name it)");
  }
  return {
    sessionSecrets: SESSION_SECRET ?? [developmentSecret("session_secret")],
    cookieSecure: COOKIE_SECURE ? COOKIE_SECURE === "true" : NODE_ENV === "production",
    nodeEnv: NODE_ENV,
    landingMarker: LANDING_MARKER === "true",
    appUrl: (APP_URL ?? `http://localhost:${PORT ?? 3000}`).replace(/\/+$/, ""),
    legalSiteUrl: LEGAL_SITE_URL.replace(/\/+$/, ""),
  };
}
