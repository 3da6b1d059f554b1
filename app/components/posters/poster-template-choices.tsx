import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { posterSizes, type PosterSize, type PosterTemplateView } from "../../../api/contract";
import { posterMediaHref } from "./posters";
import { formatPosterSize, posterAspect } from "./size-name";

/** The sizes as links: the template samples below are drawn in the chosen one, and the poster starts in it. */
export function PosterSizeLinks({ current, hrefOf }: { current: PosterSize; hrefOf: (size: PosterSize) => string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("posters.size")}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {posterSizes.map((size) => (
          <li key={size}>
            <Link
              to={hrefOf(size)}
              replace
              preventScrollReset
              aria-current={size === current ? "true" : undefined}
              className={`flex h-full flex-col rounded-xl border px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${
                size === current ? "border-primary bg-primary-soft" : "border-line hover:bg-primary-soft"
              }`}
            >
              <span className="font-medium">{t(`posters.sizes.${size}`)}</span>
              <span className="text-xs text-muted">{formatPosterSize(size)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The templates as cards with their sample in the chosen size; each card is a link to the offer step with it. */
export function PosterTemplateChoices({ templates, size, hrefOf }: { templates: PosterTemplateView[]; size: PosterSize; hrefOf: (templateId: string) => string }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {templates.map((template) => (
        <li key={template.id}>
          <Link
            to={hrefOf(template.id)}
            className="flex h-full flex-col gap-2 rounded-xl border border-line p-2 hover:border-primary hover:bg-primary-soft focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <span className="flex max-h-80 w-full items-center justify-center overflow-hidden rounded-lg bg-canvas" style={{ aspectRatio: posterAspect(size) }}>
              <img src={posterMediaHref(template.preview_url)} alt="" loading="lazy" decoding="async" className="h-full w-full object-contain" />
            </span>
            <span className="min-w-0 px-1">
              <span className="block truncate text-sm font-medium">{template.name}</span>
              <span className="block truncate text-xs text-muted">{t(`posters.categories.${template.category}`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
