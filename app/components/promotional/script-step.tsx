import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CardHeading } from "~/components/card-heading";
import { ErrorList, Field, TextareaField } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { useIntentPending } from "~/components/use-intent-pending";
import { useSchemaForm } from "~/components/use-schema-form";
import { formatPrice } from "~/utils/format-price";
import { aspectRatios, promoLimits, type AspectRatio, type PromoProductView, type PromoScriptView } from "../../../api/contract";
import { offerTextFields, ScriptSchema, type CreateView } from "./promotional";

/** Step 3's script as the form holds it: the writer's, or what was sent back and refused. */
export type ScriptDraft = PromoScriptView;

/**
 * Step 3: the scenes, each line editable within its limits and its length shown, the ratios, then "Generate video".
 * The products and the offer ride along in hidden fields; "Write another script" posts them again for a new one.
 */
export function ScriptStep({
  view,
  products,
  script,
  ratios,
  lastResult,
}: {
  view: CreateView;
  products: PromoProductView[];
  script: ScriptDraft;
  ratios: AspectRatio[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [form, fields] = useSchemaForm(ScriptSchema, {
    id: "script",
    lastResult,
    defaultValue: {
      scenes: script.scenes.map((scene) => ({
        spoken: scene.spoken,
        on_screen_text: scene.on_screen_text,
        product_index: scene.product_index === null ? "" : String(scene.product_index),
        duration_ms: String(scene.duration_ms),
      })),
      aspect_ratios: ratios,
    },
  });
  const creating = useIntentPending("create");
  const rewriting = useIntentPending("script");
  const scenes = fields.scenes.getFieldList();
  const totalMs = script.scenes.reduce((sum, scene) => sum + scene.duration_ms, 0);

  return (
    <Form method="post" action={`${location.pathname}${location.search}`} {...getFormProps(form)} aria-labelledby="script-title" className="space-y-6">
      {view.products.map((id) => (
        <input key={id} type="hidden" name="p" value={id} />
      ))}
      <input type="hidden" name="kind" value={view.offer.kind} />
      {offerTextFields.map((name) => (
        <input key={name} type="hidden" name={name} value={view.offer[name]} />
      ))}
      <input type="hidden" name="length_seconds" value={String(script.length_seconds)} />
      <input type="hidden" name="title" value={script.title} />
      <input type="hidden" name="seed" value={String(script.seed)} />
      <input type="hidden" name="language" value={script.language} />

      <section aria-labelledby="script-title" className="card space-y-4">
        <CardHeading
          id="script-title"
          title={t("promotional.script.title", { title: script.title })}
          intro={t("promotional.script.intro", { count: script.scenes.length, seconds: Math.round(totalMs / 1000) })}
        />
        <ol className="space-y-4">
          {scenes.map((sceneField, index) => {
            const scene = sceneField.getFieldset();
            const shown = script.scenes[index];
            const product = shown && shown.product_index !== null ? products[shown.product_index] : undefined;
            const price = product ? formatPrice(product.price) : null;
            const offerPrice = product ? formatPrice(product.offer_price) : null;
            return (
              <li key={sceneField.key} data-scene={index + 1} className="space-y-3 rounded-xl border border-line p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{t("promotional.script.scene", { number: index + 1 })}</h3>
                  <p className="text-sm text-muted">{t("promotional.script.duration", { seconds: ((shown?.duration_ms ?? 0) / 1000).toFixed(1) })}</p>
                </div>
                {product ? (
                  <p className="text-sm">
                    <span className="font-medium">{product.name}</span>
                    {price ? (
                      <>
                        {" · "}
                        {offerPrice ? t("promotional.script.prices", { price, offerPrice }) : price}
                      </>
                    ) : null}
                  </p>
                ) : (
                  <p className="text-sm text-muted">{t(index === 0 ? "promotional.script.opening" : "promotional.script.closing")}</p>
                )}
                <input type="hidden" name={scene.product_index.name} value={shown?.product_index === null || !shown ? "" : String(shown.product_index)} />
                <input type="hidden" name={scene.duration_ms.name} value={String(shown?.duration_ms ?? "")} />
                <Field
                  label={t("promotional.script.onScreen")}
                  inputProps={{ ...getInputProps(scene.on_screen_text, { type: "text" }), maxLength: promoLimits.onScreenText }}
                  errors={scene.on_screen_text.errors}
                />
                <TextareaField
                  label={t("promotional.script.spoken")}
                  textareaProps={{ ...getTextareaProps(scene.spoken), rows: 2, maxLength: promoLimits.spoken }}
                  errors={scene.spoken.errors}
                />
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="ratios-title" className="card space-y-3">
        <CardHeading id="ratios-title" title={t("promotional.script.ratios")} intro={t("promotional.script.ratiosIntro")} />
        <div className="flex flex-wrap gap-2">
          {aspectRatios.map((ratio) => (
            <label
              key={ratio}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
            >
              <input
                type="checkbox"
                name={fields.aspect_ratios.name}
                value={ratio}
                defaultChecked={ratios.includes(ratio)}
                className="h-4 w-4 accent-[rgb(var(--color-primary))]"
              />
              {t(`promotional.ratio.${ratio.replace(":", "x")}`)}
            </label>
          ))}
        </div>
        <ErrorList errors={fields.aspect_ratios.errors} />
      </section>

      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <PendingButton pending={rewriting} name="intent" value="script" formNoValidate className="btn-secondary">
          {t("promotional.script.rewrite")}
        </PendingButton>
        <PendingButton pending={creating} name="intent" value="create">
          {t("promotional.script.submit")}
        </PendingButton>
      </div>
    </Form>
  );
}
