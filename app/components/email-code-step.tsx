import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorList, Field } from "./form-fields";
import { HoneypotField } from "./honeypot-field";
import { SendCodeSchema, VerifyCodeSchema } from "~/utils/validation";
import { useSchemaForm } from "~/components/use-schema-form";

/** The first step of sign-up and password reset: the e-mail the code goes to. */
export function SendCodeStep({
  formId,
  emailLabel,
  sendLabel,
  lastResult,
}: {
  formId: string;
  emailLabel: string;
  sendLabel: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(SendCodeSchema, { id: formId, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <HoneypotField />
      <input type="hidden" name="intent" value="send" />
      <Field label={emailLabel} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus: true }} errors={fields.email.errors} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary w-full">
        {sendLabel}
      </button>
    </Form>
  );
}

/**
 * The code step of sign-up and password reset. The resend button is disabled while the server says to wait: without
 * JavaScript the page shows the seconds left as rendered, with JavaScript they count down live.
 */
export function EmailCodeStep({
  email,
  secondsLeft,
  lastResult,
  verifyLabel,
}: {
  email: string;
  secondsLeft: number;
  lastResult?: SubmissionResult<string[]>;
  verifyLabel: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(VerifyCodeSchema, { id: "verify-code", lastResult });

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t("emailCode.sentTo", { email })}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <HoneypotField />
        <input type="hidden" name="intent" value="verify" />
        <Field
          label={t("emailCode.code")}
          inputProps={{ ...getInputProps(fields.code, { type: "text" }), inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6, autoFocus: true }}
          errors={fields.code.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary w-full">
          {verifyLabel}
        </button>
      </Form>
      <ResendCode key={secondsLeft} secondsLeft={secondsLeft} />
      <StartOverButton />
    </div>
  );
}

/** Drops the flow kept in the session, back to the e-mail step. */
export function StartOverButton() {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="restart" />
      <button type="submit" className="link text-sm">
        {t("emailCode.differentEmail")}
      </button>
    </Form>
  );
}

function ResendCode({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(secondsLeft);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  return (
    <Form method="post" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="resend" />
      <button type="submit" className="btn-secondary" disabled={left > 0}>
        {t("emailCode.resend")}
      </button>
      <p className="text-sm text-muted" aria-live="polite" data-testid="resend-countdown">
        {left > 0 ? t("emailCode.resendIn", { seconds: left }) : t("emailCode.resendNow")}
      </p>
    </Form>
  );
}
