import { Link, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Plan, User } from "~/utils/user";

const plans: { plan: Plan; features: string }[] = [
  { plan: "free", features: "upgrade.freeFeatures" },
  { plan: "starter", features: "upgrade.starterFeatures" },
  { plan: "pro", features: "upgrade.proFeatures" },
];

/**
 * Opened by `?upgrade=1`, so it renders on the server and closes with a link. Plans can only be shown for now:
 * checkout arrives with billing.
 */
export function UpgradeDialog({ user, closeHref }: { user: User; closeHref: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(closeHref, { replace: true, preventScrollReset: true });
    };
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [closeHref, navigate]);

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-black/50 p-4">
      <div role="dialog" aria-modal="true" aria-labelledby="upgrade-title" className="card w-full max-w-2xl space-y-5">
        <div className="flex items-start justify-between gap-4">
          <h2 id="upgrade-title" className="text-xl font-semibold">
            {t("upgrade.title")}
          </h2>
          <Link to={closeHref} replace preventScrollReset className="btn-secondary px-3 py-1">
            {t("upgrade.close")}
          </Link>
        </div>
        {!user.sufficient_quota ? <p className="font-medium text-danger">{t("upgrade.limitReached")}</p> : null}
        <p className="text-sm text-muted">{t("upgrade.usage", { used: user.quota.used, limit: user.quota.limit })}</p>
        <ul className="grid gap-3 sm:grid-cols-3">
          {plans.map(({ plan, features }) => {
            const current = plan === user.current_plan;
            return (
              <li key={plan} className={`rounded-xl border p-4 ${current ? "border-primary bg-primary-soft" : "border-line"}`} aria-current={current ? "true" : undefined}>
                <p className="font-semibold">{t(`plan.${plan}`)}</p>
                <p className="mt-1 text-sm text-muted">{t(features)}</p>
                {current ? <p className="mt-2 text-xs font-semibold text-primary">{t("upgrade.current")}</p> : null}
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-muted">{t("upgrade.billingNotReady")}</p>
      </div>
    </div>
  );
}
