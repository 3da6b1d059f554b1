/**
 * The seam between server.ts and Remix: server.ts reads the configuration once, builds one context per request, and
 * lets finalizeResponse write the cookies. Everything with per-process state (the shared refresh) is reached
 * through this context, so the server bundle and the Remix build never hold two copies of it.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { TFunction } from "i18next";
import type { Honeypot } from "remix-utils/honeypot/server";
import { htmlLang, type Locale } from "./i18n";
import { createApiClient, type ApiClient } from "./utils/api.server";
import type { RefreshCoordinator } from "./utils/refresh-coordinator.server";
import { answerLocale, preferences } from "./utils/preferences.server";
import { IssuedStampHoneypot } from "./utils/honeypot.server";
import { isSharedCacheable, privateCacheControl } from "./utils/shared-cache";
import { RequestSession, createSessionStore } from "./utils/session.server";
import { RequestToasts, createToastCookie } from "./utils/toast.server";
import type { WebConfig } from "./utils/web-config.server";

export { readWebConfig, type WebConfig } from "./utils/web-config.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    config: WebConfig;
    clientIp: string;
    /** For <Scripts>, <ScrollRestoration> and the stream: the CSP only runs scripts carrying it. */
    cspNonce: string;
    session: RequestSession;
    toasts: RequestToasts;
    api: ApiClient;
    locale: Locale;
    t: TFunction;
    honeypot: Honeypot;
  }
}

// Cookie helpers are built once per configuration, not per request.
const storesByConfig = new WeakMap<WebConfig, { session: ReturnType<typeof createSessionStore>; toast: ReturnType<typeof createToastCookie>; honeypot: Honeypot }>();

function storesFor(config: WebConfig) {
  let stores = storesByConfig.get(config);
  if (!stores) {
    stores = {
      session: createSessionStore(config),
      toast: createToastCookie(config),
      honeypot: new IssuedStampHoneypot({ encryptionSeed: config.sessionSecrets[0] }),
    };
    storesByConfig.set(config, stores);
  }
  return stores;
}

export async function createRequestContext(args: {
  request: Request;
  config: WebConfig;
  clientIp: string;
  cspNonce: string;
  /** Ends with "/api/v1/". */
  apiBaseUrl: string;
  apiFetch: (request: Request) => Promise<Response>;
  /** Unset: the process's own; server.ts gives one sharing refreshes through Redis when REDIS_URL is set. */
  refreshCoordinator?: RefreshCoordinator;
}): Promise<AppLoadContext> {
  const { request, config } = args;
  const stores = storesFor(config);
  const { i18nServer } = preferences(config);
  const cookieHeader = request.headers.get("Cookie");
  const [session, toasts, detected] = await Promise.all([
    RequestSession.load(stores.session, cookieHeader),
    RequestToasts.load(stores.toast, cookieHeader),
    i18nServer.getLocale(request),
  ]);
  const locale: Locale = detected === "zh" ? "zh" : "en";
  const t = await i18nServer.getFixedT(locale);
  const api = createApiClient({
    baseUrl: args.apiBaseUrl,
    fetch: args.apiFetch,
    request,
    session,
    toasts,
    locale,
    t,
    refreshCoordinator: args.refreshCoordinator,
  });
  return {
    config,
    clientIp: args.clientIp,
    cspNonce: args.cspNonce,
    session,
    toasts,
    api,
    locale,
    t,
    honeypot: stores.honeypot,
  } satisfies AppLoadContext;
}

/**
 * The language and texts of an answer the server makes without Remix (a refused cross-site post, an address it cannot
 * read, a body that stalled): the same catalogues as the pages.
 */
export async function answerTranslation(config: WebConfig, headers: { cookie?: string; acceptLanguage?: string }) {
  const locale = await answerLocale(config, headers);
  return { htmlLang: htmlLang[locale], t: await preferences(config).i18nServer.getFixedT(locale) };
}

/** Remix answers a redirect of a data request with 204 and this header. */
function isRedirect(response: Response) {
  return (response.status >= 300 && response.status < 400) || response.headers.has("X-Remix-Redirect");
}

/**
 * Appends the session cookie (only if it changed) and the toast flash cookie (only if it changed). A response that
 * sets one is this visitor's alone, even if its page is otherwise the same for everyone; so is any response that
 * does not say how to cache it (a workspace page must never be kept by a CDN told to cache "/").
 */
export async function finalizeResponse(context: AppLoadContext, response: Response): Promise<Response> {
  const cookies = [await context.session.commitHeader(), await context.toasts.commitHeader({ rendered: !isRedirect(response) })].filter(
    (cookie): cookie is string => cookie !== null,
  );
  const saysHowToCache = response.headers.has("Cache-Control");
  if (cookies.length === 0 && saysHowToCache) return response;
  const headers = new Headers(response.headers);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  if (!saysHowToCache || (cookies.length > 0 && isSharedCacheable(headers))) headers.set("Cache-Control", privateCacheControl);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
