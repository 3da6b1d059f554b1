import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DeleteButton, DeleteFormFields, InlineDeleteConfirmation, KeepLink } from "~/components/ask-before-deleting";
import { ErrorList, Field, LabelledControl, TextareaField } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { useFormResult } from "~/components/use-form-result";
import { useIntentPending } from "~/components/use-intent-pending";
import { useSchemaForm } from "~/components/use-schema-form";
import { browserMediaHref } from "~/utils/video";
import { slideFormatSizes, slideTextLayers, slideTextLimits, type SlideFormat, type SlideshowView, type SlideView } from "../../../api/contract";
import type { SlideImageChoice } from "~/data/slideshow-edit.server";
import { slideFormId, SlideTextsSchema } from "./slideshow-edit";
import { slideAnchor, slideshowDownloadHref, slideshowEditHref } from "./slideshows";

interface SlideEditorProps {
  slideshow: SlideshowView;
  slide: SlideView;
  /** 0-based place in the slideshow. */
  index: number;
  images: SlideImageChoice[];
  confirmingDelete: boolean;
}

/** One slide: the picture as drawn, its texts, its place, its image, its file, and its delete. */
export function SlideEditor({ slideshow, slide, index, images, confirmingDelete }: SlideEditorProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const count = slideshow.slides.length;
  const titleId = `${slideAnchor(slide.id)}-title`;
  const backHere = slideshowEditHref(slideshow.id, { slide: slide.id });

  return (
    <li id={slideAnchor(slide.id)} className="scroll-mt-4">
      <article aria-labelledby={titleId} data-slide-id={slide.id} className="card space-y-4 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="font-semibold">
            {t("slideshowEdit.slideOf", { number, count })} <span className="font-normal text-muted">· {t(`slideshowEdit.roles.${slide.role}`)}</span>
          </h2>
          <MoveButtons slide={slide} number={number} count={count} />
        </div>

        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-2">
            <SlidePicture slide={slide} format={slideshow.format} number={number} />
            {slide.overflowed.length > 0 ? (
              <p className="text-xs text-muted">{t("slideshowEdit.overflowed", { layers: slide.overflowed.map((layer) => t(`slideshowEdit.layers.${layer}`)).join(", ") })}</p>
            ) : null}
            {slide.url ? (
              <a href={slideshowDownloadHref(slideshow.id, "png", { slide: slide.id, back: backHere })} className="btn-secondary px-3 py-1.5">
                {t("slideshowEdit.downloadPng")}
                <span className="sr-only"> {t("slideshowEdit.slideNumber", { number })}</span>
              </a>
            ) : null}
          </div>
          <SlideTextsForm key={JSON.stringify(slide.texts)} slide={slide} number={number} />
        </div>

        <ReplaceImage key={slide.image_id ?? "none"} slide={slide} number={number} images={images} />

        <div className="border-t border-line pt-3">
          {confirmingDelete ? (
            <DeleteSlideConfirmation slideshowId={slideshow.id} slide={slide} number={number} />
          ) : (
            <DeleteSlideButton slideshowId={slideshow.id} slide={slide} number={number} />
          )}
        </div>
      </article>
    </li>
  );
}

/** The slide as the renderer drew it, in its format's shape (capped in height, so a story does not fill the screen). */
function SlidePicture({ slide, format, number }: { slide: SlideView; format: SlideFormat; number: number }) {
  const { t } = useTranslation();
  const { width, height } = slideFormatSizes[format];
  return (
    <div className="flex max-h-96 w-full items-center justify-center overflow-hidden rounded-lg border border-line bg-canvas" style={{ aspectRatio: `${width} / ${height}` }}>
      {slide.url ? (
        <img src={browserMediaHref(slide.url)} alt={describeSlide(slide, number, t)} width={width} height={height} decoding="async" className="h-full w-full object-contain" />
      ) : (
        <p className="p-4 text-sm text-muted">{t("slideshowEdit.notDrawn")}</p>
      )}
    </div>
  );
}

/** The picture's text alternative: its number and what it says. */
function describeSlide(slide: SlideView, number: number, t: (key: string, values?: Record<string, unknown>) => string): string {
  const said = slideTextLayers.map((layer) => slide.texts[layer]).filter(Boolean);
  return [t("slideshowEdit.slideNumber", { number }), ...said].join(" · ");
}

