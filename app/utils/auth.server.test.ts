import { describe, expect, it } from "vitest";
import { contextFor, createFakeBackend, signedInCookie } from "../testing/fake-backend";
import { requireAnonymous, requirePower, requireUser, requireUserId } from "./auth.server";

const backend = createFakeBackend();

function thrownBy(guard: () => unknown): Response {
  try {
    guard();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("the guard let the request through");
}

describe("guards", () => {
  it("send a signed-out visitor to sign-in with the path and query to come back to", async () => {
    const request = new Request("http://localhost/account-user?tab=1&q=a%20b");
    const context = await contextFor(backend, request);
    const response = thrownBy(() => requireUserId(request, context));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/account/login");
    expect(location.searchParams.get("redirect")).toBe("/account-user?tab=1&q=a%20b");
  });

  it("let a signed-in user through, with the user from the API", async () => {
    const request = new Request("http://localhost/account-user", { headers: { Cookie: await signedInCookie(backend.issueTokens()) } });
    const context = await contextFor(backend, request);
    expect(requireUserId(request, context)).toBe("user-1");
    await expect(requireUser(request, context)).resolves.toMatchObject({ email: "ada@example.com" });
  });

  it("let a user through to a screen their powers unlock, and send them home from one they do not", async () => {
    const request = new Request("http://localhost/slideshow", { headers: { Cookie: await signedInCookie(backend.issueTokens()) } });
    const context = await contextFor(backend, request);
    await expect(requirePower(request, context, "slideshow")).resolves.toMatchObject({ powers: ["slideshow"] });
    const refused = await requirePower(request, context, "promotional").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("Location")).toBe("/");
  });

  it("send a signed-in user away from sign-in to /", async () => {
    const request = new Request("http://localhost/account/login", { headers: { Cookie: await signedInCookie(backend.issueTokens()) } });
    const context = await contextFor(backend, request);
    const response = thrownBy(() => requireAnonymous(context));
    expect(response.headers.get("Location")).toBe("/");
  });

  it("let a signed-out visitor see sign-in", async () => {
    const context = await contextFor(backend, new Request("http://localhost/account/login"));
    expect(() => requireAnonymous(context)).not.toThrow();
  });
});
