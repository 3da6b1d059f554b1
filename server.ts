/**
 * The one process that serves Promoreel: security headers, static files, the /api/v1 backend (in-process unless
 * API_ORIGIN points at a separate one), then Remix. Every piece it wires lives in its own module.
 */
import { rm } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { createApi, devSecret, logger, readApiConfig, type Api } from "./api";
import { useOwnTempFolder } from "./api/worker-temp-folder";
import { answerTranslation, createRequestContext, finalizeResponse, readWebConfig } from "./app/request-context.server";
import { listeningNotice, readServerConfig } from "./server/config";
import { consentPageOrigins, contentSecurityPolicy, securityHeaders } from "./server/security-headers";
import { answerSharedPage, createSharedPageCache, readSharedPage } from "./server/shared-page";
import { createRedisSharedPageCache } from "./server/shared-page-redis";
import { RefreshCoordinator } from "./app/utils/refresh-coordinator.server";
import { closeSharedRedis, connectSharedRedis, sharedRedisReady } from "./lib/shared-state/redis";
import { createRedisSharedFlight } from "./lib/shared-state/single-flight";
import { isSharedCacheable } from "./app/utils/shared-cache";
import { ownScriptsOnlyHeader } from "./app/utils/page-hydration";
import { requestLogger } from "./server/request-logger";
import { trackInFlight } from "./server/in-flight";
import { embedAssets } from "./server/embed-assets";
import { embedDemoPages } from "./server/embed-demo";
import { allowFramingByAnySite } from "./server/framable-pages";
import { plainAnswer, sendPlainAnswer, type Translate } from "./server/plain-answer";
import { refuseCrossSitePosts } from "./server/same-site-posts";
import { answerClientErrors, answerErrors } from "./server/error-answers";
import { closeWhenBodyUnread } from "./server/unread-body";
import { sendFetchResponse, toFetchRequest } from "./server/remix-adapter";
import { bodyDeadline, requestTimeoutMs, type BodyPace } from "./server/body-deadline";
import { uploadLimits } from "./app/components/materials/upload-limits";
import { healthReportForMonitors } from "./server/diagnostics-json";

/**
 * How long a request body may take (decision 141): the largest body, a clip upload, at 256 KiB/s (a poor 2 Mbit/s
 * uplink) is 800 s, so Node's limit for a whole request becomes 810 s instead of its 300 s, which cut off honest
 * uploads under 5.3 Mbit/s; each request's own deadline follows the size it declares (a sign-in form: 10 s) and
 * 20 s without a byte ends any body.
 */
const bodyPace: BodyPace = { largestBodyBytes: uploadLimits.requestBytes, slowestBytesPerSecond: 256 * 1024, graceMs: 10_000, stallMs: 20_000 };

