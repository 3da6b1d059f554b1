/** What an inviter sees of the affiliate programme: counts and sums, and each rewarded payment. */
import type { Db } from "../db/connection";
import { paginate, type PageOfRows, type PageRequest } from "../db/paginate";
import { asPlan } from "../plans/plans";
import type { AffiliateRecordView, MoneyTotal } from "../contract/affiliate";

export async function countReferrals(db: Db, inviterUserId: string): Promise<number> {
  const counted = await db
    .selectFrom("affiliate_referrals")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("inviter_user_id", "=", inviterUserId)
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/** What invited users paid (less refunds) and what the inviter earned, each per currency, largest first. */
export async function rewardTotals(db: Db, inviterUserId: string): Promise<{ payments: MoneyTotal[]; rewards: MoneyTotal[] }> {
  const rows = await db
    .selectFrom("affiliate_rewards")
    .select((eb) => [
      "currency",
      eb.fn.sum<number | string>("amount_paid").as("paid"),
      eb.fn.sum<number | string>("amount_refunded").as("refunded"),
      eb.fn.sum<number | string>("reward").as("reward"),
    ])
    .where("user_id", "=", inviterUserId)
    .groupBy("currency")
    .orderBy("currency")
    .execute();
  // PostgreSQL answers a sum of bigints as numeric, which arrives as a string.
  const totals = rows.map((row) => ({ currency: row.currency, paid: Number(row.paid) - Number(row.refunded), reward: Number(row.reward) }));
  return {
    payments: totals.map((total) => ({ currency: total.currency, amount: total.paid })),
    rewards: totals.map((total) => ({ currency: total.currency, amount: total.reward })),
  };
}

/** The inviter's rewarded payments, newest first, with the invited user's name (null once they deleted their account). */
export async function listRewards(db: Db, inviterUserId: string, page: PageRequest): Promise<PageOfRows<AffiliateRecordView>> {
  const filtered = db
    .selectFrom("affiliate_rewards")
    .innerJoin("affiliate_referrals", "affiliate_referrals.id", "affiliate_rewards.referral_id")
    .leftJoin("users", "users.id", "affiliate_referrals.invited_user_id")
    .where("affiliate_rewards.user_id", "=", inviterUserId);
  const { rows, total } = await paginate(filtered, page, (query) =>
    query
      .select([
        "affiliate_rewards.id",
        "users.name as invited_user_name",
        "affiliate_rewards.plan",
        "affiliate_rewards.currency",
        "affiliate_rewards.amount_paid",
        "affiliate_rewards.amount_refunded",
        "affiliate_rewards.reward",
        "affiliate_rewards.paid_at",
      ])
      .orderBy("affiliate_rewards.paid_at", "desc")
      .orderBy("affiliate_rewards.id", "desc"),
  );
  return { total, rows: rows.map((row) => ({ ...row, invited_user_name: row.invited_user_name ?? null, plan: asPlan(row.plan) })) };
}
