import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import { cookieName } from "./cookie-names.server";
import type { WebConfig } from "./web-config.server";

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds, as the API returns them. */
  accessTokenExpiresAt: number;
  refreshTokenExpiresAt: number;
}

/** A sign-up or password reset in progress: the e-mail a code went to, and the code once it was verified. */
export interface EmailCodeFlow {
  purpose: "register" | "forget_password";
  email: string;
  /** Epoch milliseconds after which another code may be requested. */
  resendAt: number;
  verifiedCode?: string;
}

interface SessionData {
  userId: string;
  tokens: AuthTokens;
  emailCode: EmailCodeFlow;
}

type SessionStore = SessionStorage<SessionData>;

export function createSessionStore(config: WebConfig): SessionStore {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: cookieName(config, "session"),
      httpOnly: true,
      sameSite: "lax",
      secure: config.cookieSecure,
      secrets: config.sessionSecrets,
      path: "/",
    },
  });
}

/**
 * The session of one request. Every change marks it dirty, so the cookie is written once at the end of the request
 * (finalizeResponse) and only when something changed.
 */
export class RequestSession {
  private changed = false;

  private constructor(
    private readonly store: SessionStore,
    private readonly session: Session<SessionData>,
  ) {}

  static async load(store: SessionStore, cookieHeader: string | null): Promise<RequestSession> {
    return new RequestSession(store, await store.getSession(cookieHeader));
  }

  get userId(): string | undefined {
    return this.session.get("userId");
  }

  get tokens(): AuthTokens | undefined {
    return this.session.get("tokens");
  }

  get emailCode(): EmailCodeFlow | undefined {
    return this.session.get("emailCode");
  }

  signIn(userId: string, tokens: AuthTokens) {
    this.session.set("userId", userId);
    this.session.set("tokens", tokens);
    this.session.unset("emailCode");
    this.changed = true;
  }

  replaceTokens(tokens: AuthTokens) {
    this.session.set("tokens", tokens);
    this.changed = true;
  }

  signOut() {
    this.session.unset("userId");
    this.session.unset("tokens");
    this.changed = true;
  }

  setEmailCode(flow: EmailCodeFlow | null) {
    if (flow) this.session.set("emailCode", flow);
    else this.session.unset("emailCode");
    this.changed = true;
  }

  /** The Set-Cookie value to send, or null when nothing changed. */
  async commitHeader(): Promise<string | null> {
    if (!this.changed) return null;
    const { userId, tokens, emailCode } = this.session.data;
    if (!userId && !emailCode) return this.store.destroySession(this.session);
    // A signed-in cookie lives as long as its refresh token; a sign-up in progress only for the browser session.
    return this.store.commitSession(this.session, tokens ? { expires: new Date(tokens.refreshTokenExpiresAt) } : undefined);
  }
}
