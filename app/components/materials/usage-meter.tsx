import { useTranslation } from "react-i18next";
import { formatBytes, usedPercent, type MediaUsage } from "./materials";

/** How full the library is, by count and by size, each as a meter with its figures beside it. */
export function UsageMeters({ usage }: { usage: MediaUsage }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="usage-title" className="space-y-3">
      <h2 id="usage-title" className="text-sm font-semibold">
        {t("addMaterial.usage.title")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <Meter
          id="usage-items"
          label={t("addMaterial.usage.items")}
          used={usage.items}
          max={usage.max_items}
          text={t("addMaterial.usage.itemsValue", { used: number.format(usage.items), max: number.format(usage.max_items) })}
        />
        <Meter
          id="usage-bytes"
          label={t("addMaterial.usage.bytes")}
          used={usage.bytes}
          max={usage.max_bytes}
          text={t("addMaterial.usage.bytesValue", { used: formatBytes(usage.bytes, i18n.language), max: formatBytes(usage.max_bytes, i18n.language) })}
        />
      </div>
    </section>
  );
}

function Meter({ id, label, used, max, text }: { id: string; label: string; used: number; max: number; text: string }) {
  const percent = usedPercent(used, max);
  const fill = percent >= 90 ? "bg-danger" : "bg-primary";
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        <span className="text-muted">{text}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-primary-soft"
      >
        <div className={`h-full rounded-full ${fill}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
