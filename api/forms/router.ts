/**
 * Hosted forms: the public definition the form page shows, responses (checked, rate-limited, one per e-mail, or
 * checked and dropped in the sandbox), abuse reports, the owner's CSV export, and owners creating and replacing
 * their forms.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { z, type ZodIssue } from "zod";
import type { Authenticator } from "../auth/authenticate";
import { isUniqueViolation } from "../db/connection";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { logger } from "../lib/logger";
import { translate, type Language, type MessageKey, type MessageParams } from "../http/i18n";
import type { RateLimit } from "../http/rate-limit";
import { readBody } from "../products/fields";
import type { ApiEnv, ApiServices } from "../services";
import { checkAnswers, type AnswerProblem } from "../contract/form-answers";
import { formIdPattern } from "../contract/forms";
import { reportLimits, reportReasons } from "../contract/form-reports";
import { dedupFieldKey, formDefinition, formLimits } from "./definition";
import { formView } from "./form-view";
import { countOwnForms, findForm, insertForm, isFormOwner, isMadeByUser, isProductOperator, replaceDefinition, type StoredForm } from "./forms";
import { reportMail, storeReport } from "./reports";
import { purgeExpiredResponses, responseRetention, responsesCsv, storeResponse } from "./responses";

const minute = 60_000;
/** Per IP and form, times RATE_LIMIT_FACTOR: a person answers once; this leaves room for typos and a shared office IP. */
export const formResponsesByIp: RateLimit = { name: "form-responses:ip", limit: 20, windowMs: 10 * minute };
/** Per IP over all forms, times RATE_LIMIT_FACTOR: a person reports a form or two, not dozens. */
export const formReportsByIp: RateLimit = { name: "form-reports:ip", limit: 5, windowMs: 60 * minute };
export const maxFormsPerUser = 50;
export const responseLimits = { answers: 64, answerLength: 5000, hiddenValue: 500, tracking: 255 } as const;

/** Values a page passes along (hidden fields, where it was embedded) are cut to size rather than refused: the visitor cannot fix them. */
const cutTo = (max: number) => z.string().transform((value) => value.slice(0, max));

const responseBody = z.object({
  answers: z
    .record(z.union([z.string().max(responseLimits.answerLength), z.number()]))
    .refine((answers) => Object.keys(answers).length <= responseLimits.answers, `at most ${responseLimits.answers} answers`),
  hidden: z.record(cutTo(responseLimits.hiddenValue)).default({}),
  source: cutTo(responseLimits.tracking).optional(),
  medium: cutTo(responseLimits.tracking).optional(),
  medium_version: cutTo(responseLimits.tracking).optional(),
  embed_type: cutTo(responseLimits.tracking).optional(),
  ga_client_id: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/)
    .optional(),
  /** The id the page was given when it loaded, so form-started and form-submit name the same response. */
  response_id: z.string().uuid().optional(),
  sandbox: z.boolean().default(false),
});

const problemMessages: { [Code in AnswerProblem["code"]]: MessageKey } = {
  required: "form_answer_required",
  email_format: "email_format",
  url_format: "form_answer_url",
  number_format: "form_answer_number",
  number_too_small: "form_answer_number_min",
  number_too_large: "form_answer_number_max",
  choice_invalid: "form_answer_choice",
  too_long: "form_answer_too_long",
};

function problemText(problem: AnswerProblem, language: Language): string {
  const { code, ...params } = problem;
  return translate(problemMessages[code], language, params as MessageParams);
}

const createBody = z.object({ id: z.string().regex(formIdPattern).optional(), definition: z.unknown() });
const reportBody = z.object({
  reason: z.enum(reportReasons),
  details: z
    .string()
    .trim()
    .max(reportLimits.details)
    .optional()
    .transform((text) => text || null),
});
const replaceBody = z.object({ definition: z.unknown() });

