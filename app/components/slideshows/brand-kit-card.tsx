import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { browserMediaHref } from "~/utils/video";
import type { BrandKitView, FontFamilyView } from "../../../api/contract";

/** One brand of the list: its logo, colours, font and call to action, and the way to edit it. */
export function BrandKitCard({ brand, fonts, editHref, current }: { brand: BrandKitView; fonts: FontFamilyView[]; editHref: string; current: boolean }) {
  const { t } = useTranslation();
  const font = fonts.find((candidate) => candidate.id === brand.font)?.name ?? t("brandKit.templateFont");
  return (
    <li>
      <article aria-labelledby={`brand-${brand.id}-name`} className={`card flex items-start gap-4 p-4 ${current ? "ring-2 ring-primary" : ""}`}>
        <span className="flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-canvas">
          {brand.logo_url ? (
            <img src={browserMediaHref(brand.logo_url)} alt="" width={56} height={56} className="h-full w-full object-contain" />
          ) : (
            // Without a logo, the brand's first letter holds the place.
            <span aria-hidden="true" className="text-2xl font-bold text-primary">
              {brand.name.slice(0, 1).toUpperCase()}
            </span>
          )}
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <h2 id={`brand-${brand.id}-name`} className="truncate font-semibold">
            {brand.name}
          </h2>
          {brand.colors.length > 0 ? (
            <ul aria-label={t("brandKit.colorsLabel")} className="flex flex-wrap gap-1">
              {brand.colors.map((color, index) => (
                <li key={`${index}-${color}`} title={color} className="h-6 w-6 rounded-full border border-line" style={{ backgroundColor: color }}>
                  <span className="sr-only">{color}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="truncate text-sm text-muted">
            {font}
            {brand.call_to_action ? ` · “${brand.call_to_action}”` : ""}
          </p>
        </div>
        <Link to={editHref} className="btn-secondary px-3 py-1.5" aria-current={current ? "true" : undefined}>
          {t("brandKit.edit")}
          <span className="sr-only"> {brand.name}</span>
        </Link>
      </article>
    </li>
  );
}
