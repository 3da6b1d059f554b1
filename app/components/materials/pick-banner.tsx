import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { backToSceneHref, type ScenePick } from "./materials";

/** Opened from the video editor for one scene: says so, and leads back without choosing. */
export function PickBanner({ pick }: { pick: ScenePick }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pick-title" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/40 bg-primary-soft px-4 py-3">
      <div className="space-y-0.5">
        <h2 id="pick-title" className="font-semibold text-primary">
          {t("addMaterial.pick.banner", { scene: pick.scene })}
        </h2>
        <p className="text-sm">{t("addMaterial.pick.hint", { scene: pick.scene })}</p>
      </div>
      <Link to={backToSceneHref(pick)} className="btn-secondary">
        {t("addMaterial.pick.back")}
      </Link>
    </section>
  );
}
