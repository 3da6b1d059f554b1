import { apiBasePath } from "./http/base-path";
import { createHmac } from "node:crypto";
import path from "node:path";
import { Hono } from "hono";
import { affiliateRouter } from "./affiliate/router";
import { authRouter } from "./auth/router";
import { billingRouter } from "./billing/router";
import { plansRouter } from "./plans/router";
import { accessTokenKey } from "./auth/access-tokens";
import { createAuthenticator } from "./auth/authenticate";
import type { ApiConfig } from "./config";
import { databaseAnswers, openDatabase } from "./db/connection";
import { assertDataDirWritable } from "./lib/data-dir";
import { createStorageSpace, isStorageFull } from "./lib/storage-space";
import { migrateToLatest } from "./db/migrate";
import { diagnosticsRouter } from "./diagnostics/router";
import { sampleRenderHandler, sampleRenderJobKind } from "./diagnostics/sample-render";
import { feedbackRouter } from "./feedback/router";
import { formsRouter } from "./forms/router";
import { resolveClientIp } from "./http/client-ip";
import { errorResponse } from "./http/envelope";
import { ApiError } from "./http/errors";
import { languageFromHeader } from "./http/i18n";
import { createMemoryRateLimitStore, createRateLimiter, type RateLimitStore } from "./http/rate-limit";
import { createRedisRateLimitStore } from "./http/rate-limit-redis";
import { closeSharedRedis, connectSharedRedis, sharedRedisReady } from "../lib/shared-state/redis";
import { logger } from "./lib/logger";
import { createOutboxMailer, createSmtpMailer } from "./mail/mailer";
import { platformRouter } from "./platform/router";
import { postersRouter } from "./posters/router";
import { avatarsRouter } from "./avatars/router";
import { avatarInferHandler } from "./avatars/infer-job";
import { avatarInferJobKind } from "./avatars/infer";
import { avatarTrainHandler } from "./avatars/train-job";
import { avatarTrainJobKind } from "./avatars/train";
import { productsRouter } from "./products/router";
import { promoteRouter } from "./promote/router";
import { promotionalRenderHandler } from "./promote/render-job";
import { promotionalRenderJobKind } from "./promote/promotional-videos";
import { promotionalUpdateJobKind } from "./promote/compositing";
import { promotionalUpdateHandler } from "./promote/update-job";
import { videoRecordsRouter } from "./records/video-records";
import { materialsRouter } from "./materials/router";
import { stockRouter } from "./materials/stock/router";
import { mediaRouter } from "./media/router";
import { createMediaUploads } from "./media/uploads";
import { scriptsRouter } from "./scripts/router";
import { videoRenderHandler } from "./videos/render-job";
import { renderStagesFor } from "./videos/render-stages";
import { videoUpdateHandler } from "./videos/update-job";
import { videoUpdateJobKind } from "./videos/updates";
import { sharesRouter } from "./shares/router";
import { createSocialPlatforms } from "./social/platforms";
import { publishHandler, publishJobKind } from "./social/publish-job";
import { socialRouter } from "./social/router";
import { statsHandler, statsJobKind } from "./social/stats-job";
import { keepConnectedHandler, keepConnectedJobKind } from "./social/keep-connected-job";
import { slideshowBatchItemHandler, slideshowBatchItemJobKind } from "./slideshows/batches";
import { slideshowRenderJobKind } from "./slideshows/create";
import { slideLibraryRouter } from "./slideshows/library-router";
import { slideshowRenderHandler } from "./slideshows/render-job";
import { slideshowsRouter } from "./slideshows/router";
import { videosRouter } from "./videos/router";
import { videoRenderJobKind } from "./videos/videos";
import { createJobQueue, createWorker, type Worker, type WorkerOptions } from "./jobs";
import { studioWriterFor } from "./scripts/writer";
import { preloadFaceModels } from "../studio/avatar";
import { createS3MediaStore } from "./storage/s3-media-store";
import { createLocalMediaStore } from "./storage/media-store";
import type { ApiEnv, ApiServices } from "./services";

export interface Api {
  /** The Hono app under /api/v1. `env.clientIp` is the caller's address when the embedding server knows it. */
  fetch(request: Request, env?: { clientIp?: string }): Promise<Response>;
  /** Brings the database to the latest schema; idempotent. */
  migrate(): Promise<void>;
  /** True when the database answers `SELECT 1` and DATA_DIR takes writes (checked at most every 5 s). */
  isHealthy(): Promise<boolean>;
  /**
   * Starts a worker that renders videos from the job queue in this process (concurrency: RENDER_CONCURRENCY unless
   * given). Its progress reaches `video/events` at once. Stop it before close().
   */
  startRenderWorker(options?: RenderWorkerOptions): Worker;
  /**
   * Loads what a worker's first avatar training would otherwise wait for (the face models, about 2.5 s and 300 MB;
   * decision 170). Importing TensorFlow.js holds the event loop for a second or two: `npm run worker` awaits it
   * before taking jobs, the server calls it once it is listening. Never rejects.
   */
  preloadWorkerModels(): Promise<void>;
  close(): Promise<void>;
}

