import { useTranslation } from "react-i18next";
import { browserMediaHref, formatDuration } from "~/utils/video";
import type { ProductView } from "../../../api/contract";
import { CardHeading } from "~/components/card-heading";

/** The product's images and clips in the order its videos use them; each opens in full in a new tab. */
export function ProductMedia({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="product-media-title" className="card space-y-4">
      <CardHeading id="product-media-title" title={t("products.media.title")} />
      {product.media.length === 0 ? (
        <p className="text-sm text-muted">{t("products.media.empty")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {product.media.map((material, index) => {
            const label =
              material.kind === "clip"
                ? t("products.media.clip", { number: index + 1, duration: formatDuration(material.duration_ms ?? 0) })
                : t("products.media.image", { number: index + 1 });
            return (
              <li key={material.id}>
                <a
                  href={browserMediaHref(material.url)}
                  target="_blank"
                  rel="noreferrer"
                  className="relative block aspect-square overflow-hidden rounded-xl bg-primary-soft focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                >
                  <img
                    src={browserMediaHref(material.thumbnail_url)}
                    alt={label}
                    width={240}
                    height={240}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                  {material.kind === "clip" ? (
                    <span aria-hidden="true" className="absolute bottom-2 left-2 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
                      {t("products.media.clipBadge", { duration: formatDuration(material.duration_ms ?? 0) })}
                    </span>
                  ) : null}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** What the product's videos say about it, as stored. */
export function ProductFacts({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="product-facts-title" className="card space-y-4">
      <CardHeading id="product-facts-title" title={t("products.facts.title")} />
      <div className="space-y-1">
        <h3 className="text-sm font-medium text-muted">{t("products.facts.description")}</h3>
        <p className="whitespace-pre-line break-words">{product.description ?? t("products.facts.noDescription")}</p>
      </div>
      <div className="space-y-1">
        <h3 className="text-sm font-medium text-muted">{t("products.facts.features")}</h3>
        {product.features.length > 0 ? (
          <ul className="list-inside list-disc space-y-1 break-words">
            {product.features.map((feature, index) => (
              <li key={index}>{feature}</li>
            ))}
          </ul>
        ) : (
          <p>{t("products.facts.noFeatures")}</p>
        )}
      </div>
      {/* Only a web address becomes a link, whatever the stored page said. */}
      {product.source_url && /^https?:\/\//i.test(product.source_url) ? (
        <p className="text-sm">
          <a href={product.source_url} target="_blank" rel="noreferrer noopener" className="link break-all">
            {t("products.facts.source")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
