import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { readJsonBody } from "../http/json-body";
import { rateLimits } from "../http/rate-limit";
import { accountNoticeMail } from "../mail/account-notice-mail";
import { codeMail } from "../mail/code-mail";
import { logger } from "../lib/logger";
import { networkOf } from "../http/client-ip";
import type { ApiEnv, ApiServices } from "../services";
import { accessTokenKey, signAccessToken } from "./access-tokens";
import type { Authenticator } from "./authenticate";
import { changePassword, changeUserInfo, createAccount, resetForgottenPassword, signIn } from "./accounts";
import { findInviter } from "../affiliate/invitations";
import { checkCode, codeRules, createCode, discardCode, spendEarlierCodes } from "./email-codes";
import { codeField, emailField, languageField, nameField, passwordField, purposeField, refreshTokenField } from "./fields";
import { hashPassword, passwordMatches } from "./passwords";
import { findFamilyOfRefreshToken, revokeFamily, rotateRefreshToken, type IssuedRefreshToken } from "./sessions";
import { findUserByEmail, findUserById, toUserView } from "./users";

// Passwords being checked (not chosen) only need to be present: rules may have changed since they were set.
const presentPassword = z.string().min(1).max(1024);

const schemas = {
  codeSend: z.object({ email: emailField, purpose: purposeField }),
  codeVerify: z.object({ email: emailField, code: codeField, purpose: purposeField }),
  register: z.object({ email: emailField, code: codeField, name: nameField, password: passwordField, invitation_code: z.string().max(64).optional() }),
  login: z.object({ email: emailField, password: presentPassword }),
  logout: z.object({ refresh_token: refreshTokenField.optional() }),
  refresh: z.object({ refresh_token: refreshTokenField }),
  resetUserinfo: z.object({ name: nameField.optional(), language: languageField.optional() }),
  resetPassword: z.object({ old_password: presentPassword, new_password: passwordField }),
  forgetPassword: z.object({ email: emailField, code: codeField, new_password: passwordField }),
};

