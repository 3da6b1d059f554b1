/**
 * A shared video's engagement: views, plays and plays to the end, each a count of distinct visitors per share per
 * UTC day (visitors.ts), in total and day by day, over every share the video has had.
 */
import type { DbExecutor } from "../db/connection";
import type { ShareEventKind } from "../db/schema";
import type { Engagement, EngagementFigures } from "../contract/shares";
import { socialEngagementOf } from "../social/engagement";

const dailyDays = 90;

function figures(counts: Partial<Record<ShareEventKind, number>>): EngagementFigures {
  const plays = counts.play ?? 0;
  const completes = counts.complete ?? 0;
  return { views: counts.view ?? 0, plays, completes, play_through_rate: plays === 0 ? 0 : Math.round((completes / plays) * 1000) / 1000 };
}

export async function engagementOf(db: DbExecutor, videoId: string): Promise<Engagement> {
  const rows = await db
    .selectFrom("share_visits")
    .innerJoin("video_shares", "video_shares.id", "share_visits.share_id")
    .select(["share_visits.day", "share_visits.kind", db.fn.countAll<number | string>().as("n")])
    .where("video_shares.video_id", "=", videoId)
    .groupBy(["share_visits.day", "share_visits.kind"])
    .execute();
  const byDay = new Map<string, Partial<Record<ShareEventKind, number>>>();
  const total: Partial<Record<ShareEventKind, number>> = {};
  for (const row of rows) {
    const count = Number(row.n);
    const day = byDay.get(row.day) ?? {};
    day[row.kind] = (day[row.kind] ?? 0) + count;
    byDay.set(row.day, day);
    total[row.kind] = (total[row.kind] ?? 0) + count;
  }
  const daily = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-dailyDays)
    .map(([day, counts]) => ({ day, ...figures(counts) }));
  return { ...figures(total), daily, social: await socialEngagementOf(db, videoId) };
}
