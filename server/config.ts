import { z } from "zod";
import { ConfigError } from "../api";

const serverEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
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

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = serverEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`);
  }
  const { PORT, HOST, API_ORIGIN, SHUTDOWN_TIMEOUT_MS } = parsed.data;
  return { port: PORT, host: HOST, apiOrigin: API_ORIGIN, shutdownTimeoutMs: SHUTDOWN_TIMEOUT_MS };
}
