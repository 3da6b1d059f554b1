import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FeedbackForm, FeedbackSchema } from "~/components/help/feedback-form";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { PageHeading } from "~/components/page-heading";
import { sendFeedback } from "~/data/feedback.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { readForm } from "~/utils/read-form.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

const helpPath = "/help";

/** `?from=` is the page the form was opened from (a path on this site); `?sent=1` after a message went through. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return json({ title: context.t("help.feedback.title"), from: safeRedirectPath(params.get("from"), helpPath), sent: params.get("sent") === "1" });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context);
  checkHoneypot(context, formData);
  const submission = parseWithZod(formData, { schema: FeedbackSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const page = safeRedirectPath(submission.value.page, helpPath);
  const sent = await sendFeedback(context, { content: submission.value.content, email: submission.value.email, page });
  if (!sent.ok) return json({ result: submission.reply({ formErrors: [sent.message] }) }, { status: 400 });
  return redirect(`/help/feedback?${new URLSearchParams({ sent: "1", from: page })}`);
}

export default function FeedbackPage() {
  const { from, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  if (sent) {
    return (
      <div role="status" className="card mx-auto max-w-xl space-y-4 p-6">
        <h1 className="text-2xl font-semibold">{t("help.feedback.sentTitle")}</h1>
        <p className="text-muted">{t("help.feedback.sentBody")}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={from} className="btn-primary">
            {t("help.feedback.backToPage")}
          </Link>
          <Link to={`/help/feedback?${new URLSearchParams({ from })}`} className="btn-secondary">
            {t("help.feedback.another")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeading title={t("help.feedback.title")} intro={t("help.feedback.intro")} />
      <p className="text-sm text-muted">
        {t("help.feedback.from", { page: from })}{" "}
        <Link to={from} className="link">
          {t("help.feedback.backToPage")}
        </Link>
      </p>
      <FeedbackForm page={from} lastResult={actionData?.result} />
    </div>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
