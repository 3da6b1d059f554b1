import { describe, expect, it } from "vitest";
import { finalizeResponse } from "../request-context.server";
import { contextFor, cookieHeaderFrom, createFakeBackend, signedInCookie, testConfig } from "../testing/fake-backend";

const backend = createFakeBackend();
const request = (cookie?: string) => new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });

describe("the request session", () => {
  it("writes no cookie for a request that only reads", async () => {
    const context = await contextFor(backend, request(await signedInCookie(backend.issueTokens())));
    expect(context.session.userId).toBe("user-1");
    const response = await finalizeResponse(context, new Response("page"));
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("writes the cookie once, httpOnly and SameSite=Lax, when it changed", async () => {
    const context = await contextFor(backend, request());
    const tokens = backend.issueTokens();
    context.session.signIn("user-1", tokens);
    context.session.replaceTokens(tokens);
    const setCookies = (await finalizeResponse(context, new Response("page"))).headers.getSetCookie();
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(/^__session=/);
    expect(setCookies[0]).toMatch(/HttpOnly/);
    expect(setCookies[0]).toMatch(/SameSite=Lax/);
    expect(setCookies[0]).toMatch(/Path=\//);
    expect(setCookies[0]).not.toMatch(/Secure/);

    const next = await contextFor(backend, request(cookieHeaderFrom(setCookies)));
    expect(next.session.userId).toBe("user-1");
    expect(next.session.tokens).toEqual(tokens);
  });

  it("marks the cookie Secure when configured", async () => {
    const config = { ...testConfig, cookieSecure: true };
    const context = await contextFor(backend, request(), config);
    context.session.signIn("user-1", backend.issueTokens());
    const [setCookie] = (await finalizeResponse(context, new Response("page"))).headers.getSetCookie();
    expect(setCookie).toMatch(/; Secure/);
  });

  it("clears the cookie on sign-out", async () => {
    const context = await contextFor(backend, request(await signedInCookie(backend.issueTokens())));
    context.session.signOut();
    const [setCookie] = (await finalizeResponse(context, new Response("page"))).headers.getSetCookie();
    expect(setCookie).toMatch(/^__session=; .*Expires=Thu, 01 Jan 1970/);
  });

  it("still reads cookies signed with an older secret after rotation, and signs new ones with the first", async () => {
    const oldConfig = { ...testConfig, sessionSecrets: ["the-old-session-secret-of-32-chars"] };
    const rotated = { ...testConfig, sessionSecrets: ["the-new-session-secret-of-32-chars", "the-old-session-secret-of-32-chars"] };
    const oldCookie = await signedInCookie(backend.issueTokens(), "user-9", oldConfig);
    const context = await contextFor(backend, request(oldCookie), rotated);
    expect(context.session.userId).toBe("user-9");
    const stranger = await contextFor(backend, request(oldCookie), testConfig);
    expect(stranger.session.userId).toBeUndefined();
  });
});
