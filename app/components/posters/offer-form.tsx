import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { CardHeading } from "~/components/card-heading";
import { ErrorList, Field, LabelledControl } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { useIntentPending } from "~/components/use-intent-pending";
import { useSchemaForm } from "~/components/use-schema-form";
import { browserMediaHref } from "~/utils/video";
import {
  posterSizes,
  posterTemplateCategories,
  posterTextLimits,
  type BrandKitView,
  type PosterHeadlineIdea,
  type PosterTemplateView,
  type ProductView,
} from "../../../api/contract";
import { createPosterPath, posterPreviewHref, PosterSchema, readDraft, type PosterDraft } from "./posters";
import { posterAspect, posterRatio } from "./size-name";

/** How long typing pauses before the preview is drawn again (with JavaScript). */
const previewDelayMs = 400;
/** The preview's width in pixels: sharp in its column on a wide screen, small enough to draw quickly. */
const previewWidth = 540;

export interface OfferFormProps {
  product: ProductView;
  /** The poster being edited, if any. */
  posterId: string | null;
  templateId: string;
  templates: PosterTemplateView[];
  draft: PosterDraft;
  ideas: PosterHeadlineIdea[];
  brands: readonly Pick<BrandKitView, "id" | "name">[];
  lastResult?: SubmissionResult<string[]>;
}

/**
 * The offer, its size, photo and brand kit, beside its preview. One form: "Update preview" sends it as a GET (the
 * draft goes into the address and the server draws the preview), "Save" posts it. With JavaScript the preview is
 * drawn again as the user types, and a headline idea fills the fields in place.
 */
