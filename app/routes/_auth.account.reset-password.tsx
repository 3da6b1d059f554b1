import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "~/components/auth-card";
import { ErrorList, NewPasswordFields } from "~/components/form-fields";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { HoneypotField } from "~/components/honeypot-field";
import { resetForgottenPassword } from "~/data/account.server";
import { requireAnonymous } from "~/utils/auth.server";
import { emailCodeFlow } from "~/utils/email-code.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { loginPath } from "~/utils/safe-redirect";
import { passwordFields, withNewPassword } from "~/utils/validation";
import { readForm } from "~/utils/read-form.server";
import { useSchemaForm } from "~/components/use-schema-form";

const NewPasswordSchema = withNewPassword({});

/** Only reachable with a code verified on /account/forgot-password. */
function requireVerifiedReset(context: AppLoadContext) {
  requireAnonymous(context);
  const flow = emailCodeFlow(context, "forget_password");
  if (!flow?.verifiedCode) throw redirect("/account/forgot-password");
  return { email: flow.email, code: flow.verifiedCode };
}

export function loader({ context }: LoaderFunctionArgs) {
  return json({ email: requireVerifiedReset(context).email });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { email, code } = requireVerifiedReset(context);
  const formData = await readForm(request, context);
  checkHoneypot(context, formData);
  const submission = parseWithZod(formData, { schema: NewPasswordSchema });
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: passwordFields }) }, { status: 400 });

  const reset = await resetForgottenPassword(context, { email, code, password: submission.value.password });
  if (!reset.ok) return json({ result: submission.reply({ formErrors: [reset.message], hideFields: passwordFields }) }, { status: 400 });
  context.session.setEmailCode(null);
  context.toasts.success(context.t("resetPassword.done"));
  return redirect(loginPath);
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(NewPasswordSchema, { id: "reset-password", lastResult: actionData?.result });

  return (
    <AuthCard title={t("resetPassword.title")} subtitle={t("resetPassword.subtitle", { email })} footer={{ to: "/account/login", label: t("forgotPassword.backToSignIn") }}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <HoneypotField />
        <NewPasswordFields fields={fields} labels={{ password: t("resetPassword.password"), confirmPassword: t("resetPassword.confirmPassword") }} autoFocus />
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary w-full">
          {t("resetPassword.submit")}
        </button>
      </Form>
    </AuthCard>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
