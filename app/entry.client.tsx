import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig, localeFromHtmlLang } from "./i18n";
import { reportUncaughtErrors } from "./utils/error-reports";
import { browserChunkLoader, guardRouteModules, loadChunk } from "./utils/route-chunks";

reportUncaughtErrors(window);
// Before RemixBrowser reads it on its first render: from then on, every route script is loaded by loadChunk.
window.__remixRouteModules = guardRouteModules(window.__remixRouteModules, window.__remixManifest, (url) => loadChunk(url, browserChunkLoader));

async function hydrate() {
  // Both languages are bundled, so the language the server rendered is ready before hydration.
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng: localeFromHtmlLang(document.documentElement.lang) });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
