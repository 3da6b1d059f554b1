/** A video's public link and what its visitors did (docs/api-v1.md, Share links; docs/decisions/071). */
import type { AspectRatio } from "./videos";

/** 32 random bytes as base64url: 43 characters nobody can guess or enumerate; anything else was never given out. */
export const shareTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Where the web app shows a share (the page itself is the web app's). */
export function sharePagePath(token: string): string {
  return `/preview?s=${encodeURIComponent(token)}`;
}

/** What `POST video/share` answers. */
export interface ShareView {
  video_id: string;
  token: string;
  /** The page's path on this site, and its full address (APP_URL). */
  path: string;
  url: string;
  created_at: number;
}

export interface EngagementFigures {
  views: number;
  plays: number;
  completes: number;
  /** completes / plays, 0 when nobody pressed play. */
  play_through_rate: number;
}

/** A platform's counts for its published posts of one video (latest figures of each post, added up). */
export interface PlatformFigures {
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

/** What `GET video/share` says of a video's engagement, over every share it has had. */
export interface Engagement extends EngagementFigures {
  /** Days with any activity, oldest first; at most the last 90 of them. */
  daily: (EngagementFigures & { day: string })[];
  /** The social platforms' figures for the video's published posts (api/social): per platform, and in total. */
  social: { platforms: (PlatformFigures & { platform: "tiktok" | "youtube" | "instagram"; posts: number })[]; total: PlatformFigures };
}

/** One ratio of a shared video, with addresses that need no token. */
export interface SharedFileView {
  ratio: AspectRatio;
  url: string;
  thumbnail_url: string;
  width: number;
  height: number;
}

/** `GET share/:token`: what the public share page shows; the first file is the video's main ratio. */
export interface SharedVideoView {
  token: string;
  title: string;
  product: { name: string; brand: string | null; price: { amount: number; currency: string } | null };
  duration_ms: number | null;
  version: number;
  video_url: string | null;
  thumbnail_url: string | null;
  files: SharedFileView[];
}
