import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { PreferenceSwitches } from "~/components/preference-switches";

/** Every account screen has a public form, and each form its honeypot. */
export function loader({ context }: LoaderFunctionArgs) {
  return json({ honeypot: context.honeypot.getInputProps() });
}

/** The frame of the signed-out account screens: brand, language and theme, and the screen in a card. */
export default function AuthLayout() {
  const { t } = useTranslation();
  const { honeypot } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
        <Link to="/" reloadDocument className="text-lg font-bold text-primary">
          {t("app.name")}
        </Link>
        <PreferenceSwitches className="flex flex-wrap items-center gap-3" />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <HoneypotProvider {...honeypot}>
          <Outlet />
        </HoneypotProvider>
      </main>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
