import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CardHeading } from "~/components/card-heading";
import { CheckboxField, ErrorList, Field, SelectField } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { useFormResult } from "~/components/use-form-result";
import { useIntentPending } from "~/components/use-intent-pending";
import { useSchemaForm } from "~/components/use-schema-form";
import { slideFormats, slideshowLimits, type BrandKitView, type MusicTrackView, type SlideshowView, type SlideTemplateView } from "../../../api/contract";
import { withUpgradeDialog } from "~/utils/workspace-menu";
import { formatSize } from "./format-name";
import { ResizeSchema, SettingsSchema, VideoSchema } from "./slideshow-edit";
import { BrandKitField } from "./brand-kit-field";
import { slideshowDownloadHref, slideshowEditHref } from "./slideshows";

/** Undo and redo, and the whole slideshow's files: at the top, where they are found first on a phone too. */
export function EditToolbar({ slideshow }: { slideshow: SlideshowView }) {
  const { t } = useTranslation();
  const result = useFormResult("history");
  const undoing = useIntentPending("undo");
  const redoing = useIntentPending("redo");
  const back = slideshowEditHref(slideshow.id);

  return (
    <div className="card flex flex-wrap items-center justify-between gap-3 p-4">
      <Form method="post" preventScrollReset aria-label={t("slideshowEdit.history")} className="flex flex-wrap items-center gap-2">
        <PendingButton pending={undoing} name="intent" value="undo" disabled={!slideshow.can_undo} className="btn-secondary">
          ↶ {t("slideshowEdit.undo")}
        </PendingButton>
        <PendingButton pending={redoing} name="intent" value="redo" disabled={!slideshow.can_redo} className="btn-secondary">
          ↷ {t("slideshowEdit.redo")}
        </PendingButton>
        <ErrorList errors={result?.error?.[""] ?? undefined} />
      </Form>
      <ul aria-label={t("slideshow.downloads")} className="flex flex-wrap gap-2">
        {(["zip", "pdf"] as const).map((type) => (
          <li key={type}>
            <a href={slideshowDownloadHref(slideshow.id, type, { back })} className="btn-secondary">
              {t(`slideshow.download.${type}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Title, template and brand kit, saved together as one edit. */
export function SettingsPanel({ slideshow, templates, brands }: { slideshow: SlideshowView; templates: SlideTemplateView[]; brands: BrandKitView[] }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(SettingsSchema, {
    id: "settings",
    lastResult: useFormResult("settings"),
    defaultValue: { title: slideshow.title, template: slideshow.template_id, brand: slideshow.brand_id ?? "" },
  });
  const pending = useIntentPending("settings");
  // The current template is offered even when the list could not be read, so saving the title never changes it.
  const templateChoices = templates.some((template) => template.id === slideshow.template_id)
    ? templates
    : [{ id: slideshow.template_id, name: slideshow.template_id }, ...templates];

  return (
    <section aria-labelledby="settings-title" className="card space-y-4 p-4">
      <CardHeading id="settings-title" title={t("slideshowEdit.settings")} />
      <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="settings" />
        <Field
          label={t("slideshowEdit.titleLabel")}
          inputProps={{ ...getInputProps(fields.title, { type: "text" }), maxLength: slideshowLimits.title }}
          errors={fields.title.errors}
        />
        <SelectField label={t("slideshowEdit.template")} field={fields.template}>
          {templateChoices.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </SelectField>
        <BrandKitField label={t("slideshowEdit.brand")} field={fields.brand} brands={brands} back={slideshowEditHref(slideshow.id)} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <PendingButton pending={pending}>{t("slideshowEdit.saveSettings")}</PendingButton>
      </Form>
    </section>
  );
}

/** Another format is another slideshow: a copy, drawn anew, while this one stays. */
export function FormatPanel({ slideshow }: { slideshow: SlideshowView }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(ResizeSchema, { id: "resize", lastResult: useFormResult("resize") });
  const pending = useIntentPending("resize");
  const others = slideFormats.filter((format) => format !== slideshow.format);

  return (
    <section aria-labelledby="format-title" className="card space-y-4 p-4">
      <CardHeading
        id="format-title"
        title={t("slideshowEdit.format")}
        intro={t("slideshowEdit.formatNow", { format: t(`slideshow.formats.${slideshow.format}`), size: formatSize(slideshow.format) })}
      />
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value="resize" />
        <SelectField label={t("slideshowEdit.otherFormat")} field={fields.format}>
          {others.map((format) => (
            <option key={format} value={format}>
              {t(`slideshow.formats.${format}`)} · {formatSize(format)}
            </option>
          ))}
        </SelectField>
        <p className="text-xs text-muted">{t("slideshowEdit.formatHint")}</p>
        <ErrorList id={form.errorId} errors={form.errors} />
        <PendingButton pending={pending} className="btn-secondary">
          {t("slideshowEdit.makeCopy")}
        </PendingButton>
      </Form>
    </section>
  );
}

/** A video of the slides, optionally with the texts read aloud; it is followed on the video's progress page. */
/** Music as the plan allows it: the tracks to pick from, or why there are none and where to upgrade. */
export interface MusicChoices {
  allowed: boolean;
  tracks: MusicTrackView[];
}

export function VideoPanel({ music }: { music: MusicChoices }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [form, fields] = useSchemaForm(VideoSchema, { id: "video", lastResult: useFormResult("video") });
  const pending = useIntentPending("video");

  return (
    <section aria-labelledby="video-title" className="card space-y-4 p-4">
      <CardHeading id="video-title" title={t("slideshowEdit.video")} intro={t("slideshowEdit.videoIntro")} />
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value="video" />
        <CheckboxField label={t("slideshowEdit.voice")} inputProps={getInputProps(fields.voice, { type: "checkbox" })} errors={fields.voice.errors} />
        {music.allowed ? (
          <SelectField label={t("createVideo.settings.music")} field={fields.music}>
            <option value="">{t("createVideo.settings.noMusic")}</option>
            {music.tracks.map((track) => (
              <option key={track.id} value={track.id}>
                {track.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-sm text-muted">
            {t("createVideo.settings.musicPaid")}{" "}
            <Link to={withUpgradeDialog(location)} preventScrollReset className="link">
              {t("home.seePlans")}
            </Link>
          </p>
        )}
        <ErrorList id={form.errorId} errors={form.errors} />
        <PendingButton pending={pending}>{t("slideshow.toVideo")}</PendingButton>
      </Form>
    </section>
  );
}
