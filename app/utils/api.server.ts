import { json, redirect } from "@remix-run/node";
import type { Locale } from "../i18n";
import { processRefreshCoordinator, type RefreshCoordinator, type RefreshOutcome } from "./refresh-coordinator.server";
import { loginRedirectUrl, requestedPath } from "./safe-redirect";
import type { AuthTokens, RequestSession } from "./session.server";
import { tokensFromApi } from "./tokens.server";
import type { RequestToasts } from "./toast.server";

/** What every /api/v1 response carries (docs/api-v1.md). */
interface Envelope {
  status_code: number;
  data: unknown;
  message: string;
}

export type ApiResult<T> =
  | { ok: true; status: 200; data: T; message: string }
  /**
   * `failure: "status"`: the API answered with a non-200 status_code (its message is for a person).
   * `failure: "transport"`: no envelope came back (network error, non-JSON); status is the HTTP status or 0.
   */
  | { ok: false; status: number; data: unknown; message: string; failure: "status" | "transport" };

/**
 * What a screen's data function answers: the data, or a message for a person (the API's, already in the user's
 * language), so a screen can show an error state instead of failing as a whole.
 */
export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

export function loaded<T>(result: ApiResult<T>): Loaded<T> {
  return result.ok ? { ok: true, data: result.data } : { ok: false, message: result.message };
}

export type ApiBody = Record<string, unknown> | FormData;

export interface ApiCallOptions {
  /** On GET it becomes the query string; otherwise plain objects go as JSON and FormData as it is. */
  body?: ApiBody;
  /** false: a non-200 status_code is not queued as an error toast, because the caller shows it (e.g. by a form). */
  toast?: boolean;
  /** false: no bearer token and no refresh, for the public auth calls. */
  auth?: boolean;
}

export interface ApiClientDeps {
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  /** The browser's request: its abort signal is passed on, and its path is where sign-in leads back to. */
  request: Request;
  session: RequestSession;
  toasts: RequestToasts;
  locale: Locale;
  t: (key: string) => string;
  refreshCoordinator?: RefreshCoordinator;
  now?: () => number;
}

