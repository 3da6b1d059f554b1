/**
 * What the account screens change in the API: signing in, up (with a code sent to the e-mail) and out, a forgotten
 * password, the user's name and password. Each answers done or a message for a person (the API's, already in the user's language), which the
 * screen shows by its form.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { Loaded } from "~/utils/api.server";
import { signInWith } from "~/utils/auth.server";
import type { EmailCodeFlow } from "~/utils/session.server";
import { tokensFromApi } from "~/utils/tokens.server";

type Done = Loaded<null>;

const done: Done = { ok: true, data: null };

/** Sends a code to the e-mail, for signing up or for a forgotten password; `toast`: the API's refusal is also a toast. */
export function sendEmailCode(context: AppLoadContext, request: { email: string; purpose: EmailCodeFlow["purpose"] }, { toast }: { toast: boolean }) {
  return context.api.post<{ resend_after: number }>("auth/email_captcha_send", request, { auth: false, toast });
}

export function verifyEmailCode(context: AppLoadContext, request: { email: string; code: string; purpose: EmailCodeFlow["purpose"] }) {
  return context.api.post("auth/email_captcha_verify", request, { auth: false, toast: false });
}

/** Signs the session in with what `login` or `register` answered; an answer without a user and tokens is a failure. */
function signedIn(context: AppLoadContext, answer: { ok: true; data: unknown } | { ok: false; message: string }): Done {
  if (!answer.ok) return { ok: false, message: answer.message };
  return signInWith(context, answer.data) ? done : { ok: false, message: context.t("errors.generic") };
}

export async function signIn(context: AppLoadContext, { email, password }: { email: string; password: string }): Promise<Done> {
  return signedIn(context, await context.api.post("auth/login", { email, password }, { auth: false, toast: false }));
}

/** Makes the account with the e-mail whose code was verified (with the invitation it came by, if any), and signs it in. */
export async function register(
  context: AppLoadContext,
  { invitationCode, ...account }: { email: string; code: string; name: string; password: string; invitationCode?: string },
): Promise<Done> {
  const body = { ...account, ...(invitationCode && { invitation_code: invitationCode }) };
  return signedIn(context, await context.api.post("auth/register", body, { auth: false, toast: false }));
}

/** A new password for the e-mail whose code was verified on /account/forgot-password. */
export async function resetForgottenPassword(context: AppLoadContext, { email, code, password }: { email: string; code: string; password: string }): Promise<Done> {
  const reset = await context.api.post("auth/forget_password", { email, code, new_password: password }, { auth: false, toast: false });
  return reset.ok ? done : { ok: false, message: reset.message };
}

/** Asks the API to revoke the refresh token; it never fails, since the session has ended whatever the API answers. */
export function revokeRefreshToken(context: AppLoadContext, refreshToken: string): Promise<unknown> {
  return context.api.post("auth/logout", { refresh_token: refreshToken }, { auth: false, toast: false }).catch(() => null);
}

export async function renameUser(context: AppLoadContext, name: string): Promise<Done> {
  const saved = await context.api.post("auth/reset_userinfo", { name }, { toast: false });
  return saved.ok ? done : { ok: false, message: saved.message };
}

/** Changes the password: the API revokes every session of the user and returns new tokens for this one. */
export async function changePassword(context: AppLoadContext, { currentPassword, password }: { currentPassword: string; password: string }): Promise<Done> {
  const changed = await context.api.post("auth/reset_password", { old_password: currentPassword, new_password: password }, { toast: false });
  const tokens = changed.ok ? tokensFromApi(changed.data) : null;
  if (!tokens) return { ok: false, message: changed.ok ? context.t("errors.generic") : changed.message };
  context.session.replaceTokens(tokens);
  return done;
}
