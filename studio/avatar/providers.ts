/**
 * Which presenter provider a deployment uses, from its environment: the offline local provider by default; with
 * AVATAR_HTTP_URL, a lip-sync service (docs/avatar-http-protocol.md) that falls back to the local one when it fails.
 */
import { mediaToolsFromEnv } from "../render/media-tools";
import type { AvatarProvider } from "./avatar-provider";
import { HttpAvatarProvider, httpAvatarConfigFromEnv, withFallback } from "./http";
import { LocalAvatarProvider } from "./local-provider";

export interface AvatarProviderSettings {
  env?: NodeJS.ProcessEnv;
  /** Where the lip-sync service's results are kept between renders; the caller owns and cleans it. */
  cacheDir: string;
}

export function createAvatarProvider({ env = process.env, cacheDir }: AvatarProviderSettings): AvatarProvider {
  const tools = mediaToolsFromEnv(env);
  const local = new LocalAvatarProvider(tools);
  const config = httpAvatarConfigFromEnv(env);
  return config ? withFallback(new HttpAvatarProvider({ config, preparer: local, tools, cacheDir }), local) : local;
}
