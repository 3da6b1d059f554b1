import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { AuthCard } from "~/components/auth-card";
import { ErrorList, Field, PasswordField } from "~/components/form-fields";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { HoneypotField } from "~/components/honeypot-field";
import { useSchemaForm } from "~/components/use-schema-form";
import { signIn } from "~/data/account.server";
import { requireAnonymous } from "~/utils/auth.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { EmailSchema, passwordFields } from "~/utils/validation";
import { readForm } from "~/utils/read-form.server";

const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ required_error: "validation.passwordRequired" }),
  redirect: z.string().optional(),
});

export function loader({ context }: LoaderFunctionArgs) {
  requireAnonymous(context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireAnonymous(context);
  const formData = await readForm(request, context);
  checkHoneypot(context, formData);
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: passwordFields }) }, { status: 400 });

  const signedIn = await signIn(context, submission.value);
  if (!signedIn.ok) return json({ result: submission.reply({ formErrors: [signedIn.message], hideFields: passwordFields }) }, { status: 400 });
  return redirect(safeRedirectPath(submission.value.redirect));
}

export default function LoginPage() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirect") ?? "";
  const [form, fields] = useSchemaForm(LoginSchema, { id: "login", lastResult: actionData?.result });

  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle")} footer={{ question: t("login.noAccount"), to: "/account/register", label: t("login.signUp") }}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <HoneypotField />
        <input type="hidden" name="redirect" value={redirectTo} />
        <Field
          label={t("login.email")}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus: true }}
          errors={fields.email.errors}
        />
        <PasswordField label={t("login.password")} field={fields.password} autoComplete="current-password" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex justify-end text-sm">
          <Link to="/account/forgot-password" className="link">
            {t("login.forgotPassword")}
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full">
          {t("login.submit")}
        </button>
      </Form>
    </AuthCard>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