export function authRouter(services: ApiServices, authenticator: Authenticator) {
  const { config, db, mailer, rateLimit, codeKey } = services;
  const signingKey = accessTokenKey(config.jwtSecret);
  const router = new Hono<ApiEnv>();

  const limitByIp = (context: Context<ApiEnv>, call: string) => rateLimit(rateLimits.accountByIp(call), context.get("clientIp"));
  const limitByEmail = (call: string, email: string) => rateLimit(rateLimits.accountByEmail(call), email);

  async function tokenSet(userId: string, issued: IssuedRefreshToken, now: number) {
    // An access token does not outlive its session.
    const accessTtlSeconds = Math.max(1, Math.min(config.accessTokenTtlSeconds, Math.floor((issued.expiresAt - now) / 1000)));
    const access = await signAccessToken(signingKey, { userId, familyId: issued.familyId }, now, accessTtlSeconds);
    return {
      access_token: access.token,
      refresh_token: issued.refreshToken,
      access_token_expire_at: access.expiresAt,
      refresh_token_expire_at: issued.expiresAt,
    };
  }

  router.post("/email_captcha_send", async (context) => {
    await limitByIp(context, "email_captcha_send");
    const { email, purpose } = await readJsonBody(context, schemas.codeSend);
    await limitByEmail("email_captcha_send", email);
    const now = config.now();
    const language = context.get("language");
    const account = await findUserByEmail(db, email);

    // Every request stores a code and sends one mail, so the answer and its time are the same whether or not the
    // e-mail has an account. The code only goes out when the account is what the purpose needs; otherwise the mail
    // says why there is none, and the stored code, never sent, only keeps the timers alike.
    const created = await createCode(db, codeKey, { email, purpose }, now);
    const codeFits = purpose === "register" ? !account : Boolean(account);
    const mail = codeFits
      ? codeMail({ to: email, code: created.code, purpose, language, validMinutes: codeRules.validMs / 60_000, appUrl: config.appUrl })
      : accountNoticeMail({ to: email, notice: account ? "account_exists" : "no_account", language, appUrl: config.appUrl });
    try {
      await mailer.send(mail);
    } catch (error) {
      await discardCode(db, created.id);
      logger.error("could not send a code mail", { error, purpose });
      throw new ApiError(500, "mail_failed");
    }
    await spendEarlierCodes(db, { email, purpose }, created.id, now);
    return ok(context, { resend_after: codeRules.resendAfterMs / 1000, expires_in: codeRules.validMs / 1000 });
  });

  router.post("/email_captcha_verify", async (context) => {
    await limitByIp(context, "email_captcha_verify");
    const { email, code, purpose } = await readJsonBody(context, schemas.codeVerify);
    await limitByEmail("email_captcha_verify", email);
    await checkCode(db, codeKey, { email, purpose }, code, config.now());
    return ok(context, { verified: true });
  });

  router.post("/register", async (context) => {
    await limitByIp(context, "register");
    const { email, code, name, password, invitation_code: invitationCode } = await readJsonBody(context, schemas.register);
    await limitByEmail("register", email);
    // The code first: a registered e-mail is never mailed a sign-up code, so a stranger trying one hears "wrong code"
    // and learns nothing; the 409 is left for a sign-up that raced another.
    const codeId = await checkCode(db, codeKey, { email, purpose: "register" }, code, config.now());
    if (await findUserByEmail(db, email)) throw new ApiError(409, "email_registered");
    const passwordHash = await hashPassword(password, context.req.raw.signal);
    // An unknown code, or one's own, signs up without an inviter rather than failing the sign-up.
    const invitedBy = await findInviter(db, invitationCode, email);

    const now = config.now();
    const userId = randomUUID();
    const issued = await createAccount(
      db,
      codeId,
      { id: userId, email, name, passwordHash, language: context.get("language"), invitedBy },
      { now, refreshTokenTtlSeconds: config.refreshTokenTtlSeconds },
    );
    const user = (await findUserById(db, userId))!;
    return ok(context, { user: await toUserView(db, user, now), ...(await tokenSet(userId, issued, now)) });
  });

  router.post("/login", async (context) => {
    await limitByIp(context, "login");
    const { email, password } = await readJsonBody(context, schemas.login);
    await rateLimit(rateLimits.loginByEmailAndNetwork, `${email} ${networkOf(context.get("clientIp"))}`);
    await rateLimit(rateLimits.loginByEmail, email);
    const user = await findUserByEmail(db, email);
    if (!(await passwordMatches(user?.password_hash, password, context.req.raw.signal)) || !user) throw new ApiError(400, "credentials_invalid");
    const now = config.now();
    const issued = await signIn(db, user.id, { now, refreshTokenTtlSeconds: config.refreshTokenTtlSeconds });
    return ok(context, { user: await toUserView(db, user, now), ...(await tokenSet(user.id, issued, now)) });
  });

  router.post("/logout", async (context) => {
    const { refresh_token: refreshToken } = await readJsonBody(context, schemas.logout);
    // Signing out must work with an expired access token too, so a bad bearer token is ignored here.
    const session = await authenticator.optional(context).catch(() => null);
    if (!refreshToken && !session) throw new ApiError(400, "field_required", { field: "refresh_token" });
    const familyId = (refreshToken && (await findFamilyOfRefreshToken(db, refreshToken))) || session?.familyId;
    if (familyId) await revokeFamily(db, familyId, config.now());
    return ok(context, null);
  });

  router.post("/refresh_token", async (context) => {
    await rateLimit(rateLimits.refreshByIp, context.get("clientIp"));
    const { refresh_token: refreshToken } = await readJsonBody(context, schemas.refresh);
    const now = config.now();
    const rotated = await rotateRefreshToken(db, refreshToken, now, config.refreshTokenTtlSeconds);
    if (!rotated.ok) throw new ApiError(401, "refresh_token_invalid");
    return ok(context, await tokenSet(rotated.userId, rotated, now));
  });

  router.get("/user", async (context) => {
    const { user } = await authenticator.required(context);
    return ok(context, await toUserView(db, user, config.now()));
  });

  router.post("/reset_userinfo", async (context) => {
    const { user } = await authenticator.required(context);
    const changes = await readJsonBody(context, schemas.resetUserinfo);
    const now = config.now();
    await changeUserInfo(db, user.id, changes, now);
    const updated = (await findUserById(db, user.id))!;
    return ok(context, await toUserView(db, updated, now));
  });

  router.post("/reset_password", async (context) => {
    const { user } = await authenticator.required(context);
    // Each attempt is a password check: limit them like sign-in attempts.
    await limitByIp(context, "reset_password");
    await limitByEmail("reset_password", user.email);
    const { old_password: oldPassword, new_password: newPassword } = await readJsonBody(context, schemas.resetPassword);
    if (!(await passwordMatches(user.password_hash, oldPassword, context.req.raw.signal))) throw new ApiError(400, "old_password_invalid");
    const passwordHash = await hashPassword(newPassword, context.req.raw.signal);
    const now = config.now();
    const issued = await changePassword(db, user.id, passwordHash, { now, refreshTokenTtlSeconds: config.refreshTokenTtlSeconds });
    return ok(context, await tokenSet(user.id, issued, now));
  });

  router.post("/forget_password", async (context) => {
    await limitByIp(context, "forget_password");
    const { email, code, new_password: newPassword } = await readJsonBody(context, schemas.forgetPassword);
    await limitByEmail("forget_password", email);
    const codeId = await checkCode(db, codeKey, { email, purpose: "forget_password" }, code, config.now());
    const user = await findUserByEmail(db, email);
    if (!user) throw new ApiError(400, "code_invalid");
    const passwordHash = await hashPassword(newPassword, context.req.raw.signal);
    const now = config.now();
    await resetForgottenPassword(db, codeId, user.id, passwordHash, now);
    return ok(context, null);
  });

  return router;
}
