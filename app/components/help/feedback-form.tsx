import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ErrorList, Field, TextareaField } from "~/components/form-fields";
import { HoneypotField } from "~/components/honeypot-field";
import { useSchemaForm } from "~/components/use-schema-form";
import type { loader as helpLoader } from "~/routes/help";
import { EmailSchema } from "~/utils/validation";

/** The API's limit on one message (docs/api-v1.md, POST feedback). */
export const feedbackMaxLength = 5000;

export const FeedbackSchema = z.object({
  content: z.string({ required_error: "help.feedback.contentRequired" }).trim().min(1, "help.feedback.contentRequired").max(feedbackMaxLength, "help.feedback.contentTooLong"),
  email: EmailSchema.optional(),
  page: z.string().max(2000).optional(),
});

/**
 * The feedback form, posting to /help/feedback from wherever it is shown. `page` is where the person was; a
 * signed-in person is known by the session, so only a visitor is offered the e-mail box.
 */
export function FeedbackForm({ page, lastResult }: { page: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const signedInEmail = useRouteLoaderData<typeof helpLoader>("routes/help")?.signedInEmail ?? null;
  const [form, fields] = useSchemaForm(FeedbackSchema, { id: "feedback-form", lastResult, defaultValue: { page } });
  return (
    <Form method="post" action="/help/feedback" {...getFormProps(form)} className="space-y-4">
      <HoneypotField />
      <input {...getInputProps(fields.page, { type: "hidden" })} />
      <TextareaField
        label={t("help.feedback.content")}
        hint={t("help.feedback.contentHint", { max: feedbackMaxLength })}
        textareaProps={{ ...getTextareaProps(fields.content), rows: 5, maxLength: feedbackMaxLength }}
        errors={fields.content.errors}
      />
      {signedInEmail ? (
        <p className="text-sm text-muted">{t("help.feedback.signedInAs", { email: signedInEmail })}</p>
      ) : (
        <Field label={t("help.feedback.email")} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} errors={fields.email.errors} />
      )}
      <ErrorList id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary">
        {t("help.feedback.submit")}
      </button>
    </Form>
  );
}

/** The feedback form as the help center's last section, the target of its "#feedback" links. */
export function FeedbackSection({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <section id="feedback" aria-labelledby="feedback-title" className="card space-y-4 p-5 sm:p-6">
      <div className="space-y-1">
        <h2 id="feedback-title" className="text-lg font-semibold">
          {t("help.feedback.title")}
        </h2>
        <p className="text-sm text-muted">{t("help.feedback.intro")}</p>
      </div>
      <FeedbackForm page={page} />
    </section>
  );
}
