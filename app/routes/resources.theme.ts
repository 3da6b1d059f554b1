import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { switchPreference } from "~/utils/preferences.server";
import { isTheme } from "~/utils/theme";

/** The theme switch posts here (works without JavaScript): set the cookie, go back. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  switchPreference(request, context, { name: "theme", isValid: isTheme, cookie: (preferences) => preferences.themeCookie });

export const loader = () => redirect("/");
