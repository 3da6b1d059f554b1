import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flowHref, type Flow } from "~/utils/create-video-flow";
import type { ProductView } from "../../../api/contract";
import { browserMediaHref } from "~/utils/video";
import { formatPrice } from "~/utils/format-price";

/** The product the flow is about, with the way back to choose another. */
export function ProductSummary({ product, flow }: { product: ProductView | null; flow: Flow }) {
  const { t } = useTranslation();
  const image = product?.images[0];
  return (
    <section aria-label={t("createVideo.product.current")} className="card flex items-center gap-4 p-4">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-primary-soft">
        {image ? <img src={browserMediaHref(image.url)} alt="" width={64} height={64} className="h-16 w-16 object-cover" /> : null}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium uppercase tracking-wide text-muted">{t("createVideo.product.current")}</p>
        <p className="line-clamp-2 font-semibold">{product?.name ?? t("createVideo.product.unnamed")}</p>
        {product ? <p className="truncate text-sm text-muted">{[product.brand, formatPrice(product.price)].filter(Boolean).join(" · ")}</p> : null}
      </div>
      <Link to={flowHref(flow, { step: "product" })} className="btn-secondary shrink-0 px-3 py-1">
        {t("createVideo.product.change")}
      </Link>
    </section>
  );
}
