import { Fact } from "~/components/fact";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { browserMediaHref, formatDuration } from "~/utils/video";
import { DeleteConfirmation, DeleteMediaButton } from "./delete-media";
import { formatBytes, mediaAnchor, pickHref, type MaterialsView, type MediaItem } from "./materials";

/** One image or clip of the library: its thumbnail, what it is, and what can be done with it. */
export function MediaCard({ item, view, confirmingDelete }: { item: MediaItem; view: MaterialsView; confirmingDelete: boolean }) {
  const { t, i18n } = useTranslation();
  const anchor = mediaAnchor(item.id);
  const nameId = `${anchor}-name`;
  const hiddenName = <span className="sr-only"> {item.name}</span>;

  return (
    <li id={anchor} className="scroll-mt-4">
      <article aria-labelledby={nameId} data-media-kind={item.kind} className="card flex h-full flex-col gap-3 p-3">
        {/* A square box whatever the picture's shape, filled before the thumbnail arrives: the grid never jumps. */}
        <div className="relative aspect-square overflow-hidden rounded-xl bg-primary-soft">
          <img
            src={browserMediaHref(item.thumbnail_url)}
            alt=""
            width={320}
            height={320}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
          />
          {item.kind === "clip" && item.duration_ms !== null ? (
            <span aria-hidden="true" className="absolute bottom-2 right-2 rounded-md bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white">
              ▶ {formatDuration(item.duration_ms)}
            </span>
          ) : null}
        </div>
        <div className="min-w-0 space-y-1">
          <h3 id={nameId} title={item.name} className="truncate text-sm font-semibold">
            {item.name}
          </h3>
          <dl className="flex flex-wrap gap-x-2 gap-y-0.5 text-xs text-muted">
            <Fact label={t("addMaterial.facts.kind")}>{t(`addMaterial.kind.${item.kind}`)}</Fact>
            <Fact label={t("addMaterial.facts.size")}>{formatBytes(item.size, i18n.language)}</Fact>
            {item.kind === "clip" && item.duration_ms !== null ? <Fact label={t("addMaterial.facts.duration")}>{formatDuration(item.duration_ms)}</Fact> : null}
            <Fact label={t("addMaterial.facts.dimensions")}>
              {item.width} × {item.height}
            </Fact>
          </dl>
          {item.description ? <p className="line-clamp-2 break-words text-xs">{item.description}</p> : null}
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          {view.pick ? (
            <Link to={pickHref(view.pick, item)} className="btn-primary px-3 py-1.5">
              {t("addMaterial.pick.use", { scene: view.pick.scene })}
              {hiddenName}
            </Link>
          ) : null}
          {confirmingDelete ? null : <DeleteMediaButton item={item} view={view} />}
        </div>
        {confirmingDelete ? <DeleteConfirmation item={item} view={view} /> : null}
      </article>
    </li>
  );
}
