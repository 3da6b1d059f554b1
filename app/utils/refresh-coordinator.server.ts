import type { AuthTokens } from "./session.server";

export type RefreshOutcome =
  | { ok: true; tokens: AuthTokens }
  /** The API refused the refresh token: the session is over. */
  | { ok: false; reason: "rejected" }
  /** No answer (network, non-JSON): the session may still be good, so it is kept. */
  | { ok: false; reason: "unreachable" };

/**
 * Refresh tokens rotate and the API revokes a whole family when one is presented twice. Every refresh therefore goes
 * through here, keyed by the refresh token: parallel loaders of one request and parallel requests carrying the same
 * cookie share one call, and its outcome is kept for `keepMs` for requests that arrive a little later with the old
 * cookie.
 */
export class RefreshCoordinator {
  private readonly outcomes = new Map<string, Promise<RefreshOutcome>>();

  constructor(private readonly keepMs = 60_000) {}

  refresh(refreshToken: string, perform: (refreshToken: string) => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
    const known = this.outcomes.get(refreshToken);
    if (known) return known;
    const outcome = perform(refreshToken).catch((): RefreshOutcome => ({ ok: false, reason: "unreachable" }));
    this.outcomes.set(refreshToken, outcome);
    void outcome.then((result) => {
      if (result.ok || result.reason === "rejected") {
        setTimeout(() => this.outcomes.delete(refreshToken), this.keepMs).unref();
      } else {
        // A transient failure must not stick: the next request tries again.
        this.outcomes.delete(refreshToken);
      }
    });
    return outcome;
  }
}

/** One per process: server.ts creates every request's API client against it. */
export const processRefreshCoordinator = new RefreshCoordinator();
