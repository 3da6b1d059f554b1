import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import { useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { CardHeading } from "~/components/card-heading";
import { ErrorList, Field, LabelledControl } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { useIntentPending } from "~/components/use-intent-pending";
import { useSchemaForm } from "~/components/use-schema-form";
import { formatPrice } from "~/utils/format-price";
import { browserMediaHref } from "~/utils/video";
import { promoLengths, promoLimits, promoOfferKinds, type PromoProductView } from "../../../api/contract";
import { createPromotionalHref, createPromotionalPath, OfferSchema, type CreateView } from "./promotional";

/**
 * Step 2: the products (each row's position, or left out) with their prices and offer prices, the offer and the
 * length. One form: "Update prices and order" sends it as a GET (what was typed goes into the address and the page
 * comes back in the new order with the new prices); "Write the script" posts it. With JavaScript the update happens
 * as a position or the discount changes.
 */
export function OfferStep({ view, products, lastResult }: { view: CreateView; products: PromoProductView[]; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const { offer } = view;
  const [form, fields] = useSchemaForm(OfferSchema, {
    id: "offer",
    lastResult,
    defaultValue: { ...offer, length_seconds: String(offer.length_seconds) },
  });
  const pending = useIntentPending("script");
  const formProps = getFormProps(form);
  const picked = view.products.filter((id) => !view.out.includes(id)).length;

  /** Only "Write the script" is checked before it is sent: an update shows whatever was typed. */
  const checkOnScript = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("value") === "script") formProps.onSubmit(event);
  };
  const update = () => {
    if (formRef.current) submit(formRef.current, { method: "get", action: createPromotionalPath, replace: true, preventScrollReset: true });
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action={createPromotionalPath}
      id={formProps.id}
      noValidate={formProps.noValidate}
      onSubmit={checkOnScript}
      aria-labelledby="offer-title"
      className="space-y-6"
    >
      {/* First in the form, so Enter in a field updates the page rather than writing a script. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <section aria-labelledby="products-title" className="card space-y-4">
        <CardHeading id="products-title" title={t("promotional.offer.productsTitle")} intro={t("promotional.offer.productsIntro", { count: promoLimits.products })} />
        <ul className="space-y-3">
          {products.map((product, index) => {
            const out = view.out.includes(product.id);
            const price = formatPrice(product.price);
            const offerPrice = formatPrice(product.offer_price);
            const selectId = `at-${product.id}`;
            return (
              <li key={product.id} data-product-id={product.id} className={`flex flex-wrap items-center gap-3 rounded-xl border border-line p-3 ${out ? "opacity-60" : ""}`}>
                <input type="hidden" name="p" value={product.id} />
                <span className="h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-primary-soft">
                  {product.images[0] ? <img src={browserMediaHref(product.images[0].url)} alt="" width={56} height={56} className="h-14 w-14 object-cover" /> : null}
                </span>
                <div className="min-w-0 flex-1 basis-40">
                  <p className="break-words font-semibold">{product.name}</p>
                  <p className="text-sm">
                    {price ? (
                      offerPrice ? (
                        <>
                          <span className="sr-only">{t("promotional.offer.priceLabel")} </span>
                          <s className="text-muted">{price}</s> <span className="sr-only">{t("promotional.offer.offerPriceLabel")} </span>
                          <span className="font-semibold text-primary">{offerPrice}</span>
                        </>
                      ) : (
                        <span className="text-muted">{price}</span>
                      )
                    ) : (
                      <span className="text-muted">{t("promotional.offer.noPrice")}</span>
                    )}
                  </p>
                </div>
                <div className="w-36 shrink-0">
                  <label htmlFor={selectId} className="sr-only">
                    {t("promotional.offer.position", { name: product.name })}
                  </label>
                  {/* Keyed by place: after a reorder each select starts from its row's new position. */}
                  <select
                    key={`${index}-${out}`}
                    id={selectId}
                    name={`at_${product.id}`}
                    defaultValue={out ? "0" : String(index + 1)}
                    onChange={hydrated ? update : undefined}
                    className="input"
                  >
                    {products.map((_, position) => (
                      <option key={position} value={String(position + 1)}>
                        {t("promotional.offer.positionNumber", { number: position + 1 })}
                      </option>
                    ))}
                    <option value="0">{t("promotional.offer.leaveOut")}</option>
                  </select>
                </div>
              </li>
            );
          })}
        </ul>
        <ErrorList errors={fields.products?.errors} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">{t("promotional.offer.pickedCount", { count: picked })}</p>
          {products.length < promoLimits.products ? (
            <Link to={createPromotionalHref({ products: view.products, adding: true })} className="link text-sm">
              {t("promotional.offer.addProducts")}
            </Link>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="offer-title" className="card space-y-4">
        <CardHeading id="offer-title" title={t("promotional.offer.title")} intro={t("promotional.offer.intro")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledControl htmlFor={fields.kind.id} label={t("promotional.offer.kind")} errorId={fields.kind.errorId} errors={fields.kind.errors}>
            <select {...getSelectProps(fields.kind)} className="input">
              {promoOfferKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`promotional.kind.${kind}`)}
                </option>
              ))}
            </select>
          </LabelledControl>
          <Field
            label={t("promotional.offer.discount")}
            inputProps={{
              ...getInputProps(fields.discount_percent, { type: "number" }),
              min: 0,
              max: promoLimits.maxDiscountPercent,
              step: 1,
              onBlur: hydrated ? update : undefined,
            }}
            errors={fields.discount_percent.errors}
          />
          <div className="sm:col-span-2">
            <Field
              label={t("promotional.offer.headline")}
              inputProps={{ ...getInputProps(fields.headline, { type: "text" }), maxLength: promoLimits.headline, placeholder: t("promotional.offer.headlinePlaceholder") }}
              errors={fields.headline.errors}
            />
          </div>
          <Field
            label={t("promotional.offer.code")}
            inputProps={{ ...getInputProps(fields.code, { type: "text" }), maxLength: promoLimits.code, autoComplete: "off" }}
            errors={fields.code.errors}
          />
          <Field label={t("promotional.offer.endsOn")} inputProps={getInputProps(fields.ends_on, { type: "date" })} errors={fields.ends_on.errors} />
          <div className="sm:col-span-2">
            <Field
              label={t("promotional.offer.cta")}
              inputProps={{ ...getInputProps(fields.cta, { type: "text" }), maxLength: promoLimits.cta, placeholder: t("promotional.offer.ctaPlaceholder") }}
              errors={fields.cta.errors}
            />
          </div>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t("promotional.offer.length")}</legend>
          <div className="flex flex-wrap gap-2">
            {promoLengths.map((length) => (
              <label
                key={length}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
              >
                <input
                  type="radio"
                  name={fields.length_seconds.name}
                  value={String(length)}
                  defaultChecked={offer.length_seconds === length}
                  className="h-4 w-4 accent-[rgb(var(--color-primary))]"
                />
                {t("promotional.seconds", { count: length })}
              </label>
            ))}
          </div>
          <ErrorList errors={fields.length_seconds.errors} />
        </fieldset>
        <ErrorList id={form.errorId} errors={form.errors} />
      </section>

      <div className="flex flex-wrap items-center justify-end gap-2">
        {hydrated ? null : (
          <button type="submit" formNoValidate className="btn-secondary">
            {t("promotional.offer.update")}
          </button>
        )}
        <PendingButton pending={pending} name="intent" value="script" formMethod="post" formAction={`${location.pathname}${location.search}`}>
          {t("promotional.offer.submit")}
        </PendingButton>
      </div>
    </Form>
  );
}
