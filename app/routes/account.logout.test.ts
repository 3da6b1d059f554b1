import { afterEach, describe, expect, it, vi } from "vitest";
import { finalizeResponse } from "../request-context.server";
import { contextFor, createFakeBackend, signedInCookie } from "../testing/fake-backend";
import { action, revokeWaitMs } from "./account.logout";

const backend = createFakeBackend();

/** The fake backend, except that `auth/logout` is answered by `logout`. */
function backendWhoseLogout(logout: (request: Request) => Promise<Response>) {
  return { ...backend, fetch: (request: Request) => (new URL(request.url).pathname.endsWith("/auth/logout") ? logout(request) : backend.fetch(request)) };
}

async function signOutWith(api: ReturnType<typeof backendWhoseLogout>, { whileWaiting }: { whileWaiting?: () => Promise<unknown> } = {}) {
  const request = new Request("http://localhost/account/logout", { method: "POST", headers: { Cookie: await signedInCookie(backend.issueTokens()) } });
  const context = await contextFor(api, request);
  const answer = action({ request, context, params: {} });
  await whileWaiting?.();
  const response = await finalizeResponse(context, await answer);
  return { response, sessionCookie: response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session=")) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("signing out", () => {
  it("clears the session cookie when the API refuses the revoke", async () => {
    const { response, sessionCookie } = await signOutWith(
      backendWhoseLogout(async () => new Response(JSON.stringify({ status_code: 500, data: null, message: "failed" }), { status: 500 })),
    );
    expect(response.headers.get("Location")).toBe("/account/login");
    expect(sessionCookie).toMatch(/^__session=; .*Expires=Thu, 01 Jan 1970/);
  });

  it("clears the session cookie without waiting for an API that does not answer", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { response, sessionCookie } = await signOutWith(
      backendWhoseLogout(() => new Promise<Response>(() => {})),
      { whileWaiting: () => vi.advanceTimersByTimeAsync(revokeWaitMs) },
    );
    expect(response.headers.get("Location")).toBe("/account/login");
    expect(sessionCookie).toMatch(/^__session=; .*Expires=Thu, 01 Jan 1970/);
  });
});
