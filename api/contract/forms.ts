/** Hosted forms as the API shows them (docs/api-v1.md, Hosted forms; docs/decisions/113). */

/** Form ids appear in `/to/{formId}`: letters, digits, `-` and `_`. */
export const formIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

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
