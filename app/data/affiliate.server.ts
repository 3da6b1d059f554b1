/**
 * The affiliate screen (/account-user/affiliate) and its CSV export: the caller's invitation code and totals
 * (`affiliate/summary`), and their rewarded payments a page at a time (`affiliate/records`; docs/api-v1.md, Affiliate).
 */
import type { AppLoadContext } from "@remix-run/node";
import type { Loaded } from "~/utils/api.server";
import { affiliateRules, type AffiliateRecordView, type AffiliateRecordsPage, type AffiliateSummaryView } from "../../api/contract";

export interface AffiliateScreen {
  summary: AffiliateSummaryView;
  /** The address to share: the site's front door with the code. */
  invitationLink: string;
  records: AffiliateRecordView[];
  page: number;
  pageCount: number;
}

export function invitationLinkOf(context: AppLoadContext, code: string): string {
  return `${context.config.appUrl}/?ref=${encodeURIComponent(code)}`;
}

export async function loadAffiliateScreen(context: AppLoadContext, page: number): Promise<Loaded<AffiliateScreen>> {
  const [summary, records] = await Promise.all([
    context.api.get<AffiliateSummaryView>("affiliate/summary", undefined, { toast: false }),
    context.api.get<AffiliateRecordsPage>("affiliate/records", { page, page_size: affiliateRules.pageSize }, { toast: false }),
  ]);
  if (!summary.ok) return { ok: false, message: summary.message };
  if (!records.ok) return { ok: false, message: records.message };
  return {
    ok: true,
    data: {
      summary: summary.data,
      invitationLink: invitationLinkOf(context, summary.data.invitation_code),
      records: records.data.items,
      page,
      pageCount: Math.max(1, Math.ceil(records.data.total / affiliateRules.pageSize)),
    },
  };
}

/** The API's largest page of records: the export reads them in as few calls as it can. */
const exportPageSize = 100;

/** Every record, newest first, up to affiliateRules.exportLimit. */
export async function loadAllAffiliateRecords(context: AppLoadContext): Promise<Loaded<AffiliateRecordView[]>> {
  const records: AffiliateRecordView[] = [];
  for (let page = 1; records.length < affiliateRules.exportLimit; page += 1) {
    const loaded = await context.api.get<AffiliateRecordsPage>("affiliate/records", { page, page_size: exportPageSize }, { toast: false });
    if (!loaded.ok) return { ok: false, message: loaded.message };
    records.push(...loaded.data.items);
    if (loaded.data.items.length < exportPageSize) break;
  }
  return { ok: true, data: records.slice(0, affiliateRules.exportLimit) };
}
