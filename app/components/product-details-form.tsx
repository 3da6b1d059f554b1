import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorList, Field, TextareaField } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { useIntentPending } from "~/components/use-intent-pending";
import { useSchemaForm } from "~/components/use-schema-form";
import { DetailsSchema } from "~/utils/product-intake";

/**
 * A product from typed details: a plain post (`intent=details`) to the page's own action, which reads it with
 * DetailsSchema. The product steps of /create-video and /create-slideshow both use it.
 */
export function ProductDetailsForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(DetailsSchema, { id: "product-details", lastResult, defaultValue: { currency: "USD" } });
  const pending = useIntentPending("details");

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="details" />
      <Field label={t("createVideo.product.name")} inputProps={getInputProps(fields.name, { type: "text" })} errors={fields.name.errors} />
      <TextareaField label={t("createVideo.product.description")} textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }} errors={fields.description.errors} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t("createVideo.product.price")}
          inputProps={{ ...getInputProps(fields.price, { type: "number" }), step: "0.01", min: 0, inputMode: "decimal" }}
          errors={fields.price.errors}
        />
        <Field label={t("createVideo.product.currency")} inputProps={{ ...getInputProps(fields.currency, { type: "text" }), maxLength: 3 }} errors={fields.currency.errors} />
        <Field label={t("createVideo.product.brand")} inputProps={getInputProps(fields.brand, { type: "text" })} errors={fields.brand.errors} />
      </div>
      <TextareaField
        label={t("createVideo.product.features")}
        hint={t("createVideo.product.featuresHint")}
        textareaProps={{ ...getTextareaProps(fields.features), rows: 4 }}
        errors={fields.features.errors}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <PendingButton pending={pending}>{t("createVideo.product.detailsSubmit")}</PendingButton>
    </Form>
  );
}
