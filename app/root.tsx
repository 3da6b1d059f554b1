import { json, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useChangeLanguage } from "remix-i18next/react";
import { GeneralErrorBoundary } from "./components/general-error-boundary";
import { ReloadAsDocument } from "./components/reload-as-document";
import { SessionSync } from "./components/session-sync";
import { Toaster } from "./components/toaster";
import { defaultLocale, htmlLang } from "./i18n";
import stylesheet from "./tailwind.css";
import { useNonce } from "./utils/nonce";
import { pageHydrates } from "./utils/page-hydration";
import { readTheme } from "./utils/preferences.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico" },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }, ...(data ? [{ name: "description", content: data.description }] : [])];

/**
 * Only what the visitor's cookies say: a visitor without cookies (every first visit to a landing page) gets the same
 * data as any other, so the page can come from a shared cache. Per-page secrets such as the honeypot's belong to
 * the routes with forms.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({
    title: context.t("app.name"),
    description: context.t("app.tagline"),
    locale: context.locale,
    theme: await readTheme(context.config, request),
    toasts: context.toasts.takeForRender(),
    userId: context.session.userId ?? null,
    landingMarker: context.config.landingMarker,
  });
}

/** Toasts and the signed-in user are read per request, so the root loader runs on every navigation. */
export const shouldRevalidate = () => true;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const locale = data?.locale ?? defaultLocale;
  useChangeLanguage(locale);
  // "system" sets no class: the CSS follows prefers-color-scheme.
  const themeClass = data?.theme === "light" || data?.theme === "dark" ? data.theme : undefined;
  const hydrates = pageHydrates(useMatches());

  return (
    <html lang={htmlLang[locale]} className={themeClass} data-landing={data?.landingMarker ? "a" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-canvas text-ink antialiased">
        {children}
        <Toaster toasts={data?.toasts ?? []} />
        {hydrates ? (
          <>
            <SessionSync userId={data?.userId ?? null} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <ReloadAsDocument />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = GeneralErrorBoundary;
