import { useTranslation } from "react-i18next";
import { defaultOpenFaqId, faqItems } from "./content";
import { Section } from "./section";

/**
 * The landing pages' seven questions. Native disclosures sharing one name, so the browser keeps one open at a time
 * even without JavaScript; the landing script keeps exactly one open and does the same for browsers that
 * do not know the shared name.
 */
export function Faq() {
  const { t } = useTranslation();
  return (
    <Section id="faq" title={t("landing.faq.title")}>
      <div className="mx-auto max-w-3xl divide-y divide-line rounded-2xl border border-line bg-surface" data-faq="">
        {faqItems.map((item) => (
          <details key={item.id} {...{ name: "faq" }} open={item.id === defaultOpenFaqId} data-faq-id={item.id} className="faq-item group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-ink">
              {t(item.problem)}
              <span aria-hidden="true" className="text-2xl leading-none text-primary transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="px-5 pb-5 text-muted">{t(item.desc)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
