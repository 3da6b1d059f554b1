import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { loadAllAffiliateRecords } from "~/data/affiliate.server";
import { requireUserId } from "~/utils/auth.server";
import { formatMoney } from "~/utils/format-money";
import { csvRow, utf8ByteOrderMark } from "../../lib/csv";

/**
 * The affiliate records as a CSV download (a plain link, so it works without JavaScript): a header row, then one row
 * per rewarded payment, newest first, amounts both in minor units (for sums) and as read. Names are the invited
 * users' own, so lib/csv neutralises any that a spreadsheet would run as a formula.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const records = await loadAllAffiliateRecords(context);
  if (!records.ok) {
    context.toasts.error(records.message);
    return redirect("/account-user/affiliate");
  }
  const { t, locale } = context;
  const header = csvRow([
    t("affiliate.csv.time"),
    t("affiliate.csv.invitedUser"),
    t("affiliate.csv.plan"),
    t("affiliate.csv.currency"),
    t("affiliate.csv.amountPaid"),
    t("affiliate.csv.amountRefunded"),
    t("affiliate.csv.reward"),
    t("affiliate.csv.rewardShown"),
  ]);
  const rows = records.data.map((record) =>
    csvRow([
      new Date(record.paid_at).toISOString(),
      record.invited_user_name ?? t("affiliate.deletedUser"),
      t(`plan.${record.plan}`),
      record.currency.toUpperCase(),
      record.amount_paid,
      record.amount_refunded,
      record.reward,
      formatMoney({ amount: record.reward, currency: record.currency }, locale),
    ]),
  );
  return new Response(utf8ByteOrderMark + header + rows.join(""), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="affiliate-records.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
