import { Hono } from "hono";
import { z } from "zod";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { readJsonBody } from "../http/json-body";
import { rateLimits } from "../http/rate-limit";
import { storeReport, storedReportRules } from "../lib/stored-reports";
import type { ApiEnv, ApiServices } from "../services";

const exceptionBodyLimitBytes = 16 * 1024;

const exceptionReport = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(16_000).optional(),
  url: z.string().max(2000).optional(),
  user_agent: z.string().max(1000).optional(),
});

/** Error reports sent by browsers: stored for whoever investigates, capped and rate-limited because anyone can post. */
export function platformRouter({ config, db, rateLimit }: ApiServices, authenticator: Authenticator) {
  const router = new Hono<ApiEnv>();

  router.post("/exception", async (context) => {
    await rateLimit(rateLimits.reportsByIp("platform/exception"), context.get("clientIp"));
    const report = await readJsonBody(context, exceptionReport, exceptionBodyLimitBytes);
    // A report must get through even when the reporter's session has expired: a bad token just makes it anonymous.
    const session = await authenticator.optional(context).catch(() => null);
    const id = await storeReport(
      db,
      storedReportRules.exceptionReports,
      {
        user_id: session?.user.id ?? null,
        message: report.message,
        stack: report.stack ?? null,
        url: report.url ?? null,
        user_agent: report.user_agent ?? null,
        client_ip: context.get("clientIp"),
      },
      config.now,
    );
    return ok(context, { id });
  });

  return router;
}
