import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { preferences } from "~/utils/preferences.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { isTheme } from "~/utils/theme";
import { readForm } from "~/utils/read-form.server";

/** The theme switch posts here (works without JavaScript): set the cookie, go back. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context);
  const redirectTo = safeRedirectPath(formData.get("redirectTo"));
  const theme = formData.get("theme");
  if (!isTheme(theme)) return redirect(redirectTo);
  return redirect(redirectTo, { headers: { "Set-Cookie": await preferences(context.config).themeCookie.serialize(theme) } });
}

export const loader = () => redirect("/");
