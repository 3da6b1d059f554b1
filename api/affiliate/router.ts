/**
 * `GET affiliate/summary` (the caller's invitation code, the users who signed up through it, what they paid and what
 * the caller earned) and `GET affiliate/records` (each rewarded payment, newest first, a page at a time).
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Authenticator } from "../auth/authenticate";
import { affiliateRules, type AffiliateRecordsPage, type AffiliateSummaryView } from "../contract/affiliate";
import { ok } from "../http/envelope";
import { pageQueryFields } from "../http/page-query";
import { readQuery } from "../products/fields";
import type { ApiEnv, ApiServices } from "../services";
import { countReferrals, listRewards, rewardTotals } from "./affiliate";
import { invitationCodeOf } from "./invitations";

/** A page of records at most; the web app's CSV export reads them in pages this size. */
export const recordsMaxPageSize = 100;

const recordsQuery = z.object({ ...pageQueryFields(recordsMaxPageSize), page_size: z.coerce.number().int().min(1).max(recordsMaxPageSize).default(affiliateRules.pageSize) });

export function affiliateRouter(services: ApiServices, authenticator: Authenticator) {
  const { config, db } = services;
  const router = new Hono<ApiEnv>();

  router.get("/affiliate/summary", async (context) => {
    const { user } = await authenticator.required(context);
    const [code, registered, totals] = await Promise.all([invitationCodeOf(db, user.id, config.now()), countReferrals(db, user.id), rewardTotals(db, user.id)]);
    const view: AffiliateSummaryView = { invitation_code: code, registered_users: registered, total_payments: totals.payments, total_reward: totals.rewards };
    return ok(context, view);
  });

  router.get("/affiliate/records", async (context) => {
    const { user } = await authenticator.required(context);
    const { page, page_size: pageSize } = readQuery(context, recordsQuery);
    const { rows, total } = await listRewards(db, user.id, { page, page_size: pageSize });
    const view: AffiliateRecordsPage = { items: rows, total, page, page_size: pageSize };
    return ok(context, view);
  });

  return router;
}
