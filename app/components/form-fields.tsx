import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";

/**
 * Errors are i18n keys from the shared schemas, or sentences from the API (already in the visitor's language);
 * t() returns the latter unchanged.
 */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="space-y-1 text-sm text-danger">
      {errors.map((error) => (
        <li key={error}>{t(error)}</li>
      ))}
    </ul>
  );
}

/**
 * A form control with its label above it, then what the field needs besides (a hint), then its errors. Every
 * labelled field of the app's forms is one of these.
 */
export function LabelledControl({
  htmlFor,
  label,
  errorId,
  errors,
  hideLabel = false,
  className,
  children,
}: {
  htmlFor: string;
  label: string;
  errorId?: string;
  errors?: string[];
  /** For a field whose label is already shown beside it; screen readers still get it. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `space-y-1 ${className}` : "space-y-1"}>
      <label htmlFor={htmlFor} className={hideLabel ? "sr-only" : "block text-sm font-medium"}>
        {label}
      </label>
      {children}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function Field({
  label,
  inputProps,
  errors,
  hideLabel = false,
}: {
  label: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  errors?: string[];
  hideLabel?: boolean;
}) {
  const errorId = errors?.length ? `${inputProps.id}-error` : undefined;
  return (
    <LabelledControl htmlFor={inputProps.id} label={label} errorId={errorId} errors={errors} hideLabel={hideLabel}>
      <input {...inputProps} className="input" aria-invalid={errorId ? true : undefined} aria-describedby={errorId} />
    </LabelledControl>
  );
}

/** A text of several lines, with a hint under its label when the field needs one. */
export function TextareaField({
  label,
  hint,
  textareaProps,
  errors,
}: {
  label: string;
  hint?: string;
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string };
  errors?: string[];
}) {
  const errorId = errors?.length ? `${textareaProps.id}-error` : undefined;
  const hintId = hint ? `${textareaProps.id}-hint` : undefined;
  return (
    <LabelledControl htmlFor={textareaProps.id} label={label} errorId={errorId} errors={errors}>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <textarea {...textareaProps} className="input" aria-invalid={errorId ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined} />
    </LabelledControl>
  );
}

/** A choice from a list, for a conform field. */
export function SelectField({ label, field, children }: { label: string; field: FieldMetadata<string>; children: ReactNode }) {
  return (
    <LabelledControl htmlFor={field.id} label={label} errorId={field.errorId} errors={field.errors}>
      <select {...getSelectProps(field)} className="input">
        {children}
      </select>
    </LabelledControl>
  );
}

/** A password the user types: `current-password` to sign in or confirm, `new-password` for one being set. */
export function PasswordField({
  label,
  field,
  autoComplete,
  autoFocus,
}: {
  label: string;
  field: FieldMetadata<string>;
  autoComplete: "current-password" | "new-password";
  autoFocus?: boolean;
}) {
  return <Field label={label} inputProps={{ ...getInputProps(field, { type: "password" }), autoComplete, autoFocus }} errors={field.errors} />;
}

/** A new password and the same again (`withNewPassword` in ~/utils/validation), as every form that sets one asks. */
export function NewPasswordFields({
  fields,
  labels,
  autoFocus,
}: {
  fields: { password: FieldMetadata<string>; confirmPassword: FieldMetadata<string> };
  labels: { password: string; confirmPassword: string };
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordField label={labels.password} field={fields.password} autoComplete="new-password" autoFocus={autoFocus} />
      <PasswordField label={labels.confirmPassword} field={fields.confirmPassword} autoComplete="new-password" />
    </>
  );
}

export function CheckboxField({ label, inputProps, errors }: { label: string; inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string }; errors?: string[] }) {
  const errorId = errors?.length ? `${inputProps.id}-error` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={inputProps.id} className="flex items-start gap-2 text-sm">
        <input {...inputProps} className="mt-0.5 h-4 w-4 accent-[rgb(var(--color-primary))]" aria-invalid={errorId ? true : undefined} aria-describedby={errorId} />
        <span>{label}</span>
      </label>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
