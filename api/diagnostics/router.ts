/**
 * Diagnostics (docs/api-v1.md, Diagnostics; decision 191): the health report anyone may read, and the signed-in
 * self-test: a 5-second sample video rendered by the job queue, and a test e-mail to the caller.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Authenticator } from "../auth/authenticate";
import { errorResponse, ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import type { RateLimit } from "../http/rate-limit";
import { logger } from "../lib/logger";
import { asPlan } from "../plans/plans";
import { idField, readQuery } from "../products/fields";
import type { ApiEnv, ApiServices } from "../services";
import { fileResponse } from "../videos/file-response";
import type { TestEmailView } from "../contract/diagnostics";
import { createHealthReporter } from "./health";
import { activeSample, findOwnSample, sampleVideoKey, sampleView, startSample } from "./sample-render";
import { testMail } from "./test-mail";

const hour = 60 * 60_000;
/** A sample is a real render: a few an hour show whether rendering works without becoming a free renderer. */
const samplesPerUser: RateLimit = { name: "diagnostics-sample:user", limit: 6, windowMs: hour };
/** Enough to try again after fixing a mail filter; not enough to mail oneself in bulk. */
const testMailsPerUser: RateLimit = { name: "diagnostics-mail:user", limit: 5, windowMs: hour };

const idQuery = z.object({ id: idField });

export function diagnosticsRouter(services: ApiServices, authenticator: Authenticator) {
  const { config, db, jobs, mailer, mediaStore, rateLimit } = services;
  const router = new Hono<ApiEnv>();
  const healthReport = createHealthReporter({ config, db, storage: services.storage, tools: services.renderStages.tools, env: process.env });

  router.get("/diagnostics/health", async (context) => {
    const report = await healthReport();
    if (report.status === "ok") return ok(context, report);
    return errorResponse(context, new ApiError(503, "health_failing", { failing: report.failing.join(", ") }, report));
  });

  router.post("/diagnostics/sample", async (context) => {
    const { user } = await authenticator.required(context);
    const language = context.get("language");
    // A second press while one renders follows that one rather than starting another.
    const running = await activeSample(jobs, user.id);
    if (running) return ok(context, sampleView((await findOwnSample(jobs, user.id, running.id))!, language));
    await rateLimit(samplesPerUser, user.id);
    const job = await startSample({ jobs, mediaStore }, user.id, asPlan(user.current_plan));
    return ok(context, sampleView((await findOwnSample(jobs, user.id, job.id))!, language));
  });

  router.get("/diagnostics/sample", async (context) => {
    const { user } = await authenticator.required(context);
    const { id } = readQuery(context, idQuery);
    const job = await findOwnSample(jobs, user.id, id);
    if (!job) throw new ApiError(404, "sample_render_not_found");
    return ok(context, sampleView(job, context.get("language")));
  });

  router.get("/media/diagnostics/:id", async (context) => {
    const { user } = await authenticator.required(context);
    const job = await findOwnSample(jobs, user.id, context.req.param("id"));
    const key = job && sampleVideoKey(job);
    const response = key && (await fileResponse(mediaStore, key, "video/mp4", context.req.raw.headers));
    if (!response) throw new ApiError(404, "sample_render_not_found");
    return response;
  });

  router.post("/diagnostics/test-email", async (context) => {
    const { user } = await authenticator.required(context);
    await rateLimit(testMailsPerUser, user.id);
    const sentAt = config.now();
    try {
      await mailer.send(testMail({ to: user.email, sentAt, language: user.language === "zh-Hans" ? "zh-Hans" : "en" }));
    } catch (error) {
      logger.error("could not send a test e-mail", { error });
      throw new ApiError(500, "mail_failed");
    }
    return ok(context, { to: user.email, sent_at: sentAt } satisfies TestEmailView);
  });

  return router;
}
