/**
 * The social accounts screen (/account-user/connections) and the callback the platforms send the browser back to:
 * the user's connections (`social/accounts`), the OAuth round trip (`social/connect/:platform` and its callback) and
 * disconnecting (docs/api-v1.md, Social posting).
 */
import type { AppLoadContext } from "@remix-run/node";
import { loaded, type Loaded } from "~/utils/api.server";
import type { SocialAccountView, SocialAccountsView, SocialPlatformName } from "../../api/contract/social";


export async function loadConnections(context: AppLoadContext): Promise<Loaded<SocialAccountsView>> {
  return loaded(await context.api.get<SocialAccountsView>("social/accounts", undefined, { toast: false }));
}

/** The platform's consent page for a new connection; the browser comes back to `returnPath` after the callback. */
export async function startConnection(context: AppLoadContext, platform: SocialPlatformName, returnPath: string): Promise<Loaded<{ authorization_url: string }>> {
  return loaded(await context.api.post<{ authorization_url: string }>(`social/connect/${platform}`, { return_path: returnPath }, { toast: false }));
}

export async function finishConnection(
  context: AppLoadContext,
  platform: SocialPlatformName,
  code: string,
  state: string,
): Promise<Loaded<{ account: SocialAccountView; return_path: string }>> {
  return loaded(await context.api.post<{ account: SocialAccountView; return_path: string }>(`social/connect/${platform}/callback`, { code, state }, { toast: false }));
}

export async function disconnect(context: AppLoadContext, id: string): Promise<Loaded<unknown>> {
  return loaded(await context.api.call("DELETE", `social/accounts/${encodeURIComponent(id)}`, { toast: false }));
}
