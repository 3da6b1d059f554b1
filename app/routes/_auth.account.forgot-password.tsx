import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "~/components/auth-card";
import { EmailCodeStep } from "~/components/email-code-step";
import { ErrorList, Field } from "~/components/form-fields";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { HoneypotField } from "~/components/honeypot-field";
import { requireAnonymous } from "~/utils/auth.server";
import { emailCodeFlow, handleEmailCodeIntent, secondsUntilResend } from "~/utils/email-code.server";
import { SendCodeSchema } from "~/utils/validation";

const pagePath = "/account/forgot-password";
const resetPath = "/account/reset-password";

type ActionData = { form: "email" | "code"; result: SubmissionResult<string[]> };

/** E-mail → code; a verified code moves on to /account/reset-password. */
export function loader({ context }: LoaderFunctionArgs) {
  requireAnonymous(context);
  const flow = emailCodeFlow(context, "forget_password");
  if (flow?.verifiedCode) throw redirect(resetPath);
  return json(flow ? { step: "code" as const, email: flow.email, secondsLeft: secondsUntilResend(flow) } : { step: "email" as const });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireAnonymous(context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const response = await handleEmailCodeIntent({ intent, formData, context, purpose: "forget_password", pagePath, verifiedPath: resetPath });
  return response ?? redirect(pagePath);
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const resultFor = (form: ActionData["form"]) => (actionData?.form === form ? actionData.result : undefined);

  return (
    <AuthCard
      title={t("forgotPassword.title")}
      subtitle={data.step === "email" ? t("forgotPassword.subtitle") : t("forgotPassword.stepCode")}
      footer={
        <Link to="/account/login" className="link">
          {t("forgotPassword.backToSignIn")}
        </Link>
      }
    >
      {data.step === "email" ? (
        <EmailStep lastResult={resultFor("email")} />
      ) : (
        <EmailCodeStep email={data.email} secondsLeft={data.secondsLeft} lastResult={resultFor("code")} verifyLabel={t("forgotPassword.verify")} />
      )}
    </AuthCard>
  );
}

function EmailStep({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "forgot-email",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SendCodeSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <HoneypotField />
      <input type="hidden" name="intent" value="send" />
      <Field label={t("forgotPassword.email")} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus: true }} errors={fields.email.errors} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary w-full">
        {t("forgotPassword.sendCode")}
      </button>
    </Form>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
