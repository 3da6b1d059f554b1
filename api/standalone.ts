/** Runs the /api/v1 backend on its own (`npm run api`), for a web app started with API_ORIGIN pointing here. */
import { serve } from "@hono/node-server";
import { z } from "zod";
import { ConfigError, createApi, logger, readApiConfig } from "./index";
import { resolveClientIp } from "./http/client-ip";

const apiPort = z.coerce.number().int().min(1).max(65535);

async function main() {
  const config = readApiConfig(process.env);
  const port = apiPort.safeParse(process.env.API_PORT || 4000);
  if (!port.success) throw new ConfigError("API_PORT must be a port number between 1 and 65535");

  const api = await createApi(config);
  await api.migrate();

  const server = serve({
    port: port.data,
    fetch: async (request, env) => {
      // The web app probes /healthz on API_ORIGIN; everything else is the API itself.
      if (new URL(request.url).pathname === "/healthz") {
        const healthy = await api.isHealthy();
        return Response.json({ status: healthy ? "ok" : "unavailable" }, { status: healthy ? 200 : 503 });
      }
      const clientIp = resolveClientIp({
        forwardedFor: request.headers.get("x-forwarded-for"),
        trustProxy: config.trustProxy,
        socketAddress: env.incoming.socket.remoteAddress,
      });
      return api.fetch(request, { clientIp });
    },
  });
  logger.info("api listening", { url: `http://localhost:${port.data}/api/v1` });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("api shutting down", { signal });
    // close() waits for in-flight requests; the database closes after the last one.
    server.close(() => {
      void api.close().then(() => {
        logger.info("api stopped");
        process.exit(0);
      });
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
