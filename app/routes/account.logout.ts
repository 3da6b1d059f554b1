import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { homePath, loginPath } from "~/utils/safe-redirect";

/** Sign out is a POST (a form), so a link or a prefetch can never sign anyone out. */
export async function action({ context }: ActionFunctionArgs) {
  const refreshToken = context.session.tokens?.refreshToken;
  if (refreshToken) {
    // The session ends here whatever the API says; a failed revoke leaves a token that expires on its own.
    await context.api.post("auth/logout", { refresh_token: refreshToken }, { auth: false, toast: false });
  }
  context.session.signOut();
  context.toasts.success(context.t("logout.done"));
  return redirect(loginPath);
}

export const loader = () => redirect(homePath);
