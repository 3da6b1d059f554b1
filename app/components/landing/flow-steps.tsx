import { useTranslation } from "react-i18next";
import { flowSteps, stepImageSize } from "./content";
import { Section } from "./section";

/** Landing A's "From Product to Videos ... in a few clicks": the four-step flow with numbered screens. */
export function FlowSteps() {
  const { t } = useTranslation();
  return (
    <Section id="flow" title={t("landing.flow.title")}>
      <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {flowSteps.map((step) => (
          <li key={step.id} className="space-y-4">
            <div className="relative">
              <img
                src={step.image}
                alt={t(step.alt)}
                width={stepImageSize.width}
                height={stepImageSize.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/5] h-auto w-full rounded-2xl border border-line bg-surface object-cover object-top p-3 shadow-sm"
              />
              <span
                aria-hidden="true"
                className="absolute -left-3 -top-3 flex h-10 w-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-ink shadow-lg"
              >
                {step.id}
              </span>
            </div>
            <div className="space-y-1">
              <p className="text-xs font-semibold uppercase tracking-wide text-primary">{t("landing.flow.stepLabel", { number: step.id })}</p>
              <h3 className="text-lg font-semibold text-ink">{t(step.desc)}</h3>
              <p className="text-muted">{t(step.desc2)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