function SlideTextsForm({ slide, number }: { slide: SlideView; number: number }) {
  const { t } = useTranslation();
  const formId = slideFormId(slide.id, "texts");
  const [form, fields] = useSchemaForm(SlideTextsSchema, { id: formId, lastResult: useFormResult(formId), defaultValue: { ...slide.texts, slide: slide.id } });
  const pending = useIntentPending("texts", (formData) => formData.get("slide") === slide.id);
  const layers = slideTextLayers.filter((layer) => slide.texts[layer] !== undefined);

  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} aria-label={t("slideshowEdit.textsOf", { number })} className="space-y-3">
      <input type="hidden" name="intent" value="texts" />
      <input type="hidden" name="slide" value={slide.id} />
      {layers.length === 0 ? <p className="text-sm text-muted">{t("slideshowEdit.noTexts")}</p> : null}
      {layers.map((layer) => {
        const label = t(`slideshowEdit.layers.${layer}`);
        const limit = slideTextLimits[layer];
        return layer === "subline" ? (
          <TextareaField key={layer} label={label} textareaProps={{ ...getTextareaProps(fields[layer]), rows: 3, maxLength: limit }} errors={fields[layer].errors} />
        ) : (
          <Field key={layer} label={label} inputProps={{ ...getInputProps(fields[layer], { type: "text" }), maxLength: limit }} errors={fields[layer].errors} />
        );
      })}
      <ErrorList id={form.errorId} errors={form.errors} />
      {layers.length > 0 ? (
        <PendingButton pending={pending} className="btn-primary">
          {t("slideshowEdit.saveTexts")}
          <span className="sr-only"> {t("slideshowEdit.slideNumber", { number })}</span>
        </PendingButton>
      ) : null}
    </Form>
  );
}

function MoveButtons({ slide, number, count }: { slide: SlideView; number: number; count: number }) {
  const { t } = useTranslation();
  const result = useFormResult(slideFormId(slide.id, "move"));
  const pending = useIntentPending("move", (formData) => formData.get("slide") === slide.id);
  return (
    <Form method="post" preventScrollReset aria-label={t("slideshowEdit.placeOf", { number })} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="slide" value={slide.id} />
      <button
        type="submit"
        name="move"
        value="up"
        disabled={pending || number === 1}
        className="btn-secondary px-3 py-1.5"
        aria-label={t("slideshowEdit.moveUpLabel", { number })}
      >
        ↑ {t("slideshowEdit.moveUp")}
      </button>
      <button
        type="submit"
        name="move"
        value="down"
        disabled={pending || number === count}
        className="btn-secondary px-3 py-1.5"
        aria-label={t("slideshowEdit.moveDownLabel", { number })}
      >
        ↓ {t("slideshowEdit.moveDown")}
      </button>
      <ErrorList errors={result?.error?.[""] ?? undefined} />
    </Form>
  );
}

