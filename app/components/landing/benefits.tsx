import { useTranslation } from "react-i18next";
import { benefits } from "./content";
import { Section } from "./section";

const icons: Record<(typeof benefits)[number], string> = {
  scale: "M4 18h4V10H4zm6 0h4V6h-4zm6 0h4V2h-4z",
  cost: "M12 2a10 10 0 100 20 10 10 0 000-20zm1 15v2h-2v-2c-1.7-.3-3-1.4-3-3h2c0 .8.9 1.5 2 1.5s2-.7 2-1.5-.9-1.5-2-1.5c-2.2 0-4-1.3-4-3 0-1.6 1.3-2.7 3-3V5h2v1.5c1.7.3 3 1.4 3 3h-2c0-.8-.9-1.5-2-1.5s-2 .7-2 1.5.9 1.5 2 1.5c2.2 0 4 1.3 4 3 0 1.6-1.3 2.7-3 3z",
  engagement: "M12 21l-1.4-1.3C5.4 15 2 12 2 8.4 2 5.4 4.4 3 7.4 3c1.7 0 3.4.8 4.6 2.1C13.2 3.8 14.9 3 16.6 3 19.6 3 22 5.4 22 8.4c0 3.6-3.4 6.6-8.6 11.3z",
  edge: "M13 2L4 14h7l-1 8 9-12h-7z",
};

/** The benefit blurbs: scale, lower production cost, more engagement and conversions, competitive edge. */
export function Benefits() {
  const { t } = useTranslation();
  return (
    <Section id="benefits" title={t("landing.benefits.title")}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit} className="space-y-3 rounded-2xl border border-line bg-surface p-6">
            <span aria-hidden="true" className="flex h-11 w-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <svg viewBox="0 0 24 24" width="22" height="22" className="fill-current">
                <path d={icons[benefit]} />
              </svg>
            </span>
            <h3 className="text-lg font-semibold text-ink">{t(`landing.benefits.${benefit}`)}</h3>
            <p className="text-muted">{t(`landing.benefits.${benefit}Body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
