import { useTranslation } from "react-i18next";
import { Spinner } from "~/components/pending-button";
import { browserMediaHref } from "~/utils/video";
import type { AvatarView } from "../../../api/contract";
import { isTraining } from "./avatars";

/**
 * The presenter's still in a box of the still's own shape (a portrait box while there is none yet), or what is
 * happening instead. With `boxes`, the face that was found and the crop videos show are drawn over it, in the
 * still's pixels, so they scale with the picture.
 */
export function AvatarPicture({ avatar, boxes = false, className = "" }: { avatar: AvatarView; boxes?: boolean; className?: string }) {
  const { t } = useTranslation();
  const { still_url: still, width, height } = avatar;
  const aspect = width && height ? `${width} / ${height}` : "3 / 4";
  return (
    <div className={`relative overflow-hidden rounded-xl border border-line bg-canvas ${className}`} style={{ aspectRatio: aspect }}>
      {still ? (
        <img src={browserMediaHref(still)} alt={t("avatars.stillAlt", { name: avatar.name })} loading="lazy" decoding="async" className="h-full w-full object-cover" />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-primary/30 to-primary-soft p-4 text-center">
          {isTraining(avatar) ? <Spinner className="h-8 w-8 text-primary" /> : null}
          <p className="text-sm font-medium">{t(isTraining(avatar) ? "avatars.noStill" : `avatars.status.${avatar.status}`)}</p>
        </div>
      )}
      {boxes && still && width && height ? <FaceAndCrop avatar={avatar} width={width} height={height} /> : null}
    </div>
  );
}

function FaceAndCrop({ avatar, width, height }: { avatar: AvatarView; width: number; height: number }) {
  return (
    <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true" className="pointer-events-none absolute inset-0 h-full w-full">
      {avatar.crop ? (
        <rect
          {...avatar.crop}
          fill="none"
          stroke="white"
          strokeWidth={3}
          strokeDasharray="10 6"
          vectorEffect="non-scaling-stroke"
          data-box="crop"
          style={{ filter: "drop-shadow(0 0 2px rgb(0 0 0 / 0.8))" }}
        />
      ) : null}
      {avatar.face ? (
        <rect
          {...avatar.face}
          fill="none"
          strokeWidth={3}
          vectorEffect="non-scaling-stroke"
          data-box="face"
          style={{ stroke: "rgb(var(--color-primary))", filter: "drop-shadow(0 0 2px rgb(0 0 0 / 0.8))" }}
        />
      ) : null}
    </svg>
  );
}

/** The key of the picture's boxes, under the picture. */
export function BoxLegend() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-3 w-5 rounded-sm border-2 border-primary" />
        {t("avatars.create.ready.face")}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-3 w-5 rounded-sm border-2 border-dashed border-ink" />
        {t("avatars.create.ready.crop")}
      </li>
    </ul>
  );
}
