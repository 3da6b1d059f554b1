import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { AuthCard } from "~/components/auth-card";
import { EmailCodeStep, SendCodeStep, StartOverButton } from "~/components/email-code-step";
import { CheckboxField, ErrorList, Field, NewPasswordFields } from "~/components/form-fields";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { HoneypotField } from "~/components/honeypot-field";
import { register } from "~/data/account.server";
import { requireAnonymous } from "~/utils/auth.server";
import { emailCodeFlow, handleEmailCodeIntent, secondsUntilResend } from "~/utils/email-code.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { homePath } from "~/utils/safe-redirect";
import { invitationCodeOf } from "~/utils/invitation.server";
import { NameSchema, passwordFields, withNewPassword } from "~/utils/validation";
import { readForm } from "~/utils/read-form.server";
import { useSchemaForm } from "~/components/use-schema-form";

const pagePath = "/account/register";

const DetailsSchema = withNewPassword({
  name: NameSchema,
  agree: z.boolean({ required_error: "validation.agreeTerms" }).refine(Boolean, "validation.agreeTerms"),
});

type ActionData = { form: "email" | "code" | "details"; result: SubmissionResult<string[]> };

/** Three steps kept in the session: e-mail → code (email_captcha_verify) → name and password (register). */
export function loader({ context }: LoaderFunctionArgs) {
  requireAnonymous(context);
  const flow = emailCodeFlow(context, "register");
  if (!flow) return json({ step: "email" as const });
  if (!flow.verifiedCode) return json({ step: "code" as const, email: flow.email, secondsLeft: secondsUntilResend(flow) });
  return json({ step: "details" as const, email: flow.email });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireAnonymous(context);
  const formData = await readForm(request, context);
  const intent = String(formData.get("intent") ?? "");
  const codeStep = await handleEmailCodeIntent({ intent, formData, context, purpose: "register", pagePath, verifiedPath: pagePath });
  if (codeStep) return codeStep;
  if (intent !== "register") return redirect(pagePath);

  checkHoneypot(context, formData);
  const flow = emailCodeFlow(context, "register");
  if (!flow?.verifiedCode) return redirect(pagePath);
  const submission = parseWithZod(formData, { schema: DetailsSchema });
  const reply = (formErrors?: string[]) => json<ActionData>({ form: "details", result: submission.reply({ formErrors, hideFields: passwordFields }) }, { status: 400 });
  if (submission.status !== "success") return reply();

  const { name, password } = submission.value;
  const invitationCode = await invitationCodeOf(request, context);
  const registered = await register(context, { email: flow.email, code: flow.verifiedCode, name, password, invitationCode });
  if (!registered.ok) return reply([registered.message]);
  context.toasts.success(context.t("register.welcome", { name }));
  return redirect(homePath);
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const resultFor = (form: ActionData["form"]) => (actionData?.form === form ? actionData.result : undefined);

  return (
    <AuthCard
      title={t("register.title")}
      subtitle={t(data.step === "email" ? "register.stepEmail" : data.step === "code" ? "register.stepCode" : "register.stepDetails")}
      footer={{ question: t("register.haveAccount"), to: "/account/login", label: t("register.signIn") }}
    >
      {data.step === "email" ? (
        <SendCodeStep formId="register-email" emailLabel={t("register.email")} sendLabel={t("register.sendCode")} lastResult={resultFor("email")} />
      ) : null}
      {data.step === "code" ? <EmailCodeStep email={data.email} secondsLeft={data.secondsLeft} lastResult={resultFor("code")} verifyLabel={t("register.verify")} /> : null}
      {data.step === "details" ? (
        <>
          <DetailsStep email={data.email} lastResult={resultFor("details")} />
          <StartOverButton />
        </>
      ) : null}
    </AuthCard>
  );
}

function DetailsStep({ email, lastResult }: { email: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(DetailsSchema, { id: "register-details", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <HoneypotField />
      <input type="hidden" name="intent" value="register" />
      <p className="text-sm text-muted">{email}</p>
      <Field label={t("register.name")} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name", autoFocus: true }} errors={fields.name.errors} />
      <NewPasswordFields fields={fields} labels={{ password: t("register.password"), confirmPassword: t("register.confirmPassword") }} />
      <CheckboxField label={t("register.agree")} inputProps={getInputProps(fields.agree, { type: "checkbox" })} errors={fields.agree.errors} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary w-full">
        {t("register.submit")}
      </button>
    </Form>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
