import { useTranslation } from "react-i18next";
import { ChoiceGroup } from "./choice-group";
import { defaultFeatureIndex, featureCards, slideImageSize } from "./content";
import { Section } from "./section";

/** "Why This Will Transform Your Marketing": the benefits as cards to choose from, the first chosen. */
export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <Section id="features" title={t("landing.features.title")}>
      <ChoiceGroup
        name="feature"
        legend={t("landing.features.chooseLabel")}
        items={featureCards}
        defaultIndex={defaultFeatureIndex}
        layout="choices-first"
        renderChoice={(card, index) => (
          <span className="flex items-center gap-3">
            <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft font-bold text-primary">
              {index + 1}
            </span>
            <span className="font-semibold text-ink">{t(card.name)}</span>
          </span>
        )}
        renderPanel={(card) => (
          <div className="grid items-center gap-6 rounded-2xl border border-line bg-surface p-6 sm:grid-cols-[1fr_12rem]">
            <div className="space-y-2">
              <h3 className="text-2xl font-bold text-ink">{t(card.name)}</h3>
              <p className="text-lg text-muted">{t(card.desc)}</p>
            </div>
            <img
              src={card.url}
              alt=""
              width={slideImageSize.width}
              height={slideImageSize.height}
              loading="lazy"
              decoding="async"
              className="hidden aspect-square h-auto w-full rounded-xl border border-line object-cover sm:block"
            />
          </div>
        )}
      />
    </Section>
  );
}
