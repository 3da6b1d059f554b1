import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useShellUser } from "~/components/use-shell-user";
import { withUpgradeDialog } from "~/utils/workspace-menu";

const nextSteps = ["home.step1", "home.step2", "home.step3", "home.step4"];

/** Home: greeting, plan and quota, and what to do next. */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useShellUser();
  const location = useLocation();

  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <h1 className="text-2xl font-semibold">{t("home.greeting", { name: user.name })}</h1>

      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat label={t("home.plan")} value={t(`plan.${user.current_plan}`)} />
        <Stat label={t("home.used")} value={`${user.quota.used} / ${user.quota.limit}`} />
        <Stat label={t("home.left")} value={String(user.quota.remaining)} />
      </dl>

      <section id="start" aria-labelledby="start-title" className="card space-y-4">
        <h2 id="start-title" className="text-lg font-semibold">
          {t("home.nextTitle")}
        </h2>
        <p className="text-muted">{t("home.nextEmpty")}</p>
        <ol className="list-inside list-decimal space-y-2">
          {nextSteps.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
        {!user.sufficient_quota ? (
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-danger">{t("home.upgradeHint")}</span>
            <Link to={withUpgradeDialog(location)} preventScrollReset className="btn-primary">
              {t("home.seePlans")}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="card">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
