/**
 * The platforms' figures for one video, beside its share link's in the engagement chart: each published post's latest
 * snapshot, added up per platform and in total; `posts` counts the posts with figures.
 */
import type { DbExecutor } from "../db/connection";
import type { Engagement, PlatformFigures } from "../contract/shares";
import { socialPlatformIds } from "../contract/social";

const zero = (): PlatformFigures => ({ views: 0, likes: 0, comments: 0, shares: 0 });

function add(into: PlatformFigures, figures: PlatformFigures) {
  into.views += figures.views;
  into.likes += figures.likes;
  into.comments += figures.comments;
  into.shares += figures.shares;
}

export async function socialEngagementOf(db: DbExecutor, videoId: string): Promise<Engagement["social"]> {
  const posts = await db.selectFrom("social_posts").select(["id", "platform"]).where("video_id", "=", videoId).where("state", "=", "published").execute();
  const snapshots =
    posts.length === 0
      ? []
      : await db
          .selectFrom("social_post_stats")
          .selectAll()
          .where(
            "post_id",
            "in",
            posts.map((post) => post.id),
          )
          .orderBy("fetched_at", "desc")
          .execute();
  const total = zero();
  const platforms = socialPlatformIds.flatMap((platform) => {
    // A post the platform has counted nothing for yet, or keeps no figures for (a TikTok post that is not public), is
    // left out rather than shown as zeros.
    const counted = posts.flatMap((post) => {
      const latest = post.platform === platform ? snapshots.find((snapshot) => snapshot.post_id === post.id) : undefined;
      return latest ? [latest] : [];
    });
    if (counted.length === 0) return [];
    const figures = zero();
    for (const latest of counted) add(figures, { views: Number(latest.views), likes: Number(latest.likes), comments: Number(latest.comments), shares: Number(latest.shares) });
    add(total, figures);
    return [{ platform, posts: counted.length, ...figures }];
  });
  return { platforms, total };
}
