/** The social platforms whose OAuth clients are configured (api/config.ts SocialConfig); the others are off. */
import type { SocialConfig } from "../../config";
import type { SocialPlatform, SocialPlatformId } from "../platform";
import { createInstagramPlatform, type InstagramOptions } from "./instagram";
import { createTikTokPlatform, type TikTokOptions } from "./tiktok";
import { createYouTubePlatform, type YouTubeOptions } from "./youtube";

/** Per-platform tuning, for tests (smaller chunks, so a small file makes several). */
export interface SocialPlatformOptions {
  tiktok?: TikTokOptions;
  youtube?: YouTubeOptions;
  instagram?: InstagramOptions;
}

export function createSocialPlatforms(config: SocialConfig, options: SocialPlatformOptions = {}): Partial<Record<SocialPlatformId, SocialPlatform>> {
  const platforms: Partial<Record<SocialPlatformId, SocialPlatform>> = {};
  if (config.tiktok) platforms.tiktok = createTikTokPlatform(config.tiktok, options.tiktok);
  if (config.youtube) platforms.youtube = createYouTubePlatform(config.youtube, options.youtube);
  if (config.instagram) platforms.instagram = createInstagramPlatform(config.instagram, options.instagram);
  return platforms;
}

export { createInstagramPlatform, createTikTokPlatform, createYouTubePlatform };