/** A unique index or a primary key refused the row (SQLite names the second differently). */
function isDuplicateKey(error: unknown) {
  return isUniqueViolation(error) || (error as { code?: unknown } | null)?.code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/**
 * The shape first, then the size of what would be stored: the schema keeps only known keys, so no nesting a caller
 * sends can be too deep to measure.
 */
function parseDefinition(input: unknown) {
  const parsed = formDefinition.safeParse(input);
  if (!parsed.success) {
    const issue: ZodIssue = parsed.error.issues[0]!;
    throw new ApiError(400, "form_definition_invalid", { field: ["definition", ...issue.path].join("."), problem: issue.message });
  }
  if (JSON.stringify(parsed.data).length > formLimits.definitionBytes) {
    throw new ApiError(413, "payload_too_large", { limit: formLimits.definitionBytes / 1024 });
  }
  return parsed.data;
}

/** A form id nobody will guess or mistype into another's: 10 characters of base62-ish letters. */
function newFormId() {
  return randomBytes(8).toString("base64url").replace(/[-_]/g, "x").slice(0, 10);
}

export function formsRouter({ config, db, mailer, rateLimit }: ApiServices, authenticator: Authenticator) {
  const router = new Hono<ApiEnv>();

  async function requireForm(context: Context<ApiEnv>): Promise<StoredForm> {
    const id = context.req.param("id") ?? "";
    const form = formIdPattern.test(id) ? await findForm(db, id) : undefined;
    if (!form) throw new ApiError(404, "form_not_found");
    if (form.disabledAt !== null) throw new ApiError(404, "form_disabled");
    return form;
  }

  async function requireOwnForm(context: Context<ApiEnv>): Promise<StoredForm> {
    const { user } = await authenticator.required(context);
    const form = await requireForm(context);
    if (!isFormOwner(form, user, config.formsOwnerEmail)) throw new ApiError(403, "form_owner_only");
    return form;
  }

  router.get("/:id", async (context) => {
    const form = await requireForm(context);
    return ok(context, formView(form, context.get("language")));
  });

  let lastPurgeAt = Number.NEGATIVE_INFINITY;
  /** Old responses go when answers come in, at most once an hour per process: the purge reads an index by age. */
  async function purgeWhenDue(now: number) {
    if (now - lastPurgeAt < responseRetention.purgeEveryMs) return;
    lastPurgeAt = now;
    const purged = await purgeExpiredResponses(db, now);
    if (purged > 0) logger.info("expired form responses deleted", { purged, retentionDays: responseRetention.days });
  }

  router.post("/:id/responses", async (context) => {
    const form = await requireForm(context);
    // The form goes in the rule's name so the subject stays an address, counted by its network like every other.
    await rateLimit({ ...formResponsesByIp, name: `${formResponsesByIp.name}:${form.id}` }, context.get("clientIp"));
    const body = await readBody(context, responseBody);
    const view = formView(form, "en");
    const { answers, problems, valid } = checkAnswers(view.fields, body.answers);
    if (!valid) {
      const language = context.get("language");
      const errors = Object.fromEntries(Object.entries(problems).map(([key, problem]) => [key, problemText(problem, language)]));
      throw new ApiError(400, "form_answers_invalid", {}, { errors });
    }

    const emailKey = dedupFieldKey(form.definition);
    const email = emailKey ? ((answers[emailKey] as string | null) ?? null) : null;
    const id = body.response_id ?? randomUUID();
    const hidden = Object.fromEntries(Object.entries(body.hidden).filter(([name, value]) => form.definition.hidden_fields.includes(name) && value !== ""));

    // The sandbox checks the answers and nothing stored: it must not tell anyone who has already answered.
    if (body.sandbox) return ok(context, { id, sandbox: true });
    const now = config.now();
    await purgeWhenDue(now);
    const response = {
      id,
      formId: form.id,
      email,
      answers,
      hidden,
      source: body.source ?? null,
      medium: body.medium ?? null,
      mediumVersion: body.medium_version ?? null,
      embedType: body.embed_type ?? null,
      gaClientId: body.ga_client_id ?? null,
      createdAt: now,
    };
    let outcome;
    try {
      outcome = await storeResponse(db, response, { capped: isMadeByUser(form) });
    } catch (error) {
      // The same e-mail: the unique index decides, also between racing requests.
      if (isDuplicateKey(error)) throw new ApiError(409, "form_duplicate_response");
      throw error;
    }
    if (!outcome.stored) {
      if (outcome.reason === "full") throw new ApiError(409, "form_full");
      throw new ApiError(409, "form_duplicate_response");
    }
    return ok(context, { id: outcome.id, sandbox: false });
  });

  router.post("/:id/reports", async (context) => {
    const form = await requireForm(context);
    // The product's own forms are the product speaking: a report about them is feedback, not abuse.
    if (!isMadeByUser(form)) throw new ApiError(404, "form_not_found");
    await rateLimit(formReportsByIp, context.get("clientIp"));
    const body = await readBody(context, reportBody);
    const outcome = await storeReport(db, { formId: form.id, reason: body.reason, details: body.details, now: config.now() });
    if (outcome.stored && outcome.firstToday && config.formsOwnerEmail) {
      const mail = reportMail({ to: config.formsOwnerEmail, formId: form.id, reason: body.reason, details: body.details, appUrl: config.appUrl });
      // The report is kept either way; a mail server that is down must not lose it or fail the visitor.
      await mailer.send(mail).catch((error: Error) => logger.error("the form report mail was not sent", { formId: form.id, error: error.message }));
    }
    return ok(context, { received: true });
  });

  router.get("/:id/responses.csv", async (context) => {
    const form = await requireOwnForm(context);
    return new Response(responsesCsv(db, form.id, form.definition), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${form.id}-responses.csv"`,
        "cache-control": "no-store",
      },
    });
  });

  router.post("/", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, createBody);
    const definition = parseDefinition(body.definition);
    // Only the product chooses form ids (and its forms are nobody's): a user's form cannot be /to/account-verify.
    const operator = isProductOperator(user, config.formsOwnerEmail);
    if (body.id !== undefined && !operator) throw new ApiError(400, "form_id_not_yours");
    if (!operator && (await countOwnForms(db, user.id)) >= maxFormsPerUser) throw new ApiError(409, "forms_limit_reached", { max: maxFormsPerUser });
    const id = body.id ?? newFormId();
    try {
      await insertForm(db, { id, ownerUserId: operator ? null : user.id, definition, now: config.now() });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ApiError(409, "form_id_taken", { id });
      throw error;
    }
    return ok(context, formView({ id, ownerUserId: operator ? null : user.id, definition }, context.get("language")));
  });

  router.put("/:id", async (context) => {
    const form = await requireOwnForm(context);
    const { definition: input } = await readBody(context, replaceBody);
    const definition = parseDefinition(input);
    await replaceDefinition(db, form.id, definition, config.now());
    return ok(context, formView({ ...form, definition }, context.get("language")));
  });

  return router;
}
