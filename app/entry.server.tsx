import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n";
import { NonceProvider } from "./utils/nonce";
import { ownScriptsOnlyHeader, pageHydrates } from "./utils/page-hydration";

const streamTimeoutMs = 5_000;

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext, loadContext: AppLoadContext) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: loadContext.locale });
  const { loaderData, matches } = remixContext.staticHandlerContext;
  const hydrates = pageHydrates(matches.map(({ route }) => ({ handle: remixContext.routeModules[route.id]?.handle, data: loaderData[route.id] })));
  // A page without React in the browser has no inline script, so nothing carries a nonce and its bytes are the
  // same for every visitor.
  const nonce = hydrates ? loadContext.cspNonce : undefined;
  // Bots, no-JS crawlers and pages without React in the browser get the whole document at once; the rest is streamed.
  const readyEvent = !hydrates || isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";
  if (!hydrates) responseHeaders.set(ownScriptsOnlyHeader, "true");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeoutMs} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell reject above; these are logged so they are not lost.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeoutMs + 1_000);
  });
}
