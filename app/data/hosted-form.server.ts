import { json, type AppLoadContext } from "@remix-run/node";
import type { FormView } from "../../api/contract";
import type { EmbedParams } from "~/utils/embed-params";

/**
 * The form as the API shows it to anyone. An unknown form is the page's 404, and so is one the product made when
 * `madeByUser` is asked for (only a user's form can be reported); an API that cannot say is a 502.
 */
export async function readHostedForm(context: AppLoadContext, formId: string, { madeByUser = false } = {}): Promise<FormView> {
  const result = await context.api.get<FormView>(`forms/${encodeURIComponent(formId)}`, undefined, { auth: false, toast: false });
  const missing = result.ok ? madeByUser && !result.data.made_by_user : result.status === 404;
  if (!result.ok || missing) throw json({ message: result.message }, { status: missing ? 404 : 502 });
  return result.data;
}

/** Reports a user's form to us; `status` is the page's HTTP status for a refusal. */
export async function reportForm(context: AppLoadContext, formId: string, report: { reason: string; details?: string }): Promise<{ ok: true } | { ok: false; message: string; status: number }> {
  const result = await context.api.post(`forms/${encodeURIComponent(formId)}/reports`, report, { auth: false, toast: false });
  return result.ok ? { ok: true } : { ok: false, message: result.message, status: result.status >= 400 ? result.status : 502 };
}

/** A form page posts a few short answers: 64 KiB is far more than enough, and nothing past it is kept. */
export const maxFormBodyBytes = 64 * 1024;

/**
 * The host a user's form would send the visitor to after submitting, when that is another site than ours: the page
 * names it and waits for a click instead of going there by itself. Null when the form goes nowhere, stays on our
 * site, or is the product's own.
 */
export function foreignRedirectHost(form: Pick<FormView, "made_by_user" | "thank_you">, appUrl: string): string | null {
  const address = form.thank_you.redirect_url;
  if (!form.made_by_user || !address) return null;
  const destination = new URL(address);
  return destination.origin === new URL(appUrl).origin ? null : destination.host;
}

/** The body of `POST forms/:id/responses` from the page's fields and the embed's parameters. */
export function responseRequestBody(formData: FormData, embed: EmbedParams) {
  const answers: Record<string, string> = {};
  const hidden: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value !== "string") continue;
    if (name.startsWith("answer.")) answers[name.slice("answer.".length)] = value;
    else if (name.startsWith("hidden.")) hidden[name.slice("hidden.".length)] = value;
  }
  const responseId = formData.get("response_id");
  const gaClientId = formData.get("ga_client_id");
  // disable-tracking: the response keeps its answers and hidden fields, but not where it came from.
  const tracking = embed.disableTracking
    ? {}
    : {
        source: embed.source ?? undefined,
        medium: embed.medium ?? undefined,
        medium_version: embed.mediumVersion ?? undefined,
        embed_type: embed.embedType ?? undefined,
        ga_client_id: embed.shareGaInstance && typeof gaClientId === "string" && gaClientId ? gaClientId : undefined,
      };
  return {
    answers,
    hidden,
    ...tracking,
    response_id: typeof responseId === "string" && responseId ? responseId : undefined,
    sandbox: embed.sandbox,
  };
}

export type SubmitOutcome =
  | { status: "submitted"; responseId: string; sandbox: boolean }
  /** `values` go back to the page so a visitor without JavaScript finds their answers still filled in. */
  | { status: "invalid"; message: string; errors: Record<string, string>; values: Record<string, string> }
  | { status: "duplicate"; message: string }
  | { status: "failed"; message: string; values: Record<string, string> };

/** Sends the response to the API and says what the visitor sees next, with the HTTP status of the page. */
export async function submitResponse(context: AppLoadContext, formId: string, body: ReturnType<typeof responseRequestBody>) {
  const result = await context.api.post<{ id: string; sandbox: boolean }>(`forms/${encodeURIComponent(formId)}/responses`, body, { auth: false, toast: false });
  const reply = (outcome: SubmitOutcome, status: number) => json(outcome, { status });
  if (result.ok) return reply({ status: "submitted", responseId: result.data.id, sandbox: result.data.sandbox }, 200);
  const errors = (result.data as { errors?: Record<string, string> } | null)?.errors;
  if (result.status === 400 && errors) return reply({ status: "invalid", message: result.message, errors, values: body.answers }, 400);
  // A duplicate is an answer the page shows (its own screen), not a failed request.
  if (result.status === 409) return reply({ status: "duplicate", message: result.message }, 200);
  return reply({ status: "failed", message: result.message, values: body.answers }, result.status >= 400 ? result.status : 502);
}
