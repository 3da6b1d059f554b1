import { useTranslation } from "react-i18next";
import { slideImageSize, slideshowImages } from "./content";
import { Section } from "./section";

/** "Dynamic Slideshows That Drive Engagement": what a slideshow is for, next to images our engine made. */
export function SlideshowSection() {
  const { t } = useTranslation();
  return (
    <Section id="slideshows" title={t("landing.slideshows.title")} intro={t("landing.slideshows.body")}>
      <div className="grid items-center gap-10 md:grid-cols-[1fr_1.4fr]">
        <ul className="space-y-4">
          {(["point1", "point2", "point3"] as const).map((point) => (
            <li key={point} className="flex items-start gap-3">
              <span aria-hidden="true" className="mt-1 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary">
                ✓
              </span>
              <span className="text-lg text-ink">{t(`landing.slideshows.${point}`)}</span>
            </li>
          ))}
        </ul>
        <ul className="grid grid-cols-2 gap-4">
          {slideshowImages.map((image, index) => (
            <li key={image.url} className={index % 2 === 1 ? "translate-y-6" : undefined}>
              <img
                src={image.url}
                alt={t("landing.slideshows.imageLabel", { number: index + 1 })}
                width={slideImageSize.width}
                height={slideImageSize.height}
                loading="lazy"
                decoding="async"
                className="aspect-square h-auto w-full rounded-2xl border border-line object-cover shadow-md"
              />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
