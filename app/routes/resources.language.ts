import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isLocale } from "~/i18n";
import { preferences } from "~/utils/preferences.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { readForm } from "~/utils/read-form.server";

/** The language switcher posts here (works without JavaScript): set the cookie, go back. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context);
  const redirectTo = safeRedirectPath(formData.get("redirectTo"));
  const locale = formData.get("lng");
  if (!isLocale(locale)) return redirect(redirectTo);
  return redirect(redirectTo, { headers: { "Set-Cookie": await preferences(context.config).localeCookie.serialize(locale) } });
}

export const loader = () => redirect("/");
