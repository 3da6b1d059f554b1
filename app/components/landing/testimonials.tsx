import { useTranslation } from "react-i18next";
import { ChoiceGroup } from "./choice-group";
import { defaultTestimonialIndex, testimonials } from "./content";
import { Section } from "./section";

/** Customer quotes: one shown at a time, the second by default, always five stars. */
export function Testimonials() {
  const { t } = useTranslation();
  return (
    <Section id="testimonials" title={t("landing.testimonials.title")} tone="tinted">
      <ChoiceGroup
        name="testimonial"
        legend={t("landing.testimonials.chooseLabel")}
        items={testimonials}
        defaultIndex={defaultTestimonialIndex}
        layout="panel-first"
        renderPanel={(item) => (
          <figure className="mx-auto max-w-3xl space-y-5 text-center">
            <FiveStars label={t("landing.testimonials.rating")} />
            <blockquote className="text-xl font-medium leading-relaxed text-ink sm:text-2xl">“{t(item.desc)}”</blockquote>
            <figcaption className="text-muted">
              <span className="font-semibold text-ink">{t(item.name)}</span>, {t(item.brand)}
            </figcaption>
          </figure>
        )}
        renderChoice={(item) => (
          <span className="flex items-center gap-3">
            <img src={item.url} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-full" />
            <span className="text-left">
              <span className="block font-semibold text-ink">{t(item.name)}</span>
              <span className="block text-sm text-muted">{t(item.brand)}</span>
            </span>
          </span>
        )}
      />
    </Section>
  );
}

function FiveStars({ label }: { label: string }) {
  return (
    <p className="flex justify-center gap-1 text-amber-500" role="img" aria-label={label}>
      {[0, 1, 2, 3, 4].map((star) => (
        <svg key={star} viewBox="0 0 20 20" width="22" height="22" aria-hidden="true" className="fill-current">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}
