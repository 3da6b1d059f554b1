import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { formIdPattern, reportLimits, reportReasons } from "../../api/contract";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { HoneypotField } from "~/components/honeypot-field";
import { CheckBadge, FormNotFound } from "~/components/hosted-form/form-screens";
import { readHostedForm, reportForm } from "~/data/hosted-form.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { readForm } from "~/utils/read-form.server";

/**
 * Reporting a form a user made (linked from its notice): a plain page that works without an account or JavaScript.
 * The product's own forms have no such page.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Promoreel` : "Promoreel" }, { name: "robots", content: "noindex" }];

type ActionData = { sent: true } | { sent: false; message: string };

async function reportableForm(params: LoaderFunctionArgs["params"], context: LoaderFunctionArgs["context"]) {
  const formId = params.formId;
  if (!formId || !formIdPattern.test(formId)) throw json({ message: "not found" }, { status: 404 });
  return readHostedForm(context, formId, { madeByUser: true });
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const form = await reportableForm(params, context);
  return json({ formId: form.id, formTitle: form.title, title: context.t("hostedForm.report.title"), honeypot: context.honeypot.getInputProps() });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const form = await reportableForm(params, context);
  const formData = await readForm(request, context);
  checkHoneypot(context, formData);
  const reason = formData.get("reason");
  if (typeof reason !== "string" || !(reportReasons as readonly string[]).includes(reason)) {
    return json<ActionData>({ sent: false, message: context.t("hostedForm.report.chooseReason") }, { status: 400 });
  }
  const details = formData.get("details");
  const reported = await reportForm(context, form.id, { reason, details: typeof details === "string" ? details : undefined });
  if (!reported.ok) return json<ActionData>({ sent: false, message: reported.message }, { status: reported.status });
  return json<ActionData>({ sent: true });
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function ReportFormPage() {
  const { formId, formTitle, honeypot } = useLoaderData<typeof loader>();
  const outcome = useActionData<ActionData>();
  const sending = useNavigation().state === "submitting";
  const { t } = useTranslation();

  if (outcome?.sent) {
    return (
      <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 py-12 text-center">
        <CheckBadge tone="success" />
        <h1 className="text-2xl font-semibold text-ink">{t("hostedForm.report.sentTitle")}</h1>
        <p className="text-muted">{t("hostedForm.report.sentBody")}</p>
      </main>
    );
  }
  return (
    <HoneypotProvider {...honeypot}>
      <main className="mx-auto min-h-screen max-w-xl px-6 py-12">
        <h1 className="text-2xl font-semibold text-ink">{t("hostedForm.report.title")}</h1>
        <p className="mt-3 text-muted">{t("hostedForm.report.intro", { title: formTitle })}</p>
        <Form method="post" className="mt-8 space-y-6">
          <HoneypotField />
          <fieldset className="space-y-3">
            <legend className="mb-3 font-semibold text-ink">{t("hostedForm.report.reason")}</legend>
            {reportReasons.map((reason) => (
              <label key={reason} className="flex min-h-11 items-center gap-3 rounded-lg border border-line px-4 py-2 text-ink">
                <input type="radio" name="reason" value={reason} required className="h-4 w-4 shrink-0" />
                {t(`hostedForm.report.reasons.${reason}`)}
              </label>
            ))}
          </fieldset>
          <div>
            <label htmlFor="report-details" className="mb-2 block font-semibold text-ink">
              {t("hostedForm.report.details")}
            </label>
            <textarea id="report-details" name="details" rows={4} maxLength={reportLimits.details} className="input w-full" />
          </div>
          {outcome && !outcome.sent && (
            <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
              {outcome.message}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" disabled={sending} className="btn-primary min-h-11 px-6">
              {t("hostedForm.report.send")}
            </button>
            <a href={`/to/${encodeURIComponent(formId)}`} className="link text-sm">
              {t("hostedForm.report.backToForm")}
            </a>
          </div>
        </Form>
      </main>
    </HoneypotProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <FormNotFound /> : <GeneralErrorBoundary />;
}
