/**
 * Posting to social platforms (docs/api-v1.md, Social): connections, posts and their states, as the API shows them.
 * The platform's own words (a failure's reason) are passed through untranslated: they are what the platform said.
 */
import { z } from "zod";
import { isSitePath } from "./site-path";

export const socialPlatformIds = ["tiktok", "youtube", "instagram"] as const;
export type SocialPlatformName = (typeof socialPlatformIds)[number];

export const socialAccountStates = ["connected", "needs-reconnect"] as const;
export type SocialAccountState = (typeof socialAccountStates)[number];

export const socialPostStates = ["scheduled", "uploading", "processing", "published", "failed", "cancelled"] as const;
export type SocialPostState = (typeof socialPostStates)[number];

/** Why a post failed, as the screen words it; `reason` beside it carries the platform's own words. */
export const socialFailureKinds = ["rejected", "reconnect", "unavailable", "no-rendition"] as const;
export type SocialFailureKind = (typeof socialFailureKinds)[number];

/**
 * The reasons Promoreel's own code gives for a refusal, where the platform said nothing in words: the screen words them
 * in the user's language (`social.reason_<code>`). Any other reason is the platform's own, shown as it said it.
 */
export const socialOwnReasons = ["privacy-not-offered", "video-too-long", "file-changed", "unexplained", "video-deleted"] as const;
export type SocialOwnReason = (typeof socialOwnReasons)[number];
export const isSocialOwnReason = (reason: string): reason is SocialOwnReason => (socialOwnReasons as readonly string[]).includes(reason);

export const socialRatios = ["9:16", "16:9"] as const;
export type SocialRatio = (typeof socialRatios)[number];
export const socialPrivacies = ["public", "unlisted", "private"] as const;
export type SocialPrivacy = (typeof socialPrivacies)[number];

/**
 * TikTok's commercial content disclosure (its Content Sharing Guidelines): a video that promotes the creator's own
 * business is "Your brand" (`brand_organic_toggle`), one promoting someone else's in a paid partnership is "Branded
 * content" (`brand_content_toggle`, which TikTok does not allow for a post only its author sees). Other platforms ignore it.
 */
export const tiktokDisclosures = ["none", "your-brand", "branded-content"] as const;
export type TikTokDisclosure = (typeof tiktokDisclosures)[number];

/** The ratio each platform wants by default: a Short, a TikTok and a Reel are upright; a YouTube video may be wide. */
export const defaultRatios: Record<SocialPlatformName, SocialRatio> = { tiktok: "9:16", youtube: "9:16", instagram: "9:16" };
/** Ratios each platform takes: YouTube takes both (Shorts and videos); TikTok and Reels are upright only. */
export const platformRatios: Record<SocialPlatformName, readonly SocialRatio[]> = { tiktok: ["9:16"], youtube: ["9:16", "16:9"], instagram: ["9:16"] };

/** Who may see a post, as each platform offers it: Instagram's API has no private or unlisted Reel, so every Reel is public. */
export const platformPrivacies: Record<SocialPlatformName, readonly SocialPrivacy[]> = { tiktok: socialPrivacies, youtube: socialPrivacies, instagram: ["public"] };

export const socialLimits = {
  caption: 2200,
  title: 100,
  accountsPerPost: 10,
  /** Videos whose posts one `GET social/posts?video_ids=` lists. */
  videosPerListing: 50,
  /** How far ahead a post may be scheduled. */
  maxScheduleDays: 180,
} as const;

/**
 * What each platform takes in a caption beyond `socialLimits.caption` (UTF-16 code units, TikTok's limit): Instagram
 * refuses a Reel with more than 30 hashtags or 20 @mentions; YouTube ignores every hashtag of a video with more than
 * 60 and cuts a description at 5000 bytes of UTF-8 (a Chinese character is 3).
 */
export const captionLimits = { tiktok: {}, instagram: { hashtags: 30, mentions: 20 }, youtube: { hashtags: 60, bytes: 5000 } } as const;

export type CaptionProblem = { kind: "hashtags" | "mentions" | "bytes"; max: number; count: number };

/** A hashtag is `#` and letters, digits or `_`, not inside a word or an address (`a#b`, `&#35;`, `/page#top`). */
const hashtagPattern = /(?<![\p{L}\p{N}_&/#])#[\p{L}\p{M}\p{N}_]+/gu;
/** An @mention is `@` and an Instagram user name (letters, digits, `.` and `_`), not inside an e-mail address. */
const mentionPattern = /(?<![\p{L}\p{N}_.@])@[A-Za-z0-9._]+/gu;

const captionMeasures: Record<CaptionProblem["kind"], (caption: string) => number> = {
  hashtags: (caption) => caption.match(hashtagPattern)?.length ?? 0,
  mentions: (caption) => caption.match(mentionPattern)?.length ?? 0,
  bytes: (caption) => new TextEncoder().encode(caption).length,
};

/** The first of the platform's caption limits that `caption` goes over, or null when the platform takes it whole. */
export function captionProblem(caption: string, platform: SocialPlatformName): CaptionProblem | null {
  const limits: Partial<Record<CaptionProblem["kind"], number>> = captionLimits[platform];
  for (const kind of ["hashtags", "mentions", "bytes"] as const) {
    const max = limits[kind];
    const count = max === undefined ? 0 : captionMeasures[kind](caption);
    if (max !== undefined && count > max) return { kind, max, count };
  }
  return null;
}

export interface SocialAccountView {
  id: string;
  platform: SocialPlatformName;
  name: string;
  state: SocialAccountState;
  connected_at: string;
}

export interface SocialAccountsView {
  /** Platforms this server has keys for; empty: posting is off and `setup_variables` says how to turn it on. */
  platforms: SocialPlatformName[];
  setup_variables: string[];
  accounts: SocialAccountView[];
}

export interface SocialPostView {
  id: string;
  video_id: string;
  account_id: string;
  account_name: string;
  platform: SocialPlatformName;
  ratio: SocialRatio;
  caption: string;
  privacy: SocialPrivacy;
  /** What a TikTok post discloses about promoting a brand; "none" on the other platforms. */
  tiktok_disclosure: TikTokDisclosure;
  scheduled_at: string;
  time_zone: string;
  state: SocialPostState;
  /** 0–100 while uploading. */
  upload_percent: number | null;
  failure: { kind: SocialFailureKind; reason: string } | null;
  post_url: string | null;
  published_at: string | null;
  stats: { views: number; likes: number; comments: number; shares: number; fetched_at: string } | null;
}

export const connectBody = z.object({
  /** Where the app sends the browser after the callback: a path on this site. */
  return_path: z.string().max(500).refine(isSitePath).default("/account-user/connections"),
});

export const connectCallbackBody = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(16).max(200),
});

export const createPostBody = z.object({
  video_id: z.string().min(1).max(100),
  title: z.string().trim().max(socialLimits.title).default(""),
  caption: z.string().max(socialLimits.caption),
  privacy: z.enum(socialPrivacies),
  /** For the TikTok targets: whether the video promotes the user's own brand or is a paid partnership. */
  tiktok_disclosure: z.enum(tiktokDisclosures).default("none"),
  targets: z
    .array(z.object({ account_id: z.string().min(1).max(100), ratio: z.enum(socialRatios) }))
    .min(1)
    .max(socialLimits.accountsPerPost),
  /** ISO date-time with offset, or absent for now. */
  scheduled_at: z.string().datetime({ offset: true }).optional(),
  time_zone: z.string().min(1).max(100).default("UTC"),
});
export type CreatePostBody = z.infer<typeof createPostBody>;
