import { Form, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { htmlLang, locales, type Locale } from "~/i18n";
import type { loader as rootLoader } from "~/root";
import { themes, type Theme } from "~/utils/theme";

/** Posts to a resource route that sets the cookie and redirects back here, so it works without JavaScript. */
function ChoiceForm<T extends string>({
  action,
  field,
  label,
  options,
  current,
  labelOf,
  langOf,
}: {
  action: string;
  field: string;
  label: string;
  options: readonly T[];
  current: T;
  labelOf: (option: T) => string;
  /** The language each option's label is written in, if not the page's. */
  langOf?: (option: T) => string;
}) {
  const location = useLocation();
  return (
    <Form method="post" action={action} className="flex flex-wrap items-center gap-1" aria-label={label}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {options.map((option) => (
        <button
          key={option}
          type="submit"
          name={field}
          value={option}
          aria-pressed={option === current}
          lang={langOf?.(option)}
          className={`rounded-md px-2 py-1 text-xs font-medium ${option === current ? "bg-primary text-primary-ink" : "text-muted hover:bg-primary-soft hover:text-ink"}`}
        >
          {labelOf(option)}
        </button>
      ))}
    </Form>
  );
}

export function LanguageSwitch({ current }: { current: Locale }) {
  const { t } = useTranslation();
  return (
    <ChoiceForm
      action="/resources/language"
      field="lng"
      label={t("language.label")}
      options={locales}
      current={current}
      labelOf={(locale) => t(`language.${locale}`)}
      langOf={(locale) => htmlLang[locale]}
    />
  );
}

export function ThemeSwitch({ current }: { current: Theme }) {
  const { t } = useTranslation();
  return <ChoiceForm action="/resources/theme" field="theme" label={t("theme.label")} options={themes} current={current} labelOf={(theme) => t(`theme.${theme}`)} />;
}

/** Both switches, set to the visitor's current choices as the root loader read them. */
export function PreferenceSwitches({ className }: { className: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className={className}>
      <LanguageSwitch current={root?.locale ?? "en"} />
      <ThemeSwitch current={root?.theme ?? "system"} />
    </div>
  );
}
