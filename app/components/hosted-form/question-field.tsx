import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import type { FieldView } from "../../../api/contract";

const inputTypes = { short_text: "text", email: "email", url: "url", number: "text" } as const;
const autoComplete: Partial<Record<string, string>> = { name: "name", email: "email", company: "organization" };

/** A, B, C… for choice options: the letter a visitor can press to choose one. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/**
 * One question's input, the same markup with and without JavaScript: named `answer.{key}` so a plain form post
 * carries it. The ref is the element that takes focus when the question is shown.
 */
export const QuestionInput = forwardRef<
  HTMLInputElement,
  {
    field: FieldView;
    value: string;
    error: string | undefined;
    labelId: string;
    onChange(value: string): void;
  }
>(function QuestionInput({ field, value, error, labelId, onChange }, ref) {
  const { t } = useTranslation();
  const name = `answer.${field.key}`;
  const errorId = error ? `${field.key}-error` : undefined;
  const descriptionId = field.description ? `${field.key}-description` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;

  if (field.type === "choice") {
    const selectedIndex = field.options.findIndex((option) => option.value === value);
    return (
      <fieldset aria-labelledby={labelId} aria-describedby={describedBy} aria-required={field.required || undefined} className="space-y-2">
        <p data-js-only className="text-xs text-muted">
          {t("hostedForm.pressLetter")}
        </p>
        <div className="grid max-w-md gap-2">
          {field.options.map((option, index) => (
            <label
              key={option.value}
              className="group flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-primary/40 bg-primary-soft/40 px-3 py-2 text-base text-ink transition-colors hover:bg-primary-soft has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
            >
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- screen readers announce it on the focused radio, not on its group */}
              <input
                ref={index === Math.max(0, selectedIndex) ? ref : undefined}
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <kbd
                aria-hidden
                className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded border border-primary/50 bg-surface font-sans text-xs font-bold text-primary group-has-[:checked]:bg-primary group-has-[:checked]:text-primary-ink"
              >
                {optionLetter(index)}
              </kbd>
              <span className="flex-1">{option.label}</span>
              <svg aria-hidden viewBox="0 0 20 20" className="hidden h-5 w-5 text-primary group-has-[:checked]:block">
                <path fill="currentColor" d="M7.7 14.3 3.4 10l1.4-1.4 2.9 2.9 7.5-7.5 1.4 1.4z" />
              </svg>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <input
      ref={ref}
      id={`answer-${field.key}`}
      name={name}
      type={inputTypes[field.type]}
      inputMode={field.type === "number" ? "decimal" : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={field.placeholder ?? undefined}
      maxLength={field.type === "short_text" ? field.max_length : undefined}
      autoComplete={autoComplete[field.key] ?? (field.type === "email" ? "email" : field.type === "url" ? "url" : "off")}
      required={field.required}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className="block w-full border-0 border-b-2 border-line bg-transparent px-0 py-2 text-xl text-ink placeholder:text-muted/60 focus:border-primary focus:outline-none focus:ring-0 aria-[invalid=true]:border-danger sm:text-2xl"
    />
  );
});
