import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pickHref, type BrollItem, type ScenePick } from "./materials";

/** A still impression of each moving background; one the screen does not know yet gets the house gradient. */
const backdrops: Record<string, string> = {
  "gradient-sweep": "bg-gradient-to-br from-fuchsia-500 via-violet-500 to-sky-400",
  "light-leaks": "bg-[radial-gradient(circle_at_30%_30%,#fbbf24,transparent_45%),radial-gradient(circle_at_75%_70%,#f97316,transparent_40%)] bg-zinc-900",
  bokeh:
    "bg-[radial-gradient(circle_at_20%_30%,#fde68a_0,transparent_12%),radial-gradient(circle_at_65%_60%,#f9a8d4_0,transparent_14%),radial-gradient(circle_at_80%_20%,#a5b4fc_0,transparent_10%)] bg-indigo-950",
  "grid-pulse": "bg-[linear-gradient(#22d3ee33_1px,transparent_1px),linear-gradient(90deg,#22d3ee33_1px,transparent_1px)] bg-[length:16px_16px] bg-slate-900",
};
const houseBackdrop = "bg-gradient-to-br from-primary to-primary-soft";

/** One built-in moving background: its look, its name and what it shows, and its way into the scene. */
export function BrollCard({ item, pick }: { item: BrollItem; pick: ScenePick | null }) {
  const { t } = useTranslation();
  const nameId = `broll-${item.id}-name`;
  const name = t(`createVideo.broll.${item.id}`, item.name);

  return (
    <li>
      <article aria-labelledby={nameId} className="card flex h-full flex-col gap-3 p-3">
        <div aria-hidden="true" className={`aspect-square rounded-xl ${backdrops[item.id] ?? houseBackdrop}`} />
        <div className="min-w-0 space-y-1">
          <h3 id={nameId} className="truncate text-sm font-semibold">
            {name}
          </h3>
          <p className="text-xs text-muted">{t(`addMaterial.brollAbout.${item.id}`, item.description)}</p>
        </div>
        {pick ? (
          <div className="mt-auto">
            <Link to={pickHref(pick, item)} className="btn-primary px-3 py-1.5">
              {t("addMaterial.pick.use", { scene: pick.scene })}
              <span className="sr-only"> {name}</span>
            </Link>
          </div>
        ) : null}
      </article>
    </li>
  );
}
