import { forwardRef, type ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";

/** A screen's title (welcome, thank-you): a second-level heading under the form's name, focusable when shown. */
export const ScreenTitle = forwardRef<HTMLHeadingElement, { className: string; children: ReactNode }>(function ScreenTitle({ className, children }, ref) {
  return (
    <h2 ref={ref} tabIndex={-1} className={`${className} focus:outline-none`}>
      {children}
    </h2>
  );
});

/**
 * The form's name, the page's one h1; in the header when it shows, else for screen readers only. With
 * typeform-embed-no-heading the embedding page has its own h1, so this one is plain text.
 */
export function FormName({ name, noHeading, visible }: { name: string; noHeading: boolean; visible: boolean }) {
  const className = visible ? "truncate text-sm font-semibold text-ink" : "sr-only";
  if (noHeading) return visible ? <span className={className}>{name}</span> : null;
  return <h1 className={className}>{name}</h1>;
}

export function KeyHint() {
  return (
    <span data-js-only data-key-hint className="text-xs text-muted [&_kbd]:font-sans [&_kbd]:font-semibold">
      <Trans i18nKey="hostedForm.pressEnter" components={{ kbd: <kbd /> }} />
    </span>
  );
}

export function BrandMark({ className = "h-7 w-7" }: { className?: string }) {
  return (
    <span aria-hidden className={`inline-flex shrink-0 items-center justify-center rounded-lg bg-primary text-primary-ink ${className}`}>
      <svg viewBox="0 0 20 20" className="h-1/2 w-1/2">
        <path fill="currentColor" d="M6 4.5v11l9-5.5z" />
      </svg>
    </span>
  );
}

export function CheckBadge({ tone }: { tone: "success" | "info" | "danger" }) {
  const colours = { success: "bg-primary-soft text-primary", info: "bg-primary-soft text-primary", danger: "bg-danger/10 text-danger" }[tone];
  const path = {
    success: "M8.3 14.6 3.7 10l1.4-1.4 3.2 3.2 6.6-6.6 1.4 1.4z",
    info: "M9 9h2v6H9zm0-4h2v2H9z",
    danger: "M9 5h2v6H9zm0 8h2v2H9z",
  }[tone];
  return (
    <span aria-hidden className={`inline-flex h-14 w-14 items-center justify-center rounded-full ${colours}`}>
      <svg viewBox="0 0 20 20" className="h-7 w-7">
        <path fill="currentColor" d={path} />
      </svg>
    </span>
  );
}

/** An unknown form id: a 404 that says so, with a way home that leaves any frame. */
export function FormNotFound() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="max-w-md text-muted">{t("hostedForm.notFoundBody")}</p>
      <a href="/" target="_top" className="btn-primary">
        {t("notFound.backHome")}
      </a>
    </main>
  );
}
