import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "~/components/auth-card";
import { EmailCodeStep, SendCodeStep } from "~/components/email-code-step";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { requireAnonymous } from "~/utils/auth.server";
import { emailCodeFlow, handleEmailCodeIntent, secondsUntilResend } from "~/utils/email-code.server";
import { readForm } from "~/utils/read-form.server";

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
  const formData = await readForm(request, context);
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
      footer={{ to: "/account/login", label: t("forgotPassword.backToSignIn") }}
    >
      {data.step === "email" ? (
        <SendCodeStep formId="forgot-email" emailLabel={t("forgotPassword.email")} sendLabel={t("forgotPassword.sendCode")} lastResult={resultFor("email")} />
      ) : (
        <EmailCodeStep email={data.email} secondsLeft={data.secondsLeft} lastResult={resultFor("code")} verifyLabel={t("forgotPassword.verify")} />
      )}
    </AuthCard>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
