import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isPlatformName, platformNames } from "~/components/social/platforms";
import { connectionsPath } from "~/components/social/connect-form";
import { finishConnection } from "~/data/connections.server";
import { requireUserId } from "~/utils/auth.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

/**
 * Where TikTok, YouTube and Instagram send the browser back after their consent page (the redirect URI registered
 * with each, docs/api-v1.md): `code` and `state` go to the API, which checks the state and stores the account; the
 * browser then goes back where the connect started, with a toast. A refused consent (`error=access_denied`), a stale
 * or replayed state, or a code the platform refuses is said in words on the connections screen.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const platform = params.platform;
  if (!isPlatformName(platform)) throw new Response(null, { status: 404 });
  const name = platformNames[platform];
  const query = new URL(request.url).searchParams;
  const code = query.get("code");
  const state = query.get("state");
  if (query.get("error") || !code || !state) {
    context.toasts.error(context.t(query.get("error") ? "social.consentDenied" : "social.callbackIncomplete", { platform: name }));
    return redirect(connectionsPath);
  }
  const finished = await finishConnection(context, platform, code, state);
  if (!finished.ok) {
    context.toasts.error(finished.message);
    return redirect(connectionsPath);
  }
  context.toasts.success(context.t("social.connected", { platform: name, name: finished.data.account.name }));
  return redirect(safeRedirectPath(finished.data.return_path, connectionsPath));
}
