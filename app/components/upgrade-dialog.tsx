import { Link, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { PlanOffer, PlansView } from "../../api/contract";
import type { Plan, UserView } from "../../api/contract";

/** Our words for each plan; the figures and features come from the API when it has answered. */
const planSummaries: Record<Plan, string> = {
  free: "upgrade.freeFeatures",
  starter: "upgrade.starterFeatures",
  pro: "upgrade.proFeatures",
};
const planOrder: Plan[] = ["free", "starter", "pro"];

/**
 * Opened by `?upgrade=1`, so it renders on the server and closes with a link. The page's loader passes the plans
 * when it opens the dialog itself; a dialog opened in place (with JavaScript) reads them from /resources/billing.
 */
export function UpgradeDialog({ user, closeHref, offer }: { user: UserView; closeHref: string; offer?: PlansView | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const plansFetcher = useFetcher<PlansView>();
  const plans = offer ?? plansFetcher.data ?? null;
  const checkout = new URLSearchParams(location.search).get("checkout");

  useEffect(() => {
    if (!offer && plansFetcher.state === "idle" && !plansFetcher.data) plansFetcher.load("/resources/billing");
  }, [offer, plansFetcher]);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(closeHref, { replace: true, preventScrollReset: true });
    };
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [closeHref, navigate]);

  const currentPlan = plans?.current_plan ?? user.current_plan;
  const quota = plans?.quota ?? user.quota;
  const offers: (PlanOffer | { id: Plan })[] = plans?.plans ?? planOrder.map((id) => ({ id }));
  const returnTo = `${location.pathname}${location.search}`;

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center overflow-y-auto bg-black/50 p-4">
      <div role="dialog" aria-modal="true" aria-labelledby="upgrade-title" className="card w-full max-w-3xl space-y-5">
        <div className="flex items-start justify-between gap-4">
          <h2 id="upgrade-title" className="text-xl font-semibold">
            {t("upgrade.title")}
          </h2>
          <Link to={closeHref} replace preventScrollReset className="btn-secondary px-3 py-1">
            {t("upgrade.close")}
          </Link>
        </div>
        {checkout === "success" ? (
          <p role="status" className="rounded-lg bg-primary-soft p-3 font-medium">
            {t("upgrade.checkoutSuccess")}
          </p>
        ) : null}
        {checkout === "cancelled" ? (
          <p role="status" className="rounded-lg border border-line p-3">
            {t("upgrade.checkoutCancelled")}
          </p>
        ) : null}
        {!(plans?.sufficient_quota ?? user.sufficient_quota) ? <p className="font-medium text-danger">{t("upgrade.limitReached")}</p> : null}
        <p className="text-sm text-muted">{t("upgrade.usage", { used: quota.used, limit: quota.limit })}</p>
        <ul className="grid gap-3 sm:grid-cols-3">
          {offers.map((plan) => (
            <PlanCard key={plan.id} plan={plan} currentPlan={currentPlan} view={plans} returnTo={returnTo} />
          ))}
        </ul>
        {plans?.billing.subscription ? (
          <p className="text-sm">
            {t("upgrade.subscription", {
              plan: t(`plan.${plans.billing.subscription.plan}`),
              status: t(`upgrade.status.${plans.billing.subscription.status}`, plans.billing.subscription.status),
            })}
          </p>
        ) : null}
        {plans?.billing.manage_available ? (
          <form method="post" action="/resources/billing">
            <input type="hidden" name="intent" value="manage" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className="btn-secondary">
              {t("upgrade.manage")}
            </button>
          </form>
        ) : null}
        {plans && !plans.billing.checkout_available ? <p className="text-sm text-muted">{t("upgrade.billingNotSetUp")}</p> : null}
        {!plans && plansFetcher.state === "loading" ? <p className="text-sm text-muted">{t("upgrade.loadingPlans")}</p> : null}
      </div>
    </div>
  );
}

function PlanCard({ plan, currentPlan, view, returnTo }: { plan: PlanOffer | { id: Plan }; currentPlan: Plan; view: PlansView | null; returnTo: string }) {
  const { t } = useTranslation();
  const current = plan.id === currentPlan;
  const rank = (id: Plan) => planOrder.indexOf(id);
  // Checkout only for a plan above the current one, and not while a subscription runs (that goes through Manage).
  const canBuy =
    view !== null && "purchasable" in plan && plan.purchasable && view.billing.checkout_available && !view.billing.subscription && rank(plan.id) > rank(currentPlan);

  return (
    <li className={`flex flex-col rounded-xl border p-4 ${current ? "border-primary bg-primary-soft" : "border-line"}`} aria-current={current ? "true" : undefined}>
      <p className="font-semibold">{t(`plan.${plan.id}`)}</p>
      <p className="mt-1 text-sm text-muted">{t(planSummaries[plan.id])}</p>
      {"monthly_videos" in plan ? (
        <ul className="mt-2 space-y-1 text-sm">
          <li>{t("upgrade.videosPerMonth", { count: plan.monthly_videos })}</li>
          {plan.features.map((feature) => (
            <li key={feature}>{t(`upgrade.feature.${feature}`)}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-3">
        {current ? <p className="text-xs font-semibold text-primary">{t("upgrade.current")}</p> : null}
        {canBuy ? (
          <form method="post" action="/resources/billing">
            <input type="hidden" name="intent" value="checkout" />
            <input type="hidden" name="plan" value={plan.id} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className="btn-primary w-full">
              {t("upgrade.choose", { plan: t(`plan.${plan.id}`) })}
            </button>
          </form>
        ) : null}
      </div>
    </li>
  );
}
