import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ErrorList, NewPasswordFields, PasswordField } from "~/components/form-fields";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { changePassword } from "~/data/account.server";
import { requireUserId } from "~/utils/auth.server";
import { passwordFields, withNewPassword } from "~/utils/validation";
import { readForm } from "~/utils/read-form.server";
import { useSchemaForm } from "~/components/use-schema-form";

const ChangePasswordSchema = withNewPassword({ currentPassword: z.string({ required_error: "validation.passwordRequired" }) });

/** Change password (reset_password): the API revokes every session of the user and returns new tokens for this one. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: passwordFields }) }, { status: 400 });

  const changed = await changePassword(context, submission.value);
  if (!changed.ok) return json({ result: submission.reply({ formErrors: [changed.message], hideFields: passwordFields }) }, { status: 400 });
  context.toasts.success(context.t("changePassword.done"));
  return redirect("/account-user");
}

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(ChangePasswordSchema, { id: "change-password", lastResult: actionData?.result });

  return (
    <div className="mx-auto max-w-md space-y-6">
      <h1 className="text-2xl font-semibold">{t("changePassword.title")}</h1>
      <Form method="post" {...getFormProps(form)} className="card space-y-4">
        <PasswordField label={t("changePassword.currentPassword")} field={fields.currentPassword} autoComplete="current-password" autoFocus />
        <NewPasswordFields fields={fields} labels={{ password: t("changePassword.newPassword"), confirmPassword: t("changePassword.confirmPassword") }} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary">
            {t("changePassword.submit")}
          </button>
          <Link to="/account-user" className="btn-secondary">
            {t("changePassword.cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
