import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { PendingButton } from "~/components/pending-button";
import { ViaFetcher } from "~/components/via-fetcher";
import { ErrorList, Field, TextareaField } from "~/components/form-fields";
import { editFormId, EditProductSchema } from "./products";
import type { ProductView } from "../../../api/contract";
import { useProductAction } from "./use-product-action";
import { CardHeading } from "~/components/card-heading";
import { useSchemaForm } from "~/components/use-schema-form";

/** The product's facts as a form; an emptied description, brand or price is cleared. */
export function EditProductForm({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const { fetcher, pending, answer } = useProductAction(editFormId);
  const [form, fields] = useSchemaForm(EditProductSchema, {
    id: editFormId,
    lastResult: answer?.result,
    defaultValue: {
      name: product.name,
      brand: product.brand ?? "",
      description: product.description ?? "",
      price: product.price ? String(product.price.amount) : "",
      currency: product.price?.currency ?? "USD",
      features: product.features.join("\n"),
    },
  });

  return (
    <section aria-labelledby="edit-product-title" className="card space-y-4 lg:self-start">
      <CardHeading id="edit-product-title" title={t("products.edit.title")} />
      <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
        <ViaFetcher />
        <input type="hidden" name="intent" value="save" />
        <Field label={t("products.edit.name")} inputProps={getInputProps(fields.name, { type: "text" })} errors={fields.name.errors} />
        <Field label={t("products.edit.brand")} inputProps={getInputProps(fields.brand, { type: "text" })} errors={fields.brand.errors} />
        <TextareaField label={t("products.edit.description")} textareaProps={{ ...getTextareaProps(fields.description), rows: 4 }} errors={fields.description.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("products.edit.price")}
            inputProps={{ ...getInputProps(fields.price, { type: "number" }), step: "0.01", min: 0, inputMode: "decimal" }}
            errors={fields.price.errors}
          />
          <Field
            label={t("products.edit.currency")}
            inputProps={{ ...getInputProps(fields.currency, { type: "text" }), maxLength: 3, autoCapitalize: "characters" }}
            errors={fields.currency.errors}
          />
        </div>
        <p className="text-xs text-muted">{t("products.edit.priceHint")}</p>
        <TextareaField
          label={t("products.edit.features")}
          hint={t("products.edit.featuresHint")}
          textareaProps={{ ...getTextareaProps(fields.features), rows: 5 }}
          errors={fields.features.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <PendingButton pending={pending}>{t("products.edit.save")}</PendingButton>
      </fetcher.Form>
    </section>
  );
}