async function main() {
  const serverConfig = readServerConfig(process.env);
  const apiConfig = readApiConfig(process.env);
  const webConfig = readWebConfig(process.env, (name) => devSecret(apiConfig.dataDir, name));

  const api: Api | null = serverConfig.apiOrigin ? null : await createApi(apiConfig);
  if (api) await api.migrate();
  const rendersHere = api !== null && apiConfig.renderWorker === "inline";
  const renderTempFolder = rendersHere ? await useOwnTempFolder() : null;
  const renderWorker = rendersHere ? api.startRenderWorker() : null;

  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const handleRemix = createRequestHandler(build, "production");

  const apiBaseUrl = `${serverConfig.apiOrigin ?? "http://promoreel.internal"}/api/v1/`;
  const apiFetch = (clientIp: string) =>
    api
      ? (request: Request) => api.fetch(request, { clientIp })
      : (request: Request) => {
          request.headers.set("x-forwarded-for", clientIp);
          return fetch(request);
        };

  const translate: Translate = (headers) => answerTranslation(webConfig, headers);

  const app = express();
  app.disable("x-powered-by");
  // One trusted hop: the proxy in front appends the real client address; anything before it is the client's word.
  app.set("trust proxy", apiConfig.trustProxy ? 1 : false);
  const inFlight = trackInFlight();
  app.use(inFlight.middleware);
  app.use(requestLogger(logger));
  app.use(closeWhenBodyUnread());
  app.use(
    bodyDeadline(bodyPace, (req, res) => {
      logger.info("request body too slow", { method: req.method, path: req.path });
      if (res.headersSent) res.destroy();
      else sendPlainAnswer(translate, req, res, 408).catch(() => res.destroy());
    }),
  );
  app.use(compression());
  const production = webConfig.nodeEnv === "production";
  const formTargets = consentPageOrigins(process.env);
  app.use(securityHeaders({ production, formTargets }));

  app.get("/healthz", async (_req, res) => {
    const healthy = api ? await api.isHealthy() : await remoteApiHealthy(serverConfig.apiOrigin!);
    res.status(healthy ? 200 : 503).json({ status: healthy ? "ok" : "unavailable" });
  });
  app.get(
    "/test",
    healthReportForMonitors((request, clientIp) => apiFetch(clientIp)(request), apiBaseUrl),
  );

  if (api) {
    const apiListener = getRequestListener(async (request, env) => {
      const incoming = env.incoming as express.Request;
      return withBodyWhenEmpty(await api.fetch(request, { clientIp: incoming.ip ?? "" }), incoming, translate);
    });
    app.use((req, res, next) => (req.path.startsWith("/api/v1/") || req.path === "/api/v1" ? apiListener(req, res) : next()));
  }

  app.use(refuseCrossSitePosts({ translate, logger }));

  // The embed SDK for other sites, its demo pages, and the hosted forms those sites put in iframes.
  app.use(embedAssets({ distDir: "embed-sdk/dist" }));
  app.use(embedDemoPages({ demoDir: "embed-sdk/demo" }));
  app.use("/to/", allowFramingByAnySite());

  // Content-named files, kept a year. A missing one is a 404, never the landing page of the fallback route: a page
  // cached before a release must not get HTML for its old script.
  const contentNamed = { immutable: true, maxAge: "1y", fallthrough: false };
  app.use("/build", express.static("public/build", contentNamed));
  app.use("/landing-script", express.static("public/landing-script", contentNamed));
  app.use("/landing", express.static("public/landing", { maxAge: "1d", fallthrough: false }));
  app.use(express.static("public", { maxAge: "1h" }));

  // REDIS_URL: web processes behind one balancer share refreshes and cached pages; each falls back to its own memory.
  const redis = apiConfig.redisUrl ? connectSharedRedis(apiConfig.redisUrl, { onDown: (error) => logger.warn("Redis is unreachable", { error: error.message }) }) : null;
  if (redis && !(await sharedRedisReady(redis))) logger.warn("Redis did not answer at start; each web process uses its own memory until it does");
  const refreshCoordinator = redis
    ? new RefreshCoordinator(undefined, createRedisSharedFlight(redis), () => logger.warn("a sign-in refresh ran without Redis's single-flight"))
    : undefined;
  const sharedPages = redis ? createRedisSharedPageCache(redis) : createSharedPageCache();
  const ownScriptsPolicy = contentSecurityPolicy({ production, scripts: "own-files", formTargets });
  const sendPage = (res: express.Response, response: Response) => {
    if (response.headers.has(ownScriptsOnlyHeader)) {
      response.headers.delete(ownScriptsOnlyHeader);
      res.setHeader("Content-Security-Policy", ownScriptsPolicy);
    }
    return sendFetchResponse(res, response);
  };

  app.all("*", async (req, res, next) => {
    try {
      // Only a visitor without cookies gets exactly what every other such visitor gets.
      const sharedKey = req.method === "GET" && !req.headers.cookie ? req.originalUrl : null;
      const remembered = sharedKey ? await sharedPages.get(sharedKey) : undefined;
      if (remembered) {
        await sendPage(res, answerSharedPage(remembered, req.headers["if-none-match"]));
        return;
      }

      const request = toFetchRequest(req, res);
      const clientIp = req.ip ?? "";
      const context = await createRequestContext({
        request,
        config: webConfig,
        clientIp,
        cspNonce: res.locals.cspNonce as string,
        apiBaseUrl,
        apiFetch: apiFetch(clientIp),
        refreshCoordinator,
      });
      let response = await finalizeResponse(context, await handleRemix(request, context));
      if (req.method === "GET" && isSharedCacheable(response.headers)) {
        // The same bytes for every visitor, with a tag to revalidate by.
        const page = await readSharedPage(response);
        if (sharedKey && page.status === 200) await sharedPages.set(sharedKey, page);
        response = answerSharedPage(page, req.headers["if-none-match"]);
      }
      await sendPage(res, await withBodyWhenEmpty(response, req, translate));
    } catch (error) {
      next(error);
    }
  });
  app.use(answerErrors({ translate, logger }));

  const server = createServer(app);
  server.requestTimeout = requestTimeoutMs(bodyPace);
  server.headersTimeout = bodyPace.stallMs;
  // Longer than the idle time clients and proxies reuse a connection after (60 s for most load balancers): with
  // Node's 5 s, a client sending its next request just as the server closed the idle socket got a reset.
  server.keepAliveTimeout = 65_000;
  server.on("clientError", answerClientErrors(translate));
  server.listen(serverConfig.port, serverConfig.host, () => {
    const notice = listeningNotice(serverConfig, webConfig.nodeEnv);
    logger[notice.level](notice.message, { ...notice.fields, api: serverConfig.apiOrigin ?? "in-process" });
    // Once it answers: the import holds the event loop for a second or two, which a render's 30 s lease absorbs.
    if (rendersHere) void api.preloadWorkerModels();
  });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info("shutting down", { signal, inFlight: inFlight.count() });
    // No new renders from now; running ones get the drain time to finish, then go back to the queue.
    const renderWorkerStopped = renderWorker?.stop({ timeoutMs: serverConfig.shutdownTimeoutMs });
    server.close();
    server.closeIdleConnections();
    const drained = await inFlight.drained(serverConfig.shutdownTimeoutMs);
    if (!drained) {
      logger.warn("shutdown timeout reached; closing remaining connections", { inFlight: inFlight.count() });
      server.closeAllConnections();
    }
    await renderWorkerStopped;
    await api?.close();
    if (redis) await closeSharedRedis(redis);
    if (renderTempFolder) await rm(renderTempFolder, { recursive: true, force: true });
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/**
 * An error answer with no body (a 416 of a media file, a 502) gets the page or envelope saying what happened. Remix's
 * own data requests (`?_data=`) are left as they are: its client reads their body as the error's data.
 */
async function withBodyWhenEmpty(response: Response, req: express.Request, translate: Translate): Promise<Response> {
  if (response.status < 400 || response.body !== null || req.method === "HEAD" || req.query._data !== undefined) return response;
  const answer = await plainAnswer(translate, { headers: req.headers, path: req.path }, response.status);
  const headers = new Headers(response.headers);
  // A length passed on from upstream would describe the file, not this page.
  headers.delete("content-length");
  for (const [name, value] of Object.entries(answer.headers)) headers.set(name, value);
  return new Response(answer.body, { status: response.status, headers });
}

async function remoteApiHealthy(apiOrigin: string) {
  try {
    const response = await fetch(`${apiOrigin}/healthz`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

main().catch((error) => {
  // A configuration error is a message for the operator, not a stack trace.
  console.error(error instanceof Error && error.name === "ConfigError" ? error.message : error);
  process.exit(1);
});
