import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { revokeRefreshToken } from "~/data/account.server";
import { homePath, loginPath } from "~/utils/safe-redirect";

/** How long signing out waits for the API to revoke the refresh token before answering without it. */
export const revokeWaitMs = 3000;

/** Sign out is a POST (a form), so a link or a prefetch can never sign anyone out. */
export async function action({ context }: ActionFunctionArgs) {
  const refreshToken = context.session.tokens?.refreshToken;
  // The session ends here, before the API is asked, so the cookie is cleared whatever the API answers, throws or
  // takes: a revoke that fails or comes late leaves a token that expires on its own.
  context.session.signOut();
  context.toasts.success(context.t("logout.done"));
  if (refreshToken) {
    const revoked = revokeRefreshToken(context, refreshToken);
    let gaveUp: NodeJS.Timeout | undefined;
    await Promise.race([revoked, new Promise((resolve) => (gaveUp = setTimeout(resolve, revokeWaitMs)))]);
    clearTimeout(gaveUp);
  }
  return redirect(loginPath);
}

export const loader = () => redirect(homePath);
