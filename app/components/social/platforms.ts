import { socialPlatformIds, type SocialPlatformName } from "../../../api/contract/social";

/** Brand names are not translated. */
export const platformNames: Record<SocialPlatformName, string> = { tiktok: "TikTok", youtube: "YouTube", instagram: "Instagram" };

export function isPlatformName(value: string | undefined): value is SocialPlatformName {
  return (socialPlatformIds as readonly string[]).includes(value ?? "");
}
