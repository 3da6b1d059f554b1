import { useTranslation } from "react-i18next";
import { landingBSteps, stepImageSize } from "./content";
import { Section } from "./section";

/** Landing B's Step1 to Step4, each card fading in the first time it is scrolled into view. */
export function LandingSteps() {
  const { t } = useTranslation();
  return (
    <Section id="steps" title={t("landing.steps.title")} tone="tinted">
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {landingBSteps.map((step) => (
          <li key={step.id} data-fade="" className="fade-in flex flex-col overflow-hidden rounded-2xl border border-line bg-canvas shadow-sm">
            <img
              src={step.url}
              alt=""
              width={stepImageSize.width}
              height={stepImageSize.height}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] h-auto w-full object-cover object-top"
            />
            <div className="space-y-2 p-5">
              <p className="text-xs font-semibold uppercase tracking-wide text-primary">{t(step.label)}</p>
              <h3 className="text-lg font-semibold text-ink">{t(step.name)}</h3>
              <p className="text-muted">{t(step.desc)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
