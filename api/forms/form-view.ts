/** A stored form as the page sees it (api/contract/forms.ts): every text in the visitor's language. */
import type { Language } from "../http/i18n";
import type { FormFieldDefinition, LocalizedText } from "./definition";
import { isMadeByUser, type StoredForm } from "./forms";
import type { FieldView, FormView } from "../contract/forms";

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
