import { describe, expect, it } from "vitest";
import { finalizeResponse } from "../request-context.server";
import { contextFor, createFakeBackend, signedInCookie } from "../testing/fake-backend";

const page = (cookie: string) => new Request("http://localhost/resources/media/video/v1/9x16", { headers: { Cookie: cookie } });

describe("the API client's unwrapped calls (media files, event streams, exports)", () => {
  it("hands back the API's response as it came, with the bearer token and the query", async () => {
    const backend = createFakeBackend();
    const tokens = backend.issueTokens();
    const context = await contextFor(backend, page(await signedInCookie(tokens)));
    const response = await context.api.getUnwrapped("echo", { query: { id: "v1" }, headers: { Range: "bytes=0-1" } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { query: string; authorization: string } };
    expect(body.data).toMatchObject({ query: "?id=v1", authorization: `Bearer ${tokens.accessToken}` });
    expect(backend.lastRequestTo("echo")?.headers.get("Range")).toBe("bytes=0-1");
  });

  it("posts JSON for an answer that is a file, with the bearer token", async () => {
    const backend = createFakeBackend();
    const tokens = backend.issueTokens();
    const context = await contextFor(backend, page(await signedInCookie(tokens)));
    const response = await context.api.postUnwrapped("echo", { id: "s1", type: "zip" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { contentType: string; body: unknown; authorization: string } };
    expect(body.data).toMatchObject({ contentType: "application/json", body: { id: "s1", type: "zip" }, authorization: `Bearer ${tokens.accessToken}` });
  });

  it("refreshes once after a 401, retries, and stores the new tokens in the session cookie", async () => {
    const backend = createFakeBackend();
    const tokens = backend.issueTokens();
    backend.expireAccessToken(tokens.accessToken);
    const context = await contextFor(backend, page(await signedInCookie(tokens)));
    const response = await context.api.getUnwrapped("auth/user");
    expect(response.status).toBe(200);
    expect(backend.callsTo("auth/refresh_token")).toBe(1);
    expect(backend.callsTo("auth/user")).toBe(2);
    const finalized = await finalizeResponse(context, response);
    expect(finalized.headers.get("Set-Cookie")).toMatch(/^__session=/);
  });

  it("refreshes ahead of expiry so a long stream opens with a fresh token", async () => {
    const backend = createFakeBackend();
    const tokens = backend.issueTokens();
    tokens.accessTokenExpiresAt = Date.now() + 5_000;
    const context = await contextFor(backend, page(await signedInCookie(tokens)));
    const response = await context.api.getUnwrapped("auth/user");
    expect(response.status).toBe(200);
    expect(backend.callsTo("auth/refresh_token")).toBe(1);
    expect(backend.callsTo("auth/user")).toBe(1);
  });

  it("signs out and sends to sign-in when the refresh is refused", async () => {
    const backend = createFakeBackend();
    const tokens = backend.issueTokens();
    backend.expireAccessToken(tokens.accessToken);
    backend.setRefreshAnswer("reject");
    const context = await contextFor(backend, page(await signedInCookie(tokens)));
    const thrown = await context.api.getUnwrapped("auth/user").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/account\/login\?redirect=/);
  });
});
