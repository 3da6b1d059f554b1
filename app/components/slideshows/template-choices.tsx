import { useTranslation } from "react-i18next";
import { browserMediaHref } from "~/utils/video";
import { slideFormatSizes, type SlideFormat, type SlideTemplateView } from "../../../api/contract";

/** The templates as choice cards, each with its sample drawn in the format being made; the first is chosen unless told. */
export function TemplateChoices({ templates, format, checkedId }: { templates: SlideTemplateView[]; format: SlideFormat; checkedId?: string }) {
  const { t } = useTranslation();
  const { width, height } = slideFormatSizes[format];
  // Tall formats fit four to a row on a wide screen; wide ones (a banner, a leaderboard) need the room.
  const columns = width / height > 1.5 ? "sm:grid-cols-2" : "grid-cols-2 lg:grid-cols-4";
  const chosen = templates.some((template) => template.id === checkedId) ? checkedId : templates[0]?.id;

  return (
    <ul className={`grid gap-3 ${columns}`}>
      {templates.map((template) => (
        <li key={template.id}>
          <label className="flex h-full cursor-pointer flex-col gap-2 rounded-xl border border-line p-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
            <span className="flex max-h-72 w-full items-center justify-center overflow-hidden rounded-lg bg-canvas" style={{ aspectRatio: `${width} / ${height}` }}>
              <img
                src={browserMediaHref(template.preview_url)}
                alt=""
                width={width}
                height={height}
                loading="lazy"
                decoding="async"
                className="h-full w-full object-contain"
              />
            </span>
            <span className="flex items-center gap-2 px-1">
              <input
                type="radio"
                name="template"
                value={template.id}
                defaultChecked={template.id === chosen}
                className="h-4 w-4 shrink-0 accent-[rgb(var(--color-primary))]"
              />
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium">{template.name}</span>
                <span className="block truncate text-xs text-muted">{t(`slideshow.categories.${template.category}`)}</span>
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
