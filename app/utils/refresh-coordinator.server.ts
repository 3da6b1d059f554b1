import { createHash } from "node:crypto";
import type { SharedFlight } from "../../lib/shared-state/single-flight";
import type { AuthTokens } from "./session.server";

export type RefreshOutcome =
  | { ok: true; tokens: AuthTokens }
  /** The API refused the refresh token: the session is over. */
  | { ok: false; reason: "rejected" }
  /** No answer (network, non-JSON): the session may still be good, so it is kept. */
  | { ok: false; reason: "unreachable" };

const unreachable: RefreshOutcome = { ok: false, reason: "unreachable" };

/**
 * Refresh tokens rotate and the API revokes a whole family when one is presented twice. Every refresh therefore goes
 * through here: parallel loaders of one request and parallel requests carrying the same cookie share one call, and
 * its outcome is kept for `keepMs` for requests that arrive a little later with the old cookie. It is handed only to
 * a caller holding the same pair of tokens (the same signed-in session), and only for a few seconds: a refresh token
 * that turns up with another access token, or later, is presented to the API, which treats it as reuse.
 *
 * With `shared` (REDIS_URL) the same holds across web processes behind one balancer: one process calls the API and
 * the others take its outcome from Redis. When Redis cannot be reached the process refreshes on its own, as without
 * it (decision 199): a race between processes during the outage can then sign a user out, never lock everyone out.
 */
export class RefreshCoordinator {
  private readonly outcomes = new Map<string, Promise<RefreshOutcome>>();

  constructor(
    private readonly keepMs = 5_000,
    private readonly shared?: SharedFlight,
    private readonly onSharedFailure?: (error: unknown) => void,
  ) {}

  refresh(tokens: Pick<AuthTokens, "accessToken" | "refreshToken">, perform: (refreshToken: string) => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
    const key = `${tokens.refreshToken} ${tokens.accessToken}`;
    const known = this.outcomes.get(key);
    if (known) return known;
    const performOnce = () => perform(tokens.refreshToken).catch((): RefreshOutcome => unreachable);
    const outcome = this.shared ? this.refreshShared(key, performOnce) : performOnce();
    this.outcomes.set(key, outcome);
    void outcome.then((result) => {
      if (isFinal(result)) {
        setTimeout(() => this.outcomes.delete(key), this.keepMs).unref();
      } else {
        // A transient failure must not stick: the next request tries again.
        this.outcomes.delete(key);
      }
    });
    return outcome;
  }

  private async refreshShared(key: string, performOnce: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
    // The key names the tokens by a hash: Redis never holds a usable old token, only the new pair for a few seconds.
    const flightKey = `refresh:${createHash("sha256").update(key).digest("base64url")}`;
    try {
      return await this.shared!.run(flightKey, performOnce, { keep: isFinal, keepMs: this.keepMs, onTimeout: () => unreachable });
    } catch (error) {
      this.onSharedFailure?.(error);
      return performOnce();
    }
  }
}

/** A new pair or a refusal is the answer for everyone holding the old pair; a transient failure is not. */
function isFinal(outcome: RefreshOutcome): boolean {
  return outcome.ok || outcome.reason === "rejected";
}

/** One per process unless server.ts gives the requests one sharing refreshes through Redis. */
export const processRefreshCoordinator = new RefreshCoordinator();
