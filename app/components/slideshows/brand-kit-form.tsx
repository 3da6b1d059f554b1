import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CardHeading } from "~/components/card-heading";
import { ErrorList, Field, LabelledControl } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { useFormResult } from "~/components/use-form-result";
import { useIntentPending } from "~/components/use-intent-pending";
import { useSchemaForm } from "~/components/use-schema-form";
import { browserMediaHref } from "~/utils/video";
import { slideshowLimits, type BrandKitView, type FontFamilyView } from "../../../api/contract";
import { brandKitDefaults, brandNameMax, BrandKitSchema } from "./brand-kit";
import { brandEditorAnchor } from "./slideshows";

/** One brand's kit: its name, colours, font and call to action, then its logo (once the brand is saved). */
export function BrandKitEditor({ brand, fonts }: { brand: BrandKitView | null; fonts: FontFamilyView[] }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(BrandKitSchema, { id: "brand", lastResult: useFormResult("brand"), defaultValue: brandKitDefaults(brand) });
  const pending = useIntentPending("save");

  return (
    <section id={brandEditorAnchor} aria-labelledby="brand-editor-title" className="card scroll-mt-4 space-y-5">
      <CardHeading id="brand-editor-title" title={brand ? t("brandKit.editTitle", { name: brand.name }) : t("brandKit.newTitle")} intro={t("brandKit.editIntro")} />
      <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        {brand ? <input type="hidden" name="id" value={brand.id} /> : null}
        <Field label={t("brandKit.name")} inputProps={{ ...getInputProps(fields.name, { type: "text" }), maxLength: brandNameMax }} errors={fields.name.errors} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t("brandKit.colors", { max: slideshowLimits.brandColors })}</legend>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {fields.colors.getFieldList().map((color, index) => {
              const slot = color.getFieldset();
              return (
                <li key={color.key} className="flex items-center gap-3 rounded-xl border border-line p-2">
                  <input
                    {...getInputProps(slot.value, { type: "color" })}
                    aria-label={t("brandKit.colorValue", { number: index + 1 })}
                    className="h-10 w-14 shrink-0 cursor-pointer rounded-lg border border-line bg-surface p-1"
                  />
                  <label htmlFor={slot.use.id} className="flex items-center gap-2 text-sm">
                    <input {...getInputProps(slot.use, { type: "checkbox" })} className="h-4 w-4 accent-[rgb(var(--color-primary))]" />
                    {t("brandKit.useColor", { number: index + 1 })}
                  </label>
                  <ErrorList errors={slot.value.errors} />
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledControl htmlFor={fields.font.id} label={t("brandKit.font")} errorId={fields.font.errorId} errors={fields.font.errors}>
            <select {...getSelectProps(fields.font)} className="input">
              <option value="">{t("brandKit.templateFont")}</option>
              {fonts.map((font) => (
                <option key={font.id} value={font.id}>
                  {font.name}
                </option>
              ))}
            </select>
          </LabelledControl>
          <Field
            label={t("brandKit.callToAction")}
            inputProps={{
              ...getInputProps(fields.callToAction, { type: "text" }),
              maxLength: slideshowLimits.callToAction,
              placeholder: t("brandKit.callToActionPlaceholder"),
            }}
            errors={fields.callToAction.errors}
          />
        </div>
        <ErrorList id={form.errorId} errors={form.errors} />
        <PendingButton pending={pending}>{t(brand ? "brandKit.save" : "brandKit.create")}</PendingButton>
      </Form>
      {brand ? <LogoForm brand={brand} /> : <p className="text-sm text-muted">{t("brandKit.logoAfterSave")}</p>}
    </section>
  );
}

/** The logo: a multipart post of the image, which the API makes the brand's logo. */
function LogoForm({ brand }: { brand: BrandKitView }) {
  const { t } = useTranslation();
  const result = useFormResult("logo");
  const pending = useIntentPending("logo");
  const errors = result?.error?.[""] ?? undefined;
  return (
    <Form method="post" encType="multipart/form-data" preventScrollReset className="space-y-3 border-t border-line pt-4">
      <input type="hidden" name="intent" value="logo" />
      <input type="hidden" name="brand_id" value={brand.id} />
      <div className="flex items-center gap-4">
        <span className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-canvas">
          {brand.logo_url ? (
            <img src={browserMediaHref(brand.logo_url)} alt={t("brandKit.logoOf", { name: brand.name })} width={64} height={64} className="h-full w-full object-contain" />
          ) : (
            <span className="px-1 text-center text-xs text-muted">{t("brandKit.noLogo")}</span>
          )}
        </span>
        <LabelledControl htmlFor="brand-logo" label={t("brandKit.logo")} errorId={errors ? "brand-logo-error" : undefined} errors={errors} className="min-w-0 flex-1">
          <input
            id="brand-logo"
            type="file"
            name="file"
            accept="image/png,image/jpeg,image/webp"
            required
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? "brand-logo-error" : undefined}
            className="block w-full min-w-0 text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-primary-soft"
          />
        </LabelledControl>
      </div>
      <PendingButton pending={pending} className="btn-secondary">
        {t("brandKit.uploadLogo")}
      </PendingButton>
    </Form>
  );
}
