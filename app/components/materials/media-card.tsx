import { Fact } from "~/components/fact";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDuration } from "~/utils/video";
import { AttachedProducts, AttachToProduct } from "./attach-media";
import { MediaThumbnail } from "./media-thumbnail";
import { DeleteConfirmation, DeleteMediaButton } from "./delete-media";
import { providerLabels, StockCredit } from "./stock";
import { formatBytes, mediaAnchor, pickHref, type FoundMedia, type MaterialsView, type MediaItem, type ProductChoice } from "./materials";

/**
 * One image or clip of the user's: its thumbnail, what it is, the products it is a material of, and what can be done
 * with it. An image read from a product's link (found by a search) is only that product's: it is picked, nothing else.
 */
export function MediaCard({
  item,
  view,
  confirmingDelete,
  products,
}: {
  item: MediaItem | FoundMedia;
  view: MaterialsView;
  confirmingDelete: boolean;
  products: ProductChoice[];
}) {
  const { t, i18n } = useTranslation();
  const upload = !("origin" in item) || item.origin === "upload";
  const anchor = mediaAnchor(item.id);
  const nameId = `${anchor}-name`;
  const hiddenName = <span className="sr-only"> {item.name}</span>;

  return (
    <li id={anchor} className="scroll-mt-4">
      <article aria-labelledby={nameId} data-media-kind={item.kind} className="card flex h-full flex-col gap-3 p-3">
        <MediaThumbnail src={item.thumbnail_url} kind={item.kind} durationMs={item.duration_ms} />
        <div className="min-w-0 space-y-1">
          <h3 id={nameId} title={item.name} className="line-clamp-2 break-words text-sm font-semibold">
            {item.name}
          </h3>
          <dl className="flex flex-wrap gap-x-2 gap-y-0.5 text-xs text-muted">
            <Fact label={t("addMaterial.facts.kind")}>{t(`addMaterial.kind.${item.kind}`)}</Fact>
            <Fact label={t("addMaterial.facts.size")}>{formatBytes(item.size, i18n.language)}</Fact>
            {item.kind === "clip" && item.duration_ms !== null ? <Fact label={t("addMaterial.facts.duration")}>{formatDuration(item.duration_ms)}</Fact> : null}
            {item.width !== null && item.height !== null ? (
              <Fact label={t("addMaterial.facts.dimensions")}>
                {item.width} × {item.height}
              </Fact>
            ) : null}
          </dl>
          {/* A stock item's description is its title and credit (searchable in the uploads); the name and the credit line already show them. */}
          {item.description && !item.source ? <p className="line-clamp-2 break-words text-xs">{item.description}</p> : null}
          {item.source ? (
            <StockCredit
              author={item.source.author}
              license={item.source.license}
              provider={providerLabels[item.source.provider] ?? item.source.provider}
              pageUrl={item.source.url}
            />
          ) : null}
          <AttachedProducts products={item.products} />
        </div>
        {upload ? <AttachToProduct item={item} view={view} products={products} /> : null}
        <div className="mt-auto flex flex-wrap gap-2">
          {view.pick ? (
            <Link to={pickHref(view.pick, item)} className="btn-primary px-3 py-1.5">
              {t("addMaterial.pick.use", { scene: view.pick.scene })}
              {hiddenName}
            </Link>
          ) : null}
          {confirmingDelete || !upload ? null : <DeleteMediaButton item={item} view={view} />}
        </div>
        {confirmingDelete ? <DeleteConfirmation item={item} view={view} /> : null}
      </article>
    </li>
  );
}
