import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The two steps of /create-slideshow: the product, then the template and format. The first is a link back once done. */
export function CreateSteps({ current, productHref }: { current: "product" | "design"; productHref: string }) {
  const { t } = useTranslation();
  const steps = [
    { id: "product", label: t("createSlideshow.steps.product"), href: current === "design" ? productHref : null },
    { id: "design", label: t("createSlideshow.steps.design"), href: null },
  ] as const;
  return (
    <nav aria-label={t("createSlideshow.steps.label")}>
      <ol className="grid grid-cols-2 gap-2">
        {steps.map((step, index) => {
          const isCurrent = step.id === current;
          const body = (
            <>
              <span
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  isCurrent ? "bg-primary text-primary-ink" : step.href ? "bg-primary-soft text-primary" : "border border-line text-muted"
                }`}
              >
                {index + 1}
              </span>
              <span className="min-w-0">{step.label}</span>
            </>
          );
          // A step is done or current from the product on: only the design step waits while the product is chosen.
          const reached = isCurrent || step.href !== null;
          const base = `flex min-h-[2.75rem] items-center gap-2 rounded-lg border-t-4 px-2 pt-2 text-sm font-medium ${reached ? "border-primary" : "border-line text-muted"}`;
          return (
            <li key={step.id}>
              {step.href ? (
                <Link to={step.href} className={`${base} hover:bg-primary-soft`}>
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
