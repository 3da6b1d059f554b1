import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { avatarsPath } from "~/components/avatars/avatars";
import { LayoutSketch } from "~/components/avatars/presenter-choice";
import { CheckboxField, SelectField } from "~/components/form-fields";
import type { PresenterOption } from "~/data/video-edit.server";
import { presenterLayouts, type VideoPresenterView } from "../../../api/contract";

/**
 * Faceless or with a presenter, which one, its layout (scenes may choose their own) and whether the picture carries
 * the "AI-generated presenter" label. The presenter the video has stays offered even when it is gone from the list
 * (deleted, or being trained again).
 */
export function PresenterFields({
  fields,
  presenters,
  current,
}: {
  fields: { presenter: FieldMetadata<string>; presenterLayout: FieldMetadata<string>; showLabel: FieldMetadata<boolean> };
  presenters: PresenterOption[];
  current: VideoPresenterView | null;
}) {
  const { t } = useTranslation();
  const own = presenters.filter((presenter) => !presenter.builtin);
  const builtin = presenters.filter((presenter) => presenter.builtin);
  const missing = current && !presenters.some((presenter) => presenter.id === current.avatar_id) ? current : null;

  return (
    <section aria-labelledby="presenter-title" className="card grid gap-4 sm:grid-cols-2">
      <div className="space-y-1 sm:col-span-2">
        <h2 id="presenter-title" className="text-lg font-semibold">
          {t("avatars.presenter.title")}
        </h2>
        <p className="text-sm text-muted">{t("avatars.presenter.intro")}</p>
      </div>
      <SelectField label={t("avatars.presenter.choose")} field={fields.presenter}>
        <option value="">{t("avatars.presenter.faceless")}</option>
        {missing ? <option value={missing.avatar_id}>{missing.name}</option> : null}
        {own.length > 0 ? (
          <optgroup label={t("avatars.own.title")}>
            {own.map((presenter) => (
              <option key={presenter.id} value={presenter.id}>
                {presenter.name}
              </option>
            ))}
          </optgroup>
        ) : null}
        {builtin.length > 0 ? (
          <optgroup label={t("avatars.builtin.title")}>
            {builtin.map((presenter) => (
              <option key={presenter.id} value={presenter.id}>
                {presenter.name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </SelectField>
      <SelectField label={t("avatars.presenter.layout")} field={fields.presenterLayout}>
        {presenterLayouts.map((layout) => (
          <option key={layout} value={layout}>
            {t(`avatars.presenter.layouts.${layout}`)}
          </option>
        ))}
      </SelectField>
      <ul className="grid grid-cols-3 gap-2 text-center text-xs text-muted sm:col-span-2">
        {presenterLayouts.map((layout) => (
          <li key={layout} className="space-y-1">
            <LayoutSketch layout={layout} />
            <p className="font-medium text-ink">{t(`avatars.presenter.layouts.${layout}`)}</p>
            <p>{t(`avatars.presenter.layoutHints.${layout}`)}</p>
          </li>
        ))}
      </ul>
      <div className="space-y-1 sm:col-span-2">
        <CheckboxField label={t("avatars.presenter.showLabel")} inputProps={getInputProps(fields.showLabel, { type: "checkbox" })} errors={fields.showLabel.errors} />
        <p className="pl-6 text-xs text-muted">{t("avatars.presenter.showLabelHint")}</p>
      </div>
      <Link to={avatarsPath} className="link text-sm sm:col-span-2">
        {t("avatars.presenter.manage")}
      </Link>
    </section>
  );
}
