import type { AuthTokens } from "./session.server";

export type RefreshOutcome =
  | { ok: true; tokens: AuthTokens }
  /** The API refused the refresh token: the session is over. */
  | { ok: false; reason: "rejected" }
  /** No answer (network, non-JSON): the session may still be good, so it is kept. */
  | { ok: false; reason: "unreachable" };

/**
 * Refresh tokens rotate and the API revokes a whole family when one is presented twice. Every refresh therefore goes
 * through here: parallel loaders of one request and parallel requests carrying the same cookie share one call, and
 * its outcome is kept for `keepMs` for requests that arrive a little later with the old cookie. It is handed only to
 * a caller holding the same pair of tokens (the same signed-in session), and only for a few seconds: a refresh token
 * that turns up with another access token, or later, is presented to the API, which treats it as reuse.
 */
export class RefreshCoordinator {
  private readonly outcomes = new Map<string, Promise<RefreshOutcome>>();

  constructor(private readonly keepMs = 5_000) {}

  refresh(tokens: Pick<AuthTokens, "accessToken" | "refreshToken">, perform: (refreshToken: string) => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
    const key = `${tokens.refreshToken} ${tokens.accessToken}`;
    const known = this.outcomes.get(key);
    if (known) return known;
    const outcome = perform(tokens.refreshToken).catch((): RefreshOutcome => ({ ok: false, reason: "unreachable" }));
    this.outcomes.set(key, outcome);
    void outcome.then((result) => {
      if (result.ok || result.reason === "rejected") {
        setTimeout(() => this.outcomes.delete(key), this.keepMs).unref();
      } else {
        // A transient failure must not stick: the next request tries again.
        this.outcomes.delete(key);
      }
    });
    return outcome;
  }
}

/** One per process: server.ts creates every request's API client against it. */
export const processRefreshCoordinator = new RefreshCoordinator();
