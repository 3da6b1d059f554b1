import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { LabelledValue } from "~/components/labelled-value";
import { PageLinks } from "~/components/page-links";
import { TryAgainAlert } from "~/components/try-again-alert";
import { readPage } from "~/components/posters/posters";
import { loadAffiliateScreen } from "~/data/affiliate.server";
import { requireUserId } from "~/utils/auth.server";
import { formatMoney } from "~/utils/format-money";
import { affiliateRules, type AffiliateRecordView, type MoneyTotal } from "../../api/contract";

const screenPath = "/account-user/affiliate";
const pageHref = (page: number) => (page > 1 ? `${screenPath}?page=${page}` : screenPath);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

/** The affiliate programme: the invitation link to share, what it brought in, and each rewarded payment. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const page = readPage(new URL(request.url).searchParams);
  const title = `${context.t("affiliate.title")} · ${context.t("app.name")}`;
  const loaded = await loadAffiliateScreen(context, page);
  if (!loaded.ok) return json({ title, failure: loaded.message, screen: null });
  // A number typed past the end shows the last page instead.
  if (page > loaded.data.pageCount) throw redirect(pageHref(loaded.data.pageCount));
  return json({ title, failure: null, screen: loaded.data });
}

export default function AffiliatePage() {
  const { t, i18n } = useTranslation();
  const { failure, screen } = useLoaderData<typeof loader>();
  const money = (totals: MoneyTotal[]) => (totals.length === 0 ? t("affiliate.none") : totals.map((total) => formatMoney(total, i18n.language)).join(" · "));

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("affiliate.title")}</h1>
        <p className="text-muted">{t("affiliate.intro", { percent: affiliateRules.rewardPercent })}</p>
      </div>
      {failure || !screen ? (
        <TryAgainAlert title={t("affiliate.loadFailed")} message={failure ?? ""} tryAgainLabel={t("affiliate.tryAgain")} />
      ) : (
        <>
          <section className="card space-y-3">
            <InvitationLink link={screen.invitationLink} />
            <p className="text-sm text-muted">{t("affiliate.code", { code: screen.summary.invitation_code })}</p>
            <p className="text-sm text-muted">{t("affiliate.rules", { days: affiliateRules.attributionDays })}</p>
          </section>
          <dl className="grid gap-4 sm:grid-cols-3">
            <LabelledValue look="stat" label={t("affiliate.registeredUsers")}>
              {screen.summary.registered_users}
            </LabelledValue>
            <LabelledValue look="stat" label={t("affiliate.totalPayments")}>
              {money(screen.summary.total_payments)}
            </LabelledValue>
            <LabelledValue look="stat" label={t("affiliate.totalReward")}>
              {money(screen.summary.total_reward)}
            </LabelledValue>
          </dl>
          <section className="space-y-4" aria-labelledby="affiliate-records">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="affiliate-records" className="text-lg font-semibold">
                {t("affiliate.records")}
              </h2>
              {screen.records.length > 0 ? (
                <Link to="/resources/affiliate-export" reloadDocument className="btn-secondary">
                  {t("affiliate.exportCsv")}
                </Link>
              ) : null}
            </div>
            {screen.records.length === 0 ? (
              <div className="card space-y-1">
                <p className="font-semibold">{t("affiliate.emptyTitle")}</p>
                <p className="text-sm text-muted">{t("affiliate.emptyBody")}</p>
              </div>
            ) : (
              <RecordsTable records={screen.records} />
            )}
            <PageLinks label={t("affiliate.pages")} page={screen.page} pageCount={screen.pageCount} hrefOf={pageHref} />
          </section>
        </>
      )}
    </div>
  );
}

/** The link in a read-only field anyone can select; with JavaScript, a button copies it. */
function InvitationLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"yes" | "select" | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("yes");
    } catch {
      // No clipboard (an insecure origin, or permission refused): the link is selected for the keyboard's copy.
      input.current?.select();
      setCopied("select");
    }
  }

  return (
    <div className="space-y-1">
      <label htmlFor="invitation-link" className="block text-sm font-medium">
        {t("affiliate.linkLabel")}
      </label>
      <div className="flex gap-2">
        <input ref={input} id="invitation-link" type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} className="input min-w-0 flex-1 text-sm" />
        {hydrated ? (
          <button type="button" onClick={copy} className="btn-primary shrink-0">
            {t("affiliate.copy")}
          </button>
        ) : null}
      </div>
      <p role="status" className="text-xs text-muted">
        {copied === "yes" ? t("affiliate.copied") : copied === "select" ? t("affiliate.copySelected") : hydrated ? null : t("affiliate.copyHint")}
      </p>
    </div>
  );
}

function RecordsTable({ records }: { records: AffiliateRecordView[] }) {
  const { t, i18n } = useTranslation();
  // UTC on both sides: the server's render and the browser's must read the same.
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <div className="card overflow-x-auto p-0">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("affiliate.column.user")}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
              {t("affiliate.column.plan")}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t("affiliate.column.payment")}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t("affiliate.column.reward")}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
              {t("affiliate.column.time")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {records.map((record) => (
            <tr key={record.id}>
              <td className="px-4 py-3">
                {record.invited_user_name ?? <span className="text-muted">{t("affiliate.deletedUser")}</span>}
                {/* A phone has no room for the plan and time columns: they go under the name. */}
                <span className="block text-xs text-muted sm:hidden">{`${t(`plan.${record.plan}`)} · ${time.format(record.paid_at)} UTC`}</span>
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">{t(`plan.${record.plan}`)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right">
                {formatMoney({ amount: record.amount_paid, currency: record.currency }, i18n.language)}
                {record.amount_refunded > 0 ? (
                  <span className="block text-xs text-muted">
                    {t("affiliate.refunded", { amount: formatMoney({ amount: record.amount_refunded, currency: record.currency }, i18n.language) })}
                  </span>
                ) : null}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right font-semibold">{formatMoney({ amount: record.reward, currency: record.currency }, i18n.language)}</td>
              <td className="hidden whitespace-nowrap px-4 py-3 text-muted sm:table-cell">{`${time.format(record.paid_at)} UTC`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
