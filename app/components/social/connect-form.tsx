import type { SocialPlatformName } from "../../../api/contract/social";

export const connectionsPath = "/account-user/connections";

/**
 * Connect (or reconnect) an account: a plain form post even with JavaScript, because the answer is a redirect to the
 * platform's consent page on another site. The platform sends the browser back to the callback, then to `returnPath`.
 */
export function ConnectForm({ platform, returnPath = connectionsPath, children }: { platform: SocialPlatformName; returnPath?: string; children: string }) {
  return (
    <form method="post" action={connectionsPath}>
      <input type="hidden" name="platform" value={platform} />
      <input type="hidden" name="return_path" value={returnPath} />
      <button type="submit" name="intent" value="connect" className="btn-primary">
        {children}
      </button>
    </form>
  );
}
