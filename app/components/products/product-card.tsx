import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatPrice } from "~/utils/format-price";
import { browserMediaHref } from "~/utils/video";
import { DeleteConfirmation, DeleteProductButton } from "./delete-product";
import { countMedia, folderHref, productAnchor, productHref } from "./products";
import type { ProductView } from "../../../api/contract";
import { useStartLink } from "./use-start-link";

/** One product in the folder: its cover, facts, and what can be done with it. */
export function ProductCard({ product, page, confirmingDelete }: { product: ProductView; page: number; confirmingDelete: boolean }) {
  const { t } = useTranslation();
  const newVideo = useStartLink(product.id);
  const cover = product.media[0];
  const { images, clips } = countMedia(product);
  const facts = [product.brand, formatPrice(product.price)].filter(Boolean).join(" · ");
  const hiddenName = <span className="sr-only"> {product.name}</span>;

  return (
    <li id={productAnchor(product.id)} className="scroll-mt-4">
      <article aria-labelledby={`${productAnchor(product.id)}-name`} className="card flex h-full flex-col gap-4 overflow-hidden p-0">
        {/* The box keeps its size while the picture loads, so the grid does not jump. */}
        <div className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden bg-primary-soft">
          {cover ? (
            <img src={browserMediaHref(cover.thumbnail_url)} alt="" width={320} height={240} loading="lazy" decoding="async" className="h-full w-full object-cover" />
          ) : (
            <PictureIcon />
          )}
        </div>
        <div className="flex-1 space-y-1 px-4">
          <h2 id={`${productAnchor(product.id)}-name`} className="line-clamp-2 font-semibold">
            {product.name}
          </h2>
          {facts ? <p className="truncate text-sm text-muted">{facts}</p> : null}
          <p className="text-xs text-muted">
            {t("products.images", { count: images })} · {t("products.clips", { count: clips })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 px-4 pb-4">
          <Link to={productHref(product.id)} className="btn-secondary">
            {t("products.open")}
            {hiddenName}
          </Link>
          <Link {...newVideo} className="btn-primary">
            {t("products.newVideo")}
            {hiddenName}
          </Link>
          <DeleteProductButton product={product} confirmHref={folderHref(page, { confirmDelete: product.id, product: product.id })} />
        </div>
        {confirmingDelete ? (
          <div className="px-4 pb-4">
            <DeleteConfirmation product={product} cancelHref={folderHref(page, { product: product.id })} headingLevel={3} />
          </div>
        ) : null}
      </article>
    </li>
  );
}

function PictureIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 text-primary/60" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 16l-5-5-9 9" />
    </svg>
  );
}
