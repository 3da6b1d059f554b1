import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isLocale } from "~/i18n";
import { switchPreference } from "~/utils/preferences.server";

/** The language switcher posts here (works without JavaScript): set the cookie, go back. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  switchPreference(request, context, { name: "lng", isValid: isLocale, cookie: (preferences) => preferences.localeCookie });

export const loader = () => redirect("/");
