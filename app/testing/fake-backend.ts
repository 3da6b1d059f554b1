import { randomUUID } from "node:crypto";
import type { WebConfig } from "../utils/web-config.server";
import { createSessionStore, type AuthTokens } from "../utils/session.server";
import { createRequestContext } from "../request-context.server";

/**
 * A small backend speaking the /api/v1 contract (envelope, TokenSet, rotating refresh tokens with reuse detection),
 * so the client is tested against real Requests and Responses rather than mocks of itself.
 */
export function createFakeBackend() {
  const prefix = randomUUID().slice(0, 8);
  let issued = 0;
  const validAccessTokens = new Set<string>();
  const refreshTokens = new Map<string, "fresh" | "used">();
  const calls: { method: string; path: string }[] = [];
  const seen: Request[] = [];
  let refreshDelayMs = 0;
  let refreshAnswer: "rotate" | "reject" | "broken" = "rotate";
  let aborted = false;

  const envelope = (status: number, data: unknown, message = status === 200 ? "ok" : "failed", httpStatus = status) =>
    new Response(JSON.stringify({ status_code: status, data, message }), { status: httpStatus, headers: { "Content-Type": "application/json" } });

  function issueTokens(): AuthTokens {
    issued += 1;
    const accessToken = `${prefix}-access-${issued}`;
    const refreshToken = `${prefix}-refresh-${issued}`;
    validAccessTokens.add(accessToken);
    refreshTokens.set(refreshToken, "fresh");
    const now = Date.now();
    return { accessToken, refreshToken, accessTokenExpiresAt: now + 15 * 60_000, refreshTokenExpiresAt: now + 30 * 86_400_000 };
  }

  const tokenSet = (tokens: AuthTokens) => ({
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    access_token_expire_at: tokens.accessTokenExpiresAt,
    refresh_token_expire_at: tokens.refreshTokenExpiresAt,
  });

  const bearer = (request: Request) => request.headers.get("Authorization")?.replace(/^Bearer /, "");
  const user = { id: "user-1", email: "ada@example.com", name: "Ada", language: "en", current_plan: "free", sufficient_quota: true, powers: ["slideshow"] };

  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1\//, "");
    calls.push({ method: request.method, path });
    seen.push(request);

    switch (`${request.method} ${path}`) {
      case "POST auth/refresh_token": {
        const { refresh_token } = (await request.json()) as { refresh_token: string };
        if (refreshDelayMs) await new Promise((resolve) => setTimeout(resolve, refreshDelayMs));
        if (refreshAnswer === "broken") return new Response("<html>bad gateway</html>", { status: 502 });
        if (refreshAnswer === "reject" || refreshTokens.get(refresh_token) !== "fresh") {
          // Reuse detection: a presented-twice token is refused.
          return envelope(401, null, "Your session has ended");
        }
        refreshTokens.set(refresh_token, "used");
        return envelope(200, tokenSet(issueTokens()));
      }
      case "GET auth/user":
        return validAccessTokens.has(bearer(request) ?? "") ? envelope(200, user) : envelope(401, null, "Sign in again");
      case "GET quirky/user":
        // A 401 told only in the body, behind HTTP 200.
        return validAccessTokens.has(bearer(request) ?? "") ? envelope(200, user) : envelope(401, null, "Sign in again", 200);
      case "GET echo":
      case "POST echo": {
        const contentType = request.headers.get("Content-Type");
        const body = contentType?.startsWith("multipart/form-data")
          ? Object.fromEntries((await request.formData()).entries())
          : contentType === "application/json"
            ? await request.json()
            : null;
        return envelope(200, {
          query: url.search,
          contentType,
          body,
          authorization: request.headers.get("Authorization"),
          acceptLanguage: request.headers.get("Accept-Language"),
          cache: request.cache,
        });
      }
      case "POST fail":
        return envelope(400, { field: "name" }, "Please fill in the name");
      case "POST full":
        return envelope(503, null, "We cannot save anything right now because the server's storage is full. Please try again later.");
      case "GET broken":
        return new Response("<html>Bad gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } });
      case "GET slow":
        return new Promise((_resolve, reject) => {
          request.signal.addEventListener("abort", () => {
            aborted = true;
            reject(request.signal.reason);
          });
        });
      default:
        return envelope(404, null, "Not found");
    }
  }

  return {
    fetch,
    issueTokens,
    /** Makes the access token fail as if it had expired on the server. */
    expireAccessToken: (token: string) => validAccessTokens.delete(token),
    callsTo: (path: string) => calls.filter((call) => call.path === path).length,
    lastRequestTo: (path: string) => [...seen].reverse().find((request) => new URL(request.url).pathname.endsWith(path)),
    setRefreshDelay: (ms: number) => (refreshDelayMs = ms),
    setRefreshAnswer: (answer: typeof refreshAnswer) => (refreshAnswer = answer),
    wasAborted: () => aborted,
  };
}

export const testConfig: WebConfig = {
  sessionSecrets: ["a-test-session-secret-of-32-chars!"],
  cookieSecure: false,
  nodeEnv: "test",
  landingMarker: false,
  appUrl: "http://localhost:3000",
  legalSiteUrl: "https://promoreel.com",
};

/** The Cookie header a browser would send back for these Set-Cookie values. */
export function cookieHeaderFrom(setCookies: string[]): string {
  return setCookies.map((setCookie) => setCookie.split(";")[0]).join("; ");
}

/** A Cookie header holding a signed-in session, as the browser has it after signing in. */
export async function signedInCookie(tokens: AuthTokens, userId = "user-1", config = testConfig): Promise<string> {
  const store = createSessionStore(config);
  const session = await store.getSession();
  session.set("userId", userId);
  session.set("tokens", tokens);
  return cookieHeaderFrom([await store.commitSession(session)]);
}

export function contextFor(backend: ReturnType<typeof createFakeBackend>, request: Request, config = testConfig) {
  return createRequestContext({
    request,
    config,
    clientIp: "203.0.113.7",
    cspNonce: "test-nonce",
    apiBaseUrl: "http://promoreel.internal/api/v1/",
    apiFetch: backend.fetch,
  });
}
