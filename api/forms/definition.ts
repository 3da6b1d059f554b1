/**
 * A hosted form as data: its questions, welcome and thank-you screens and redirects, stored as JSON in `forms.definition`.
 * Every text has an English version and may have a Simplified Chinese one (English is used where it is missing).
 */
import { z } from "zod";

export const formLimits = {
  text: 500,
  fields: 30,
  options: 20,
  hiddenFields: 20,
  shortTextMax: 1000,
  url: 2000,
  definitionBytes: 32 * 1024,
} as const;

const localizedText = z.object({
  en: z.string().trim().min(1).max(formLimits.text),
  zh: z.string().trim().min(1).max(formLimits.text).optional(),
});

/** Only web addresses: a redirect to `javascript:` must never be stored. */
const webAddress = z
  .string()
  .trim()
  .max(formLimits.url)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), "must start with http:// or https://");

const fieldKey = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, "a field key is lowercase letters, digits and _, starting with a letter");

const fieldBase = {
  key: fieldKey,
  label: localizedText,
  description: localizedText.optional(),
  placeholder: localizedText.optional(),
  required: z.boolean().default(false),
};

const choiceOption = z.object({
  value: z.string().trim().min(1).max(100),
  label: localizedText,
});

const fieldDefinition = z.discriminatedUnion("type", [
  z.object({ ...fieldBase, type: z.literal("short_text"), max_length: z.number().int().min(1).max(formLimits.shortTextMax).default(200) }),
  z.object({ ...fieldBase, type: z.literal("email") }),
  z.object({ ...fieldBase, type: z.literal("url") }),
  z.object({ ...fieldBase, type: z.literal("number"), min: z.number().finite().optional(), max: z.number().finite().optional() }),
  z.object({ ...fieldBase, type: z.literal("choice"), options: z.array(choiceOption).min(2).max(formLimits.options) }),
]);

export const formDefinition = z
  .object({
    title: localizedText,
    welcome: z.object({ title: localizedText, description: localizedText.optional(), button_text: localizedText }).optional(),
    fields: z.array(fieldDefinition).min(1).max(formLimits.fields),
    /** Names accepted from the hash (and the query); anything else a page sends is dropped. */
    hidden_fields: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
      .max(formLimits.hiddenFields)
      .default([]),
    thank_you: z.object({
      title: localizedText,
      description: localizedText.optional(),
      /** Without a url the button closes an overlay embed (and is not shown elsewhere). */
      button: z.object({ text: localizedText, url: webAddress.optional() }).optional(),
      /** Where the visitor goes right after submitting, instead of staying on the thank-you screen. */
      redirect_url: webAddress.optional(),
    }),
  })
  .superRefine((form, context) => {
    const keys = form.fields.map((field) => field.key);
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) context.addIssue({ code: "custom", path: ["fields", index, "key"], message: `the key ${key} is used twice` });
    });
    form.fields.forEach((field, index) => {
      if (field.type === "number" && field.min !== undefined && field.max !== undefined && field.min > field.max) {
        context.addIssue({ code: "custom", path: ["fields", index, "min"], message: "min is larger than max" });
      }
      if (field.type === "choice") {
        const values = field.options.map((option) => option.value);
        if (new Set(values).size !== values.length) context.addIssue({ code: "custom", path: ["fields", index, "options"], message: "option values repeat" });
      }
    });
    form.hidden_fields.forEach((name, index) => {
      if (keys.includes(name) || name.startsWith("answers-")) {
        context.addIssue({ code: "custom", path: ["hidden_fields", index], message: `${name} clashes with a question` });
      }
    });
  });

export type FormDefinition = z.output<typeof formDefinition>;
export type FormFieldDefinition = FormDefinition["fields"][number];
export type LocalizedText = z.output<typeof localizedText>;

/** The first e-mail question: a form's responses are kept to one per address. */
export function dedupFieldKey(definition: { fields: ReadonlyArray<{ key: string; type: string }> }): string | undefined {
  return definition.fields.find((field) => field.type === "email")?.key;
}