export function OfferForm({ product, posterId, templateId, templates, draft: addressed, ideas, brands, lastResult }: OfferFormProps) {
  const { t } = useTranslation();
  // After a refused save, what was sent, not the address's older draft.
  const draft = lastResult?.initialValue ? readDraft(new URLSearchParams(stringEntries(lastResult.initialValue))) : addressed;
  const hydrated = useHydrated();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useSchemaForm(PosterSchema, {
    id: "poster",
    lastResult,
    defaultValue: { template: templateId, size: draft.size, image: draft.imageId, brand: draft.brandId, ...draft.offer },
  });
  const saving = useIntentPending("save");
  const preview = useLivePreview(formRef, { productId: product.id, templateId, draft });
  const formProps = getFormProps(form);

  /** Only "Save" is checked before it is sent: the preview is drawn of whatever was typed, and says what does not fit. */
  const checkOnSave = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("value") === "save") formProps.onSubmit(event);
  };

  const fillIdea = (idea: PosterHeadlineIdea) => {
    for (const [name, value] of Object.entries(idea)) {
      const input = formRef.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) {
        input.value = value;
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }
    preview.redraw();
  };

  const text = (name: "headline" | "subline" | "price" | "old_price" | "badge" | "coupon" | "cta") => (
    <Field
      label={t(`posters.fields.${name}`)}
      inputProps={{ ...getInputProps(fields[name], { type: "text" }), maxLength: posterTextLimits[name] }}
      errors={fields[name].errors}
    />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <Form
        ref={formRef}
        method="get"
        action={createPosterPath}
        id={formProps.id}
        noValidate={formProps.noValidate}
        onSubmit={checkOnSave}
        onInput={preview.schedule}
        onChange={preview.schedule}
        aria-labelledby="offer-title"
        className="card order-2 space-y-5 lg:order-1"
      >
        <CardHeading id="offer-title" title={t("posters.offer.title")} intro={t("posters.offer.intro")} />
        {/* First in the form, so Enter in a field updates the preview rather than picking an idea. */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
        <input type="hidden" name="product" value={product.id} />
        {posterId ? <input type="hidden" name="poster" value={posterId} /> : null}
        <input type="hidden" name="draft" value="1" />

        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledControl htmlFor={fields.template.id} label={t("posters.template")} errorId={fields.template.errorId} errors={fields.template.errors}>
            <select {...getSelectProps(fields.template)} className="input">
              {posterTemplateCategories.map((category) => {
                const ofCategory = templates.filter((template) => template.category === category);
                return ofCategory.length ? (
                  <optgroup key={category} label={t(`posters.categories.${category}`)}>
                    {ofCategory.map((template) => (
                      <option key={template.id} value={template.id}>
                        {template.name}
                      </option>
                    ))}
                  </optgroup>
                ) : null;
              })}
            </select>
          </LabelledControl>
          <LabelledControl htmlFor={fields.size.id} label={t("posters.size")} errorId={fields.size.errorId} errors={fields.size.errors}>
            <select {...getSelectProps(fields.size)} className="input">
              {posterSizes.map((size) => (
                <option key={size} value={size}>
                  {t(`posters.sizes.${size}`)}
                </option>
              ))}
            </select>
          </LabelledControl>
        </div>

        {ideas.length ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t("posters.ideas.title")}</legend>
            <p className="text-xs text-muted">{t("posters.ideas.hint")}</p>
            <ul className="grid gap-2">
              {ideas.map((idea) => (
                <li key={`${idea.headline}|${idea.subline}`}>
                  {/* Without JavaScript a GET that comes back with the idea filled in; with it, filled in place. */}
                  <button
                    type="submit"
                    name="idea"
                    value={JSON.stringify(idea)}
                    formNoValidate
                    onClick={
                      hydrated
                        ? (event) => {
                            event.preventDefault();
                            fillIdea(idea);
                          }
                        : undefined
                    }
                    className="w-full rounded-xl border border-line px-3 py-2 text-left hover:border-primary hover:bg-primary-soft focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                  >
                    <span className="block break-words text-sm font-semibold">{idea.headline}</span>
                    <span className="block break-words text-xs text-muted">{idea.subline}</span>
                    <span className="sr-only"> {t("posters.ideas.use")}</span>
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{text("headline")}</div>
          <div className="sm:col-span-2">{text("subline")}</div>
          {text("price")}
          {text("old_price")}
          {text("badge")}
          {text("coupon")}
          <Field label={t("posters.fields.starts_on")} inputProps={getInputProps(fields.starts_on, { type: "date" })} errors={fields.starts_on.errors} />
          <Field label={t("posters.fields.ends_on")} inputProps={getInputProps(fields.ends_on, { type: "date" })} errors={fields.ends_on.errors} />
          <div className="sm:col-span-2">{text("cta")}</div>
          <div className="space-y-1 sm:col-span-2">
            <Field
              label={t("posters.fields.qr_url")}
              inputProps={{ ...getInputProps(fields.qr_url, { type: "text" }), inputMode: "url", autoComplete: "url", placeholder: "https://" }}
              errors={fields.qr_url.errors}
            />
            <p className="text-xs text-muted">{t("posters.qrHint")}</p>
          </div>
        </div>

        <PhotoChoice product={product} name={fields.image.name} checked={draft.imageId} errors={fields.image.errors} />

        {brands.length ? (
          <LabelledControl htmlFor={fields.brand.id} label={t("posters.brand")} errorId={fields.brand.errorId} errors={fields.brand.errors}>
            <select {...getSelectProps(fields.brand)} className="input">
              <option value="">{t("posters.noBrand")}</option>
              {brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </select>
          </LabelledControl>
        ) : null}

        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap items-center justify-end gap-2">
          {hydrated ? null : (
            <button type="submit" formNoValidate className="btn-secondary">
              {t("posters.updatePreview")}
            </button>
          )}
          <PendingButton pending={saving} name="intent" value="save" formMethod="post" formAction={`${location.pathname}${location.search}`}>
            {t(posterId ? "posters.saveChanges" : "posters.save")}
          </PendingButton>
        </div>
      </Form>

      <section aria-label={t("posters.preview.title")} className="order-1 lg:order-2">
        <div className="card space-y-3 p-4 lg:sticky lg:top-4">
          <h2 className="font-semibold">{t("posters.preview.title")}</h2>
          {/* At most about half the phone's screen high, so the fields are in reach below it. */}
          <div
            className="mx-auto flex w-full items-center justify-center overflow-hidden rounded-lg bg-canvas"
            style={{ aspectRatio: posterAspect(preview.size), maxWidth: `calc(55vh * ${posterRatio(preview.size)})` }}
          >
            <img
              src={preview.src}
              alt={t("posters.preview.alt")}
              onLoad={preview.loaded}
              onError={preview.loaded}
              className={`h-full w-full object-contain transition-opacity ${preview.drawing ? "opacity-60" : ""}`}
            />
          </div>
          <p className="text-xs text-muted" aria-live="polite">
            {preview.drawing ? t("posters.preview.drawing") : hydrated ? t("posters.preview.live") : t("posters.preview.onSubmit")}
          </p>
        </div>
      </section>
    </div>
  );
}

function stringEntries(values: Record<string, unknown>): [string, string][] {
  return Object.entries(values).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : []));
}

/** The product's images to show on the poster, or none. */
function PhotoChoice({ product, name, checked, errors }: { product: ProductView; name: string; checked: string; errors?: string[] }) {
  const { t } = useTranslation();
  const choice =
    "flex cursor-pointer items-center gap-2 rounded-xl border border-line p-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary";
  const radio = "h-4 w-4 shrink-0 accent-[rgb(var(--color-primary))]";
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t("posters.photo")}</legend>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {product.images.slice(0, 7).map((image, index) => (
          <li key={image.id}>
            <label className={choice}>
              <input type="radio" name={name} value={image.id} defaultChecked={checked === image.id} className={radio} />
              <img
                src={browserMediaHref(image.url)}
                alt={t("posters.photoNumber", { number: index + 1 })}
                width={56}
                height={56}
                className="h-14 w-14 rounded-lg object-cover"
              />
            </label>
          </li>
        ))}
        <li>
          <label className={`${choice} h-full min-h-[4.5rem]`}>
            <input type="radio" name={name} value="" defaultChecked={checked === ""} className={radio} />
            <span className="text-sm">{t("posters.noPhoto")}</span>
          </label>
        </li>
      </ul>
      <ErrorList errors={errors} />
    </fieldset>
  );
}

/**
 * The preview's address, drawn again a moment after the form last changed (with JavaScript); without it, the address
 * the server rendered for the draft in the page's address.
 */
function useLivePreview(formRef: RefObject<HTMLFormElement | null>, initial: { productId: string; templateId: string; draft: PosterDraft }) {
  const initialSrc = posterPreviewHref({ ...initial, width: previewWidth });
  const [state, setState] = useState({ src: initialSrc, size: initial.draft.size, drawing: false });
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // A new page of the same screen (another draft from the address) starts from its own preview.
  useEffect(() => setState({ src: initialSrc, size: initial.draft.size, drawing: false }), [initialSrc, initial.draft.size]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const redraw = () => {
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
    const draft = readDraft(params);
    const src = posterPreviewHref({ productId: initial.productId, templateId: params.get("template") || initial.templateId, draft, width: previewWidth });
    setState((current) => (current.src === src ? current : { src, size: draft.size, drawing: true }));
  };

  return {
    ...state,
    redraw,
    schedule: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(redraw, previewDelayMs);
    },
    loaded: () => setState((current) => ({ ...current, drawing: false })),
  };
}
