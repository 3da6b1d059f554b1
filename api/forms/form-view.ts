import type { Language } from "../http/i18n";
import type { FormFieldDefinition, LocalizedText } from "./definition";
import { isMadeByUser, type StoredForm } from "./forms";

/** A question as the form page shows it: texts in one language; the type's own rules alongside. */
export type FieldView = {
  key: string;
  label: string;
  description: string | null;
  placeholder: string | null;
  required: boolean;
} & (
  | { type: "short_text"; max_length: number }
  | { type: "email" }
  | { type: "url" }
  | { type: "number"; min: number | null; max: number | null }
  | { type: "choice"; options: Array<{ value: string; label: string }> }
);

/** What `GET forms/:id` returns: everything the page needs to show the form, nothing about its owner or answers. */
export interface FormView {
  id: string;
  /** Made by one of the product's users, not by the product: the page says so and offers a report. */
  made_by_user: boolean;
  title: string;
  welcome: { title: string; description: string | null; button_text: string } | null;
  fields: FieldView[];
  hidden_fields: string[];
  thank_you: {
    title: string;
    description: string | null;
    button: { text: string; url: string | null } | null;
    redirect_url: string | null;
  };
}

function textIn(language: Language, text: LocalizedText): string;
function textIn(language: Language, text: LocalizedText | undefined): string | null;
function textIn(language: Language, text: LocalizedText | undefined): string | null {
  if (!text) return null;
  return language === "zh-Hans" ? (text.zh ?? text.en) : text.en;
}

function fieldView(field: FormFieldDefinition, language: Language): FieldView {
  const common = {
    key: field.key,
    label: textIn(language, field.label),
    description: textIn(language, field.description),
    placeholder: textIn(language, field.placeholder),
    required: field.required,
  };
  switch (field.type) {
    case "short_text":
      return { ...common, type: field.type, max_length: field.max_length };
    case "number":
      return { ...common, type: field.type, min: field.min ?? null, max: field.max ?? null };
    case "choice":
      return { ...common, type: field.type, options: field.options.map((option) => ({ value: option.value, label: textIn(language, option.label) })) };
    default:
      return { ...common, type: field.type };
  }
}

export function formView(form: Pick<StoredForm, "id" | "ownerUserId" | "definition">, language: Language): FormView {
  const { definition } = form;
  const { welcome, thank_you: thankYou } = definition;
  return {
    id: form.id,
    made_by_user: isMadeByUser(form),
    title: textIn(language, definition.title),
    welcome: welcome
      ? { title: textIn(language, welcome.title), description: textIn(language, welcome.description), button_text: textIn(language, welcome.button_text) }
      : null,
    fields: definition.fields.map((field) => fieldView(field, language)),
    hidden_fields: definition.hidden_fields,
    thank_you: {
      title: textIn(language, thankYou.title),
      description: textIn(language, thankYou.description),
      button: thankYou.button ? { text: textIn(language, thankYou.button.text), url: thankYou.button.url ?? null } : null,
      redirect_url: thankYou.redirect_url ?? null,
    },
  };
}
