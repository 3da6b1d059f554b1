import { Hono } from "hono";
import { z } from "zod";
import type { Authenticator } from "../auth/authenticate";
import { emailField } from "../auth/fields";
import { ok } from "../http/envelope";
import { readJsonBody } from "../http/json-body";
import { rateLimits } from "../http/rate-limit";
import { storeReport, storedReportRules } from "../lib/stored-reports";
import type { ApiEnv, ApiServices } from "../services";

const feedbackBody = z.object({
  content: z.string().trim().min(1).max(5000),
  // A feedback form's e-mail box is often sent empty: that means "no e-mail", not a malformed one.
  email: z
    .literal("")
    .transform(() => undefined)
    .or(emailField)
    .optional(),
  page: z.string().max(2000).optional(),
});

export function feedbackRouter({ config, db, rateLimit }: ApiServices, authenticator: Authenticator) {
  const router = new Hono<ApiEnv>();

  router.post("/", async (context) => {
    await rateLimit(rateLimits.reportsByIp("feedback"), context.get("clientIp"));
    const body = await readJsonBody(context, feedbackBody);
    const session = await authenticator.optional(context);
    const id = await storeReport(
      db,
      storedReportRules.feedback,
      { user_id: session?.user.id ?? null, email: body.email ?? session?.user.email ?? null, page: body.page ?? null, content: body.content },
      config.now,
    );
    return ok(context, { id });
  });

  return router;
}