/** Access tokens with less than this left are refreshed before the call rather than after a 401. */
const refreshAheadMs = 30_000;

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(deps: ApiClientDeps) {
  const { baseUrl, session, toasts, t } = deps;
  const coordinator = deps.refreshCoordinator ?? processRefreshCoordinator;
  const now = deps.now ?? Date.now;
  const acceptLanguage = deps.locale === "zh" ? "zh-Hans" : "en";
  // The API tells visitors apart by address and browser (share counts, decision 071); the address travels separately.
  const userAgent = deps.request.headers.get("user-agent");
  const browserHeaders: Record<string, string> = userAgent ? { "User-Agent": userAgent.slice(0, 512) } : {};

  interface Reply {
    httpStatus: number;
    envelope: Envelope | null;
    /** The session's tokens when the call went out: the key of the shared refresh. */
    tokens: AuthTokens | undefined;
  }

  async function send(method: string, path: string, body: ApiBody | undefined, withAuth: boolean): Promise<Reply> {
    const url = new URL(path, baseUrl);
    const headers = new Headers({ Accept: "application/json", "Accept-Language": acceptLanguage, "Cache-Control": "no-cache", ...browserHeaders });
    const tokens = withAuth ? session.tokens : undefined;
    if (tokens) headers.set("Authorization", `Bearer ${tokens.accessToken}`);

    let payload: BodyInit | undefined;
    if (method === "GET" || method === "HEAD") {
      const entries = body instanceof FormData ? [...body.entries()] : Object.entries(body ?? {});
      for (const [key, value] of entries) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item !== undefined && item !== null && !(item instanceof Blob)) url.searchParams.append(key, String(item));
        }
      }
    } else if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers.set("Content-Type", "application/json");
      payload = JSON.stringify(body);
    }

    const apiRequest = new Request(url, { method, headers, body: payload, cache: "no-store", signal: deps.request.signal });
    try {
      const response = await deps.fetch(apiRequest);
      return { httpStatus: response.status, envelope: await readEnvelope(response), tokens };
    } catch (error) {
      // The browser went away: stop here instead of reporting a failure nobody will see.
      if (deps.request.signal.aborted) throw error;
      return { httpStatus: 0, envelope: null, tokens };
    }
  }

  async function performRefresh(refreshToken: string): Promise<RefreshOutcome> {
    // Deliberately not tied to this browser request's signal: other requests may be waiting for the same refresh.
    const response = await deps.fetch(
      new Request(new URL("auth/refresh_token", baseUrl), {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json", "Accept-Language": acceptLanguage },
        body: JSON.stringify({ refresh_token: refreshToken }),
        cache: "no-store",
      }),
    );
    const envelope = await readEnvelope(response);
    if (!envelope || envelope.status_code === 429 || envelope.status_code >= 500) return { ok: false, reason: "unreachable" };
    const tokens = envelope.status_code === 200 ? tokensFromApi(envelope.data) : null;
    return tokens ? { ok: true, tokens } : { ok: false, reason: "rejected" };
  }

  function signOutAndRedirect(): never {
    session.signOut();
    toasts.error(t("session.expired"));
    throw redirect(loginRedirectUrl(requestedPath(deps.request)));
  }

  /** Refreshes the session's tokens (shared with every other caller holding them). False when the API is unreachable. */
  async function refreshWith(tokens: AuthTokens): Promise<boolean> {
    const outcome = await coordinator.refresh(tokens, performRefresh);
    if (outcome.ok) {
      session.replaceTokens(outcome.tokens);
      return true;
    }
    if (outcome.reason === "rejected") signOutAndRedirect();
    return false;
  }

  function toResult<T>(reply: Reply, showToast: boolean): ApiResult<T> {
    const { envelope } = reply;
    if (!envelope) return { ok: false, status: reply.httpStatus, data: null, message: t("errors.unavailable"), failure: "transport" };
    if (envelope.status_code === 200) return { ok: true, status: 200, data: envelope.data as T, message: envelope.message };
    // The server failed, not the visitor's input: the page is an error page with the API's sentence and its status
    // (a full disk is a 503), never a form error that says the visitor did something wrong.
    if (envelope.status_code >= 500) throw json({ message: envelope.message }, { status: envelope.status_code });
    if (showToast) toasts.error(envelope.message);
    return { ok: false, status: envelope.status_code, data: envelope.data, message: envelope.message, failure: "status" };
  }

  async function call<T = unknown>(method: string, path: string, options: ApiCallOptions = {}): Promise<ApiResult<T>> {
    const withAuth = options.auth !== false;
    const before = session.tokens;
    if (withAuth && before && before.accessTokenExpiresAt - now() < refreshAheadMs) await refreshWith(before);

    let reply = await send(method, path, options.body, withAuth);
    if (withAuth && isUnauthorized(reply)) {
      if (!reply.tokens) signOutAndRedirect();
      if (!(await refreshWith(reply.tokens))) return toResult({ ...reply, httpStatus: 0, envelope: null }, false);
      reply = await send(method, path, options.body, withAuth);
      if (isUnauthorized(reply)) signOutAndRedirect();
    }
    return toResult<T>(reply, options.toast !== false);
  }

  interface UnwrappedRequest {
    method: "GET" | "POST";
    query: Record<string, string>;
    headers: Record<string, string>;
    /** Sent as JSON (POST only). */
    json?: Record<string, unknown>;
  }

  async function sendUnwrapped(path: string, { method, query, headers: extraHeaders, json: jsonBody }: UnwrappedRequest) {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const tokens = session.tokens;
    const headers = new Headers({ ...browserHeaders, ...extraHeaders, "Accept-Language": acceptLanguage, "Cache-Control": "no-cache" });
    if (tokens) headers.set("Authorization", `Bearer ${tokens.accessToken}`);
    if (jsonBody) headers.set("Content-Type", "application/json");
    const body = jsonBody ? JSON.stringify(jsonBody) : undefined;
    const response = await deps.fetch(new Request(url, { method, headers, body, cache: "no-store", signal: deps.request.signal }));
    return { response, tokens };
  }

  /** Sends the request with the same refresh ahead of expiry and after a 401 as `call`; 502 when the API cannot be reached. */
  async function unwrapped(path: string, request: UnwrappedRequest): Promise<Response> {
    const before = session.tokens;
    if (before && before.accessTokenExpiresAt - now() < refreshAheadMs) await refreshWith(before);
    try {
      let sent = await sendUnwrapped(path, request);
      if (sent.response.status !== 401) return sent.response;
      await sent.response.body?.cancel();
      if (!sent.tokens) signOutAndRedirect();
      if (!(await refreshWith(sent.tokens))) return new Response(null, { status: 502 });
      sent = await sendUnwrapped(path, request);
      if (sent.response.status === 401) signOutAndRedirect();
      return sent.response;
    } catch (error) {
      if (error instanceof Response || deps.request.signal.aborted) throw error;
      return new Response(null, { status: 502 });
    }
  }

  /** GET for answers that are not envelopes (media files, event streams): the API's Response as it came, body unread. */
  function getUnwrapped(path: string, { query = {}, headers = {} }: { query?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Response> {
    return unwrapped(path, { method: "GET", query, headers });
  }

  /** POST with a JSON body for an answer that is a file, not an envelope (a slideshow's export): the Response as it came. */
  function postUnwrapped(path: string, body: Record<string, unknown>, { headers = {} }: { headers?: Record<string, string> } = {}): Promise<Response> {
    return unwrapped(path, { method: "POST", query: {}, headers, json: body });
  }

  return {
    call,
    getUnwrapped,
    postUnwrapped,
    get: <T = unknown>(path: string, query?: ApiBody, options?: Omit<ApiCallOptions, "body">) => call<T>("GET", path, { ...options, body: query }),
    post: <T = unknown>(path: string, body?: ApiBody, options?: Omit<ApiCallOptions, "body">) => call<T>("POST", path, { ...options, body }),
  };
}

function isUnauthorized(reply: { httpStatus: number; envelope: Envelope | null }) {
  return reply.httpStatus === 401 || reply.envelope?.status_code === 401;
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  const body: unknown = await response.json().catch(() => null);
  const envelope = body as Envelope | null;
  if (typeof envelope !== "object" || envelope === null) return null;
  if (typeof envelope.status_code !== "number" || typeof envelope.message !== "string" || !("data" in envelope)) return null;
  return envelope;
}
