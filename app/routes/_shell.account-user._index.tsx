import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ErrorList, Field } from "~/components/form-fields";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { LanguageSwitch, ThemeSwitch } from "~/components/preference-switches";
import { SignOutButton } from "~/components/sign-out-button";
import { useShellUser } from "~/components/use-shell-user";
import type { loader as rootLoader } from "~/root";
import { renameUser } from "~/data/account.server";
import { requireUserId } from "~/utils/auth.server";
import { NameSchema } from "~/utils/validation";
import { readForm } from "~/utils/read-form.server";
import { useSchemaForm } from "~/components/use-schema-form";
import { LabelledValue } from "~/components/labelled-value";

const RenameSchema = z.object({ intent: z.literal("rename"), name: NameSchema });

export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: RenameSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const saved = await renameUser(context, submission.value.name);
  if (!saved.ok) return json({ result: submission.reply({ formErrors: [saved.message] }) }, { status: 400 });
  context.toasts.success(context.t("account.nameSaved"));
  return redirect("/account-user");
}

/** Account: name (editable), e-mail, plan, quota, language, theme, password, sign out. */
export default function AccountPage() {
  const { t } = useTranslation();
  const user = useShellUser();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(RenameSchema, { id: "rename", lastResult: actionData?.result, defaultValue: { name: user.name } });

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold">{t("account.title")}</h1>
      <dl className="card divide-y divide-line p-0">
        <LabelledValue look="row" label={t("account.name")}>
          <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-start gap-2">
            <input type="hidden" name="intent" value="rename" />
            <div className="min-w-0 flex-1">
              <Field label={t("account.name")} hideLabel inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }} errors={fields.name.errors} />
            </div>
            <button type="submit" className="btn-primary">
              {t("account.saveName")}
            </button>
            <div className="w-full">
              <ErrorList id={form.errorId} errors={form.errors} />
            </div>
          </Form>
        </LabelledValue>
        <LabelledValue look="row" label={t("account.email")}>
          {user.email}
        </LabelledValue>
        <LabelledValue look="row" label={t("account.plan")}>
          {t(`plan.${user.current_plan}`)}
        </LabelledValue>
        <LabelledValue look="row" label={t("account.used")}>{`${user.quota.used} / ${user.quota.limit}`}</LabelledValue>
        <LabelledValue look="row" label={t("account.left")}>
          {user.quota.remaining}
        </LabelledValue>
        <LabelledValue look="row" label={t("account.language")}>
          <LanguageSwitch current={root?.locale ?? "en"} />
        </LabelledValue>
        <LabelledValue look="row" label={t("account.theme")}>
          <ThemeSwitch current={root?.theme ?? "system"} />
        </LabelledValue>
        <LabelledValue look="row" label={t("affiliate.accountRow")}>
          <Link to="/account-user/affiliate" className="link">
            {t("affiliate.accountLink")}
          </Link>
        </LabelledValue>
        <LabelledValue look="row" label={t("social.accountRow")}>
          <Link to="/account-user/connections" className="link">
            {t("social.accountLink")}
          </Link>
        </LabelledValue>
        <LabelledValue look="row" label={t("account.password")}>
          <Link to="/account-user/password" className="link">
            {t("account.changePassword")}
          </Link>
        </LabelledValue>
      </dl>
      <SignOutButton label={t("account.signOut")} className="btn-secondary" />
    </div>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
