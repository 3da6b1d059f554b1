import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export type PosterStep = "product" | "template" | "offer";
const steps: PosterStep[] = ["product", "template", "offer"];

/** The three steps of /create-promotion-poster; a step already done is a link back to it. */
export function PosterSteps({ current, hrefs }: { current: PosterStep; hrefs: Partial<Record<PosterStep, string>> }) {
  const { t } = useTranslation();
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label={t("posters.steps.label")}>
      <ol className="grid grid-cols-3 gap-2">
        {steps.map((step, index) => {
          const isCurrent = step === current;
          const href = index < currentIndex ? hrefs[step] : undefined;
          const reached = index <= currentIndex;
          const base = `flex min-h-[2.75rem] items-center gap-2 rounded-lg border-t-4 px-2 pt-2 text-sm font-medium ${reached ? "border-primary" : "border-line text-muted"}`;
          const body = (
            <>
              <span
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  isCurrent ? "bg-primary text-primary-ink" : reached ? "bg-primary-soft text-primary" : "border border-line text-muted"
                }`}
              >
                {index + 1}
              </span>
              <span className="min-w-0">{t(`posters.steps.${step}`)}</span>
            </>
          );
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
