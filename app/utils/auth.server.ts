import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { tokensFromApi } from "./tokens.server";
import { homePath, loginRedirectUrl, requestedPath } from "./safe-redirect";
import type { Power, UserView } from "../../api/contract";

/** The signed-in screens' guard: a signed-out visitor goes to sign-in, with the path and query to come back to. */
export function requireUserId(request: Request, context: AppLoadContext): string {
  const userId = context.session.userId;
  if (!userId || !context.session.tokens) throw redirect(loginRedirectUrl(requestedPath(request)));
  return userId;
}

/** The signed-in user, fresh from the API (a refresh or sign-out on the way is the API client's business). */
export async function requireUser(request: Request, context: AppLoadContext): Promise<UserView> {
  requireUserId(request, context);
  const result = await context.api.get<UserView>("auth/user", undefined, { toast: false });
  if (!result.ok) throw json({ message: result.message }, { status: result.failure === "transport" ? 503 : result.status });
  return result.data;
}

/** The signed-in user of a screen their plan unlocks (slideshows): without the power, the visitor is sent home. */
export async function requirePower(request: Request, context: AppLoadContext, power: Power): Promise<UserView> {
  const user = await requireUser(request, context);
  if (!user.powers.includes(power)) throw redirect(homePath);
  return user;
}

/** For screens only a signed-out visitor needs (sign-in, sign-up, password reset): a signed-in user is sent home. */
export function requireAnonymous(context: AppLoadContext) {
  if (context.session.userId) throw redirect(homePath);
}

/** Stores what `login` and `register` return. False when the answer is not a user with tokens. */
export function signInWith(context: AppLoadContext, data: unknown): boolean {
  const user = (data as { user?: { id?: unknown } } | null)?.user;
  const tokens = tokensFromApi(data);
  if (typeof user?.id !== "string" || !tokens) return false;
  context.session.signIn(user.id, tokens);
  return true;
}
