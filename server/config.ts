import { z } from "zod";
import { ConfigError } from "../api";

const serverEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  API_ORIGIN: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export interface ServerConfig {
  port: number;
  host: string;
  /** Set when the /api/v1 backend runs as its own service; unset means in-process. */
  apiOrigin: string | undefined;
  shutdownTimeoutMs: number;
}

/**
 * Without HOST, only production listens on every network: development settings (rate limits ×100, cookies without
 * Secure, no HSTS) stay on this machine unless someone asks for more (decision 142).
 */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = serverEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`);
  }
  const { PORT, HOST, API_ORIGIN, SHUTDOWN_TIMEOUT_MS } = parsed.data;
  const host = HOST ?? (env.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1");
  return { port: PORT, host, apiOrigin: API_ORIGIN, shutdownTimeoutMs: SHUTDOWN_TIMEOUT_MS };
}

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || host.startsWith("127.");
}

/** The start-up line: the mode, the address, and who can reach it; a warning when development settings face a network. */
export function listeningNotice({ host, port }: Pick<ServerConfig, "host" | "port">, mode: "development" | "test" | "production") {
  const everywhere = host === "0.0.0.0" || host === "::";
  const url = `http://${everywhere || isLoopback(host) ? "localhost" : host.includes(":") ? `[${host}]` : host}:${port}`;
  if (isLoopback(host)) {
    const reachable =
      mode === "production" ? "this machine only" : "this machine only; NODE_ENV=production (with SESSION_SECRET, JWT_SECRET and APP_URL) serves other machines";
    return { level: "info" as const, message: "server listening", fields: { mode, url, host, reachable } };
  }
  const reachable = everywhere ? "every network this machine is on" : `the network of ${host}`;
  if (mode === "production") return { level: "info" as const, message: "server listening", fields: { mode, url, host, reachable } };
  return {
    level: "warn" as const,
    message: "server listening with development settings on a network address",
    fields: { mode, url, host, reachable, settings: "relaxed rate limits, cookies without Secure, no HSTS: use NODE_ENV=production to serve other people" },
  };
}
