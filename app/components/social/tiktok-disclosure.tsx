import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/form-fields";

/**
 * TikTok's commercial content disclosure on the post form (its Content Sharing Guidelines): a box saying the video
 * promotes a product, and under it which kind. Plain inputs, so it works without JavaScript; the server reads the kind
 * only when the box is ticked. With JavaScript, choosing a kind ticks the box.
 */
export function TikTokDisclosureFields({ promotes, disclosure, error }: { promotes: boolean; disclosure: string; error?: string }) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState(promotes);
  const kinds = [
    { value: "your-brand", label: t("social.disclosureYourBrand"), hint: t("social.disclosureYourBrandHint") },
    { value: "branded-content", label: t("social.disclosureBranded"), hint: t("social.disclosureBrandedHint") },
  ];
  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-3" aria-describedby={error ? "disclosure-error" : undefined}>
      <legend className="px-1 text-sm font-medium">{t("social.disclosureLegend")}</legend>
      <label className="flex items-start gap-2">
        <input type="checkbox" name="promotes" value="yes" className="mt-1" checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
        <span>{t("social.disclosurePromotes")}</span>
      </label>
      <div className="space-y-2 ps-6">
        {kinds.map((kind) => (
          <label key={kind.value} className="flex items-start gap-2">
            <input
              type="radio"
              name="disclosure"
              value={kind.value}
              className="mt-1"
              defaultChecked={disclosure === kind.value}
              onChange={() => setTicked(true)}
              aria-describedby={`disclosure-${kind.value}-hint`}
            />
            <span>
              <span className="font-medium">{kind.label}</span>
              <span id={`disclosure-${kind.value}-hint`} className="block text-xs text-muted">
                {kind.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      <ErrorList id="disclosure-error" errors={error ? [error] : undefined} />
    </fieldset>
  );
}