/** Another image from the product's photos and the library, or a new one from the device; open while it has something to say. */
function ReplaceImage({ slide, number, images }: { slide: SlideView; number: number; images: SlideImageChoice[] }) {
  const { t } = useTranslation();
  const chooseResult = useFormResult(slideFormId(slide.id, "image"));
  const uploadResult = useFormResult(slideFormId(slide.id, "upload"));
  const choosing = useIntentPending("image", (formData) => formData.get("slide") === slide.id);
  const uploading = useIntentPending("upload", (formData) => formData.get("slide") === slide.id);
  const fileId = `${slideFormId(slide.id, "upload")}-file`;
  const uploadErrors = uploadResult?.error?.[""] ?? undefined;

  return (
    <details open={Boolean(chooseResult || uploadResult) || undefined} className="rounded-xl border border-line">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
        {t("slideshowEdit.replaceImage")}
        <span className="sr-only"> {t("slideshowEdit.slideNumber", { number })}</span>
      </summary>
      <div className="space-y-4 border-t border-line p-3">
        <Form method="post" preventScrollReset aria-label={t("slideshowEdit.chooseImageOf", { number })} className="space-y-3">
          <input type="hidden" name="intent" value="image" />
          <input type="hidden" name="slide" value={slide.id} />
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t("slideshowEdit.chooseImage")}</legend>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              <li>
                <ImageChoice value="none" checked={slide.image_id === null} label={t("slideshowEdit.noImage")}>
                  <span className="px-1 text-center text-xs text-muted">{t("slideshowEdit.noImage")}</span>
                </ImageChoice>
              </li>
              {images.map((image, imageIndex) => (
                <li key={image.id}>
                  <ImageChoice value={image.id} checked={slide.image_id === image.id} label={t(`slideshowEdit.imageFrom.${image.origin}`, { number: imageIndex + 1 })}>
                    <img src={browserMediaHref(image.thumbnail_url)} alt="" width={96} height={96} loading="lazy" decoding="async" className="h-full w-full object-cover" />
                  </ImageChoice>
                </li>
              ))}
            </ul>
          </fieldset>
          <ErrorList errors={[...(chooseResult?.error?.[""] ?? []), ...(chooseResult?.error?.image ?? [])]} />
          <PendingButton pending={choosing} className="btn-secondary">
            {t("slideshowEdit.useImage")}
          </PendingButton>
        </Form>

        <Form method="post" encType="multipart/form-data" preventScrollReset aria-label={t("slideshowEdit.uploadOf", { number })} className="space-y-2">
          <input type="hidden" name="intent" value="upload" />
          <input type="hidden" name="slide" value={slide.id} />
          <LabelledControl htmlFor={fileId} label={t("slideshowEdit.uploadLabel")} errorId={uploadErrors ? `${fileId}-error` : undefined} errors={uploadErrors}>
            <input
              id={fileId}
              type="file"
              name="file"
              accept="image/jpeg,image/png,image/webp"
              required
              aria-invalid={uploadErrors ? true : undefined}
              aria-describedby={uploadErrors ? `${fileId}-error` : undefined}
              className="block w-full min-w-0 text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-primary-soft"
            />
          </LabelledControl>
          <PendingButton pending={uploading} className="btn-secondary">
            {t("slideshowEdit.upload")}
          </PendingButton>
        </Form>
      </div>
    </details>
  );
}

function ImageChoice({ value, checked, label, children }: { value: string; checked: boolean; label: string; children: ReactNode }) {
  return (
    <label className="relative flex aspect-square cursor-pointer items-center justify-center overflow-hidden rounded-lg border-2 border-line bg-canvas has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
      <input
        type="radio"
        name="image"
        value={value}
        defaultChecked={checked}
        aria-label={label}
        className="absolute left-1 top-1 h-4 w-4 accent-[rgb(var(--color-primary))]"
      />
      {children}
    </label>
  );
}

function DeleteSlideButton({ slideshowId, slide, number }: { slideshowId: string; slide: SlideView; number: number }) {
  const { t } = useTranslation();
  return (
    <DeleteButton
      label={
        <>
          {t("slideshowEdit.deleteSlide")}
          <span className="sr-only"> {t("slideshowEdit.slideNumber", { number })}</span>
        </>
      }
      className="btn-secondary text-danger"
      confirmHref={slideshowEditHref(slideshowId, { confirmDelete: slide.id, slide: slide.id })}
      title={t("slideshowEdit.deleteTitle", { number })}
      body={t("slideshowEdit.deleteBody")}
      keepLabel={t("slideshowEdit.keep")}
      form={(keep) => <DeleteSlideForm slide={slide}>{keep}</DeleteSlideForm>}
    />
  );
}

function DeleteSlideConfirmation({ slideshowId, slide, number }: { slideshowId: string; slide: SlideView; number: number }) {
  const { t } = useTranslation();
  return (
    <InlineDeleteConfirmation titleId={`${slideFormId(slide.id, "delete")}-title`} title={t("slideshowEdit.deleteTitle", { number })} body={t("slideshowEdit.deleteBody")}>
      <DeleteSlideForm slide={slide}>
        <KeepLink to={slideshowEditHref(slideshowId, { slide: slide.id })}>{t("slideshowEdit.keep")}</KeepLink>
      </DeleteSlideForm>
    </InlineDeleteConfirmation>
  );
}

function DeleteSlideForm({ slide, children }: { slide: SlideView; children: ReactNode }) {
  const { t } = useTranslation();
  const result = useFormResult(slideFormId(slide.id, "delete"));
  const pending = useIntentPending("delete", (formData) => formData.get("id") === slide.id);
  return (
    <Form method="post" className="space-y-3">
      <DeleteFormFields id={slide.id} errors={result?.error?.[""] ?? undefined} pending={pending} confirmLabel={t("slideshowEdit.deleteConfirm")}>
        {children}
      </DeleteFormFields>
    </Form>
  );
}
