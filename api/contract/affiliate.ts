/**
 * The affiliate programme (spec §1, §3, §9; docs/decisions/195-affiliate-rewards.md): every user has an invitation
 * link; each payment of a user who signed up through it earns the inviter 15 % of the amount paid, in the payment's
 * currency, with no cap; refunds take back their share. Money is in the currency's minor units (cents, fen).
 */
import type { Plan } from "./plans";

export const affiliateRules = {
  /** Percent of each payment an inviter earns. */
  rewardPercent: 15,
  /** How long after following an invitation link a sign-up still counts for the inviter. */
  attributionDays: 30,
  /** Records on one page of `affiliate/records`. */
  pageSize: 20,
  /** Records one CSV export holds at most (the newest). */
  exportLimit: 10_000,
} as const;

/** The inviter's reward for a payment of `amountPaid` minor units of which `amountRefunded` came back: rounded down. */
export function rewardFor(amountPaid: number, amountRefunded = 0): number {
  const kept = Math.max(0, amountPaid - Math.min(amountRefunded, amountPaid));
  return Math.floor((kept * affiliateRules.rewardPercent) / 100);
}

/** An invitation code: what `?ref=` carries. */
export const invitationCodePattern = /^[A-Za-z0-9]{6,32}$/;

/** A sum of money in one currency. */
export interface MoneyTotal {
  /** ISO 4217, lower case (Stripe's spelling). */
  currency: string;
  /** Minor units. */
  amount: number;
}

/** `GET affiliate/summary`. */
export interface AffiliateSummaryView {
  invitation_code: string;
  /** Users who signed up through the caller's link (deleted accounts included). */
  registered_users: number;
  /** What invited users paid, less refunds, per currency. */
  total_payments: MoneyTotal[];
  /** What the caller earned, less refunds, per currency. */
  total_reward: MoneyTotal[];
}

/** One paid invoice of an invited user. */
export interface AffiliateRecordView {
  id: string;
  /** The invited user's name; null once they deleted their account. */
  invited_user_name: string | null;
  /** The plan the payment was for. */
  plan: Plan;
  currency: string;
  amount_paid: number;
  amount_refunded: number;
  /** 15 % of amount_paid − amount_refunded, rounded down. */
  reward: number;
  paid_at: number;
}

/** `GET affiliate/records?page=&page_size=`: newest payment first. */
export interface AffiliateRecordsPage {
  items: AffiliateRecordView[];
  total: number;
  page: number;
  page_size: number;
}
