import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flowHref, flowSteps, reachableStep, type Flow, type FlowStep } from "~/utils/create-video-flow";

/** The five steps of /create-video; the ones already reachable are links, so going back keeps everything. */
export function FlowSteps({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const current = flowSteps.indexOf(flow.step);
  const reachable = (step: FlowStep) => reachableStep(step, flow.productId, flow.scriptIds) === step;

  return (
    <nav aria-label={t("createVideo.steps.label")}>
      <p className="mb-2 text-sm text-muted sm:hidden">
        {t("createVideo.steps.position", { number: current + 1, total: flowSteps.length, name: t(`createVideo.steps.${flow.step}`) })}
      </p>
      <ol className="grid grid-cols-5 gap-1 sm:gap-2">
        {flowSteps.map((step, index) => {
          const isCurrent = step === flow.step;
          const done = index < current;
          const body = (
            <>
              <span
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  isCurrent ? "bg-primary text-primary-ink" : done ? "bg-primary-soft text-primary" : "border border-line text-muted"
                }`}
              >
                {index + 1}
              </span>
              <span className="hidden truncate sm:inline">{t(`createVideo.steps.${step}`)}</span>
            </>
          );
          const base = "flex min-h-[2.75rem] items-center gap-2 rounded-lg border-t-4 px-1 pt-2 text-sm font-medium sm:px-2";
          const tone = isCurrent || done ? "border-primary" : "border-line";
          return (
            <li key={step}>
              {!isCurrent && reachable(step) ? (
                <Link to={flowHref(flow, { step })} className={`${base} ${tone} hover:bg-primary-soft`} aria-label={t(`createVideo.steps.${step}`)}>
                  {body}
                </Link>
              ) : (
                <span
                  className={`${base} ${tone} ${isCurrent ? "text-ink" : "text-muted"}`}
                  aria-current={isCurrent ? "step" : undefined}
                  aria-label={t(`createVideo.steps.${step}`)}
                >
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