export interface RenderWorkerOptions extends WorkerOptions {
  /** Below 1 renders smaller frames (tests, previews). */
  scale?: number;
}

export { apiBasePath };

function buildApp(services: ApiServices) {
  const authenticator = createAuthenticator(services.db, accessTokenKey(services.config.jwtSecret), services.config.now);
  const app = new Hono<ApiEnv>().basePath(apiBasePath);

  app.use(async (context, next) => {
    context.set(
      "clientIp",
      resolveClientIp({
        givenIp: context.env?.clientIp,
        forwardedFor: context.req.header("x-forwarded-for"),
        trustProxy: services.config.trustProxy,
      }),
    );
    context.set("language", languageFromHeader(context.req.header("accept-language")));
    await next();
  });

  app.route("/auth", authRouter(services, authenticator));
  app.route("/feedback", feedbackRouter(services, authenticator));
  app.route("/platform", platformRouter(services, authenticator));
  app.route("/forms", formsRouter(services, authenticator));
  app.route("/", productsRouter(services, authenticator));
  const mediaUploads = createMediaUploads(services);
  app.route("/", mediaRouter(services, authenticator, mediaUploads));
  app.route("/", materialsRouter(services, authenticator, mediaUploads));
  app.route("/", stockRouter(services, authenticator, mediaUploads));
  app.route("/", scriptsRouter(services, authenticator));
  app.route("/", videosRouter(services, authenticator));
  app.route("/", videoRecordsRouter(services, authenticator));
  app.route("/", slideshowsRouter(services, authenticator, mediaUploads));
  app.route("/", slideLibraryRouter(services, authenticator, mediaUploads));
  app.route("/", postersRouter(services, authenticator));
  app.route("/", promoteRouter(services, authenticator));
  app.route("/", avatarsRouter(services, authenticator));
  app.route("/", sharesRouter(services, authenticator));
  app.route("/", socialRouter(services, authenticator, services.socialPlatforms));
  app.route("/", plansRouter(services, authenticator));
  app.route("/", billingRouter(services, authenticator));
  app.route("/", diagnosticsRouter(services, authenticator));
  app.route("/", affiliateRouter(services, authenticator));

  app.notFound((context) => {
    const methods = app.routes.filter((route) => route.path === context.req.path && route.method !== "ALL").map((route) => route.method);
    if (methods.length === 0) return errorResponse(context, new ApiError(404, "not_found"));
    const response = errorResponse(context, new ApiError(405, "method_not_allowed"));
    response.headers.set("allow", [...new Set(methods)].join(", "));
    return response;
  });

  app.onError((error, context) => {
    if (error instanceof ApiError) return errorResponse(context, error);
    if (isStorageFull(error)) {
      logger.error("a write failed because the data disk is full", { method: context.req.method, path: context.req.path, error });
      return errorResponse(context, new ApiError(503, "storage_full"));
    }
    // Only what identifies the failure: bodies and headers can hold passwords, codes and tokens.
    logger.error("unexpected error in /api/v1", { method: context.req.method, path: context.req.path, error });
    return errorResponse(context, new ApiError(500, "internal_error"));
  });

  return app;
}

/** REDIS_URL's connection for the shared rate limits; a start without Redis is logged and counts in memory meanwhile. */
async function connectRedisForLimits(url: string) {
  const redis = connectSharedRedis(url, { onDown: (error) => logger.warn("Redis is unreachable", { error: error.message }) });
  if (!(await sharedRedisReady(redis))) logger.warn("Redis did not answer at start; rate limits count in this process's memory until it does");
  return redis;
}

