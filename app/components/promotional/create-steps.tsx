import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export type CreateStep = "links" | "offer" | "script";

/** The three steps of /create-promotional; a step already done is a link back to it. */
export function PromoCreateSteps({ current, hrefs }: { current: CreateStep; hrefs: Partial<Record<CreateStep, string>> }) {
  const { t } = useTranslation();
  const order: CreateStep[] = ["links", "offer", "script"];
  const currentIndex = order.indexOf(current);
  return (
    <nav aria-label={t("promotional.steps.label")}>
      <ol className="grid grid-cols-3 gap-2">
        {order.map((step, index) => {
          const isCurrent = step === current;
          const href = index < currentIndex ? hrefs[step] : undefined;
          const reached = index <= currentIndex;
          const body = (
            <>
              <span
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  isCurrent ? "bg-primary text-primary-ink" : reached ? "bg-primary-soft text-primary" : "border border-line text-muted"
                }`}
              >
                {index + 1}
              </span>
              <span className="min-w-0">{t(`promotional.steps.${step}`)}</span>
            </>
          );
          const base = `flex min-h-[2.75rem] items-center gap-2 rounded-lg border-t-4 px-2 pt-2 text-sm font-medium ${reached ? "border-primary" : "border-line text-muted"}`;
          return (
            <li key={step}>
              {href ? (
                <Link to={href} className={`${base} hover:bg-primary-soft`}>
                  {body}
                </Link>
              ) : (
                <span className={base} aria-current={isCurrent ? "step" : undefined}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
