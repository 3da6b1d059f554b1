import { afterEach, describe, expect, it, vi } from "vitest";
import { contextFor, createFakeBackend, signedInCookie } from "../testing/fake-backend";
import type { SharedFlight } from "../../lib/shared-state/single-flight";
import { RefreshCoordinator, type RefreshOutcome } from "./refresh-coordinator.server";

const page = (cookie: string) => new Request("http://localhost/videos", { headers: { Cookie: cookie } });

describe("the shared refresh's grace window", () => {
  afterEach(() => vi.useRealTimers());

  it("hands the new pair to a repeat of the old cookie for a few seconds, then no more", async () => {
    vi.useFakeTimers();
    const coordinator = new RefreshCoordinator();
    let performed = 0;
    const perform = async (): Promise<RefreshOutcome> => {
      performed += 1;
      return { ok: false, reason: "rejected" };
    };
    const tokens = { accessToken: "access-1", refreshToken: "refresh-1" };
    await coordinator.refresh(tokens, perform);
    await vi.advanceTimersByTimeAsync(4_000);
    await coordinator.refresh(tokens, perform);
    expect(performed).toBe(1);
    await vi.advanceTimersByTimeAsync(1_001);
    await coordinator.refresh(tokens, perform);
    expect(performed).toBe(2);
  });

  it("does not hand the new pair to a refresh token that comes with another session's access token", async () => {
    const backend = createFakeBackend();
    const tokens = backend.issueTokens();
    backend.expireAccessToken(tokens.accessToken);
    const owner = await contextFor(backend, page(await signedInCookie(tokens)));
    expect((await owner.api.get("auth/user")).ok).toBe(true);

    // Only the refresh token was copied: another access token (expired too) in a cookie of its own.
    const other = backend.issueTokens();
    backend.expireAccessToken(other.accessToken);
    const copy = await contextFor(backend, page(await signedInCookie({ ...tokens, accessToken: other.accessToken })));
    const refused = await copy.api.get("auth/user").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("Location")).toMatch(/^\/account\/login/);
    expect(copy.session.tokens).toBeUndefined();
    expect(backend.callsTo("auth/refresh_token")).toBe(2);
  });
});

describe("the refresh shared through Redis while Redis is unreachable", () => {
  it("refreshes in this process, once for its parallel callers, and says why", async () => {
    const failures: unknown[] = [];
    const unreachable: SharedFlight = {
      run: () => Promise.reject(new Error("Stream isn't writeable and enableOfflineQueue options is false")),
    };
    const coordinator = new RefreshCoordinator(5_000, unreachable, (error) => failures.push(error));
    let performed = 0;
    const perform = async (): Promise<RefreshOutcome> => {
      performed += 1;
      return { ok: true, tokens: { accessToken: "access-2", refreshToken: "refresh-2", accessTokenExpiresAt: 1, refreshTokenExpiresAt: 2 } };
    };
    const tokens = { accessToken: "access-1", refreshToken: "refresh-1" };
    const outcomes = await Promise.all([coordinator.refresh(tokens, perform), coordinator.refresh(tokens, perform)]);
    expect(outcomes.every((outcome) => outcome.ok && outcome.tokens.refreshToken === "refresh-2")).toBe(true);
    expect(performed).toBe(1);
    expect(failures).toHaveLength(1);
  });
});
