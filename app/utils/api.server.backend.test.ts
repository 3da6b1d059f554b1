import { describe, expect, it } from "vitest";
import { registerAccount } from "../../api/testing/accounts";
import { useApiHarness } from "../../api/testing/harness";
import { createRequestContext } from "../request-context.server";
import { signedInCookie, testConfig } from "../testing/fake-backend";
import { tokensFromApi } from "./tokens.server";

// The client against the real /api/v1 backend in-process, whose refresh tokens rotate and revoke on reuse.
describe("the API client with the real backend", () => {
  const harness = useApiHarness("sqlite");

  it("refreshes once for ten parallel requests carrying the same cookie with an expired access token", async () => {
    const account = await registerAccount(harness);
    const tokens = tokensFromApi(account)!;
    harness.clock.advance(16 * 60_000); // past the access token's 15 minutes
    let refreshCalls = 0;
    const apiFetch = (request: Request) => {
      if (new URL(request.url).pathname.endsWith("/auth/refresh_token")) refreshCalls += 1;
      return harness.api.fetch(request, { clientIp: "203.0.113.9" });
    };
    const cookie = await signedInCookie(tokens, account.user.id);

    const contexts = await Promise.all(
      Array.from({ length: 10 }, () =>
        createRequestContext({
          request: new Request("http://localhost/account-user", { headers: { Cookie: cookie } }),
          config: testConfig,
          clientIp: "203.0.113.9",
          cspNonce: "nonce",
          apiBaseUrl: "http://promoreel.internal/api/v1/",
          apiFetch,
        }),
      ),
    );
    const results = await Promise.all(contexts.map((context) => context.api.get<{ email: string }>("auth/user")));

    expect(results.map((result) => result.ok && result.data.email)).toEqual(Array(10).fill(account.email));
    expect(refreshCalls).toBe(1);
    const rotated = new Set(contexts.map((context) => context.session.tokens?.refreshToken));
    expect(rotated.size).toBe(1);
    expect(rotated.has(tokens.refreshToken)).toBe(false);
  });
});
