import { describe, expect, it } from "vitest";
import { finalizeResponse } from "../request-context.server";
import { contextFor, createFakeBackend, signedInCookie } from "../testing/fake-backend";

const page = (path = "/account-user?tab=1", init: RequestInit = {}) => new Request(`http://localhost${path}`, init);

async function signedIn(backend = createFakeBackend(), { expired = false, expiresInMs }: { expired?: boolean; expiresInMs?: number } = {}) {
  const tokens = backend.issueTokens();
  if (expired) backend.expireAccessToken(tokens.accessToken);
  if (expiresInMs !== undefined) tokens.accessTokenExpiresAt = Date.now() + expiresInMs;
  return { backend, tokens, cookie: await signedInCookie(tokens) };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("the API client", () => {
  it("reads the envelope of a success", async () => {
    const { backend, cookie } = await signedIn();
    const context = await contextFor(backend, page("/", { headers: { Cookie: cookie } }));
    const result = await context.api.get<{ email: string }>("auth/user");
    expect(result).toMatchObject({ ok: true, status: 200, message: "ok", data: { email: "ada@example.com" } });
  });

  it("turns a body on GET into the query string", async () => {
    const backend = createFakeBackend();
    const context = await contextFor(backend, page("/"));
    const result = await context.api.get<{ query: string; body: unknown }>("echo", { page: 2, tags: ["a", "b"], skipped: undefined });
    expect(result.ok && result.data).toMatchObject({ query: "?page=2&tags=a&tags=b", body: null });
  });

  it("sends plain objects as JSON and FormData as it is, never cached", async () => {
    const backend = createFakeBackend();
    const context = await contextFor(backend, page("/"));
    const asJson = await context.api.post<{ contentType: string; body: unknown; cache: string }>("echo", { name: "Ada" });
    expect(asJson.ok && asJson.data).toMatchObject({ contentType: "application/json", body: { name: "Ada" }, cache: "no-store" });
    const form = new FormData();
    form.set("name", "Ada");
    const asForm = await context.api.post<{ contentType: string; body: unknown }>("echo", form);
    expect(asForm.ok && asForm.data.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(asForm.ok && asForm.data.body).toEqual({ name: "Ada" });
  });

  it("adds the bearer token when signed in, and not for public calls", async () => {
    const { backend, cookie, tokens } = await signedIn();
    const context = await contextFor(backend, page("/", { headers: { Cookie: cookie } }));
    const withToken = await context.api.get<{ authorization: string | null }>("echo");
    expect(withToken.ok && withToken.data.authorization).toBe(`Bearer ${tokens.accessToken}`);
    const publicCall = await context.api.get<{ authorization: string | null }>("echo", undefined, { auth: false });
    expect(publicCall.ok && publicCall.data.authorization).toBeNull();
    const anonymous = await contextFor(backend, page("/"));
    const signedOut = await anonymous.api.get<{ authorization: string | null }>("echo");
    expect(signedOut.ok && signedOut.data.authorization).toBeNull();
  });

  it("asks for the visitor's language", async () => {
    const backend = createFakeBackend();
    const context = await contextFor(backend, page("/", { headers: { Cookie: `lng=${btoa(JSON.stringify("zh"))}` } }));
    const result = await context.api.get<{ acceptLanguage: string }>("echo");
    expect(result.ok && result.data.acceptLanguage).toBe("zh-Hans");
  });

  it("passes on the visitor's browser, by which the API tells visitors of a share apart", async () => {
    const backend = createFakeBackend();
    const browser = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";
    const context = await contextFor(backend, page("/", { headers: { "User-Agent": browser } }));
    await context.api.post("share/t/event", { type: "play" });
    expect(backend.lastRequestTo("share/t/event")?.headers.get("User-Agent")).toBe(browser);
  });

  it("on an HTTP 401 refreshes once, retries once and keeps the new tokens", async () => {
    const { backend, cookie, tokens } = await signedIn(undefined, { expired: true });
    const context = await contextFor(backend, page("/", { headers: { Cookie: cookie } }));
    const result = await context.api.get("auth/user");
    expect(result.ok).toBe(true);
    expect(backend.callsTo("auth/refresh_token")).toBe(1);
    expect(backend.callsTo("auth/user")).toBe(2);
    expect(context.session.tokens?.refreshToken).not.toBe(tokens.refreshToken);
    const response = await finalizeResponse(context, new Response("page"));
    expect(response.headers.get("Set-Cookie")).toMatch(/^__session=/);
  });

  it("on a 401 told only by status_code does the same", async () => {
    const { backend, cookie } = await signedIn(undefined, { expired: true });
    const context = await contextFor(backend, page("/", { headers: { Cookie: cookie } }));
    expect((await context.api.get("quirky/user")).ok).toBe(true);
    expect(backend.callsTo("auth/refresh_token")).toBe(1);
    expect(backend.callsTo("quirky/user")).toBe(2);
  });

  it("shares one refresh between parallel calls of one request", async () => {
    const { backend, cookie } = await signedIn(undefined, { expired: true });
    backend.setRefreshDelay(20);
    const context = await contextFor(backend, page("/", { headers: { Cookie: cookie } }));
    const results = await Promise.all([context.api.get("auth/user"), context.api.get("auth/user")]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(backend.callsTo("auth/refresh_token")).toBe(1);
  });

  it("presents a rotating refresh token once for ten parallel requests carrying the same cookie", async () => {
    const { backend, cookie } = await signedIn(undefined, { expired: true });
    backend.setRefreshDelay(20);
    const contexts = await Promise.all(Array.from({ length: 10 }, () => contextFor(backend, page("/", { headers: { Cookie: cookie } }))));
    const results = await Promise.all(contexts.map((context) => context.api.get("auth/user")));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(backend.callsTo("auth/refresh_token")).toBe(1);
    const refreshTokens = new Set(contexts.map((context) => context.session.tokens?.refreshToken));
    expect(refreshTokens.size).toBe(1);
  });

  it("refreshes ahead of expiry instead of waiting for a 401", async () => {
    const { backend, cookie } = await signedIn(undefined, { expiresInMs: 10_000 });
    const context = await contextFor(backend, page("/", { headers: { Cookie: cookie } }));
    expect((await context.api.get("auth/user")).ok).toBe(true);
    expect(backend.callsTo("auth/refresh_token")).toBe(1);
    expect(backend.callsTo("auth/user")).toBe(1);
  });

  it("signs out and sends to sign-in with the way back when the refresh is refused", async () => {
    const { backend, cookie } = await signedIn(undefined, { expired: true });
    backend.setRefreshAnswer("reject");
    const context = await contextFor(backend, page("/account-user?tab=1&_data=routes%2F_shell", { headers: { Cookie: cookie } }));
    const response = await thrown(context.api.get("auth/user"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account/login?redirect=%2Faccount-user%3Ftab%3D1");
    expect(context.session.userId).toBeUndefined();
    expect(context.session.tokens).toBeUndefined();
    const finalized = await finalizeResponse(context, response);
    const setCookies = finalized.headers.getSetCookie();
    expect(setCookies.find((value) => value.startsWith("__session="))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(setCookies.some((value) => value.startsWith("toast="))).toBe(true);
  });

  it("keeps the session when the refresh gets no answer, and reports a transport failure", async () => {
    const { backend, cookie } = await signedIn(undefined, { expired: true });
    backend.setRefreshAnswer("broken");
    const context = await contextFor(backend, page("/", { headers: { Cookie: cookie } }));
    const result = await context.api.get("auth/user");
    expect(result).toMatchObject({ ok: false, failure: "transport" });
    expect(context.session.userId).toBe("user-1");
  });

  it("queues a non-200 status_code as an error toast unless told not to", async () => {
    const backend = createFakeBackend();
    const context = await contextFor(backend, page("/"));
    const quiet = await context.api.post("fail", {}, { toast: false });
    expect(quiet).toMatchObject({ ok: false, status: 400, failure: "status", message: "Please fill in the name", data: { field: "name" } });
    expect(context.toasts.takeForRender()).toEqual([]);
    await context.api.post("fail", {});
    expect(context.toasts.takeForRender()).toMatchObject([{ type: "error", lines: ["Please fill in the name"] }]);
  });

  it("throws a server-side failure as an error page with the API's sentence and status, not a form error", async () => {
    const backend = createFakeBackend();
    const context = await contextFor(backend, page("/"));
    const answer = await thrown(context.api.post("full", {}, { toast: false }));
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ message: "We cannot save anything right now because the server's storage is full. Please try again later." });
    expect(context.toasts.takeForRender()).toEqual([]);
  });

  it("hands other HTTP failures to the caller without a toast", async () => {
    const backend = createFakeBackend();
    const context = await contextFor(backend, page("/"));
    const result = await context.api.get("broken");
    expect(result).toMatchObject({ ok: false, status: 502, failure: "transport" });
    expect(context.toasts.takeForRender()).toEqual([]);
  });

  it("cancels the API call when the browser's request is aborted", async () => {
    const backend = createFakeBackend();
    const browser = new AbortController();
    const context = await contextFor(backend, page("/", { signal: browser.signal }));
    const call = context.api.get("slow");
    setTimeout(() => browser.abort(), 10);
    await expect(call).rejects.toBeDefined();
    expect(backend.wasAborted()).toBe(true);
  });

  it("leaves the cookie alone when nothing changed", async () => {
    const { backend, cookie } = await signedIn();
    const context = await contextFor(backend, page("/", { headers: { Cookie: cookie } }));
    await context.api.get("auth/user");
    const response = await finalizeResponse(context, new Response("page"));
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});