/** Creates the backend: opens the database (not migrated: call migrate()) and the mailer. */
export async function createApi(config: ApiConfig, givenRateLimitStore?: RateLimitStore): Promise<Api> {
  assertDataDirWritable(config.dataDir);
  const redis = !givenRateLimitStore && config.redisUrl ? await connectRedisForLimits(config.redisUrl) : undefined;
  const rateLimitStore =
    givenRateLimitStore ??
    (redis
      ? createRedisRateLimitStore(redis, { onFallback: (error) => logger.warn("rate limits count in this process's memory until Redis answers again", { error }) })
      : createMemoryRateLimitStore());
  const db = openDatabase(config.database);
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(path.join(config.dataDir, "outbox"), config.now, logger);
  const services: ApiServices = {
    config,
    db,
    mailer,
    rateLimit: createRateLimiter(rateLimitStore, config.rateLimitFactor, config.now),
    codeKey: createHmac("sha256", config.jwtSecret).update("promoreel e-mail codes").digest(),
    mediaStore: config.s3 ? createS3MediaStore(config.s3) : createLocalMediaStore(path.join(config.dataDir, "media")),
    writer: studioWriterFor(config),
    jobs: createJobQueue(db, { now: config.now, leaseMs: config.jobLeaseMs }),
    renderStages: renderStagesFor(config),
    storage: createStorageSpace(config.dataDir),
    // The platforms' expiry dates on the server's clock, which tests and the admin test clock move.
    socialPlatforms: createSocialPlatforms(config.social, { tiktok: { now: config.now }, youtube: { now: config.now }, instagram: { now: config.now } }),
  };
  // Takes the reserve file while there is room, so a full disk later still leaves room to say so.
  void services.storage.isWritable();
  const app = buildApp(services);
  let migrated: Promise<void> | undefined;

  return {
    fetch: async (request, env) => app.fetch(request, env ?? {}),
    migrate() {
      migrated ??= migrateToLatest(db).then(
        (applied) => {
          if (applied.length > 0) logger.info("database migrated", { applied });
        },
        (error: unknown) => {
          migrated = undefined;
          throw error;
        },
      );
      return migrated;
    },
    isHealthy: async () => (await databaseAnswers(db)) && (await services.storage.isWritable()),
    startRenderWorker({ scale, ...options } = {}) {
      const render = videoRenderHandler({
        config,
        db,
        mailer,
        mediaStore: services.mediaStore,
        stages: services.renderStages,
        storage: services.storage,
        scale: scale ?? config.renderScale,
      });
      const promotional = promotionalRenderHandler({
        config,
        db,
        mediaStore: services.mediaStore,
        stages: services.renderStages,
        storage: services.storage,
        scale: scale ?? config.renderScale,
      });
      const update = videoUpdateHandler({ config, db, mediaStore: services.mediaStore, stages: services.renderStages, scale: scale ?? config.renderScale });
      const promotionalUpdate = promotionalUpdateHandler({ config, db, mediaStore: services.mediaStore, stages: services.renderStages, scale: scale ?? config.renderScale });
      // Slides are drawn at RENDER_SCALE whoever draws them, so an edit's redraw matches the worker's first drawing.
      const draw = { db, mediaStore: services.mediaStore, scale: config.renderScale, now: config.now };
      const slideshow = slideshowRenderHandler(draw);
      const batchItem = slideshowBatchItemHandler(services, draw);
      const avatarTrain = avatarTrainHandler({ config, db, mediaStore: services.mediaStore, avatars: services.renderStages.avatars });
      const avatarInfer = avatarInferHandler({ config, db, mediaStore: services.mediaStore, stages: services.renderStages });
      const social = { db, jobs: services.jobs, keys: config.socialTokenKeys, platforms: services.socialPlatforms };
      const sample = sampleRenderHandler({
        mediaStore: services.mediaStore,
        stages: services.renderStages,
        now: config.now,
        storage: services.storage,
        scale: scale ?? config.renderScale,
      });
      return createWorker(
        services.jobs,
        {
          [videoRenderJobKind]: render,
          [videoUpdateJobKind]: update,
          [promotionalRenderJobKind]: promotional,
          [promotionalUpdateJobKind]: promotionalUpdate,
          [slideshowRenderJobKind]: slideshow,
          [slideshowBatchItemJobKind]: batchItem,
          [avatarTrainJobKind]: avatarTrain,
          [avatarInferJobKind]: avatarInfer,
          [sampleRenderJobKind]: sample,
          [publishJobKind]: publishHandler({ ...social, mediaStore: services.mediaStore, appUrl: config.appUrl }),
          [statsJobKind]: statsHandler(social),
          [keepConnectedJobKind]: keepConnectedHandler(social),
        },
        { concurrency: config.renderConcurrency, ...options },
      );
    },
    preloadWorkerModels() {
      return preloadFaceModels().catch((error: unknown) => logger.warn("the face models could not be loaded ahead of the first training", { error }));
    },
    async close() {
      mailer.close();
      if (redis) await closeSharedRedis(redis);
      await db.destroy();
    },
  };
}
