import type { IncomingMessage, ServerResponse } from "node:http";

/** The catalogues in the language an answer is made in. */
export interface AnswerTexts {
  htmlLang: string;
  t: (key: string, options?: Record<string, unknown>) => string;
}

export type Translate = (headers: { cookie?: string; acceptLanguage?: string }) => Promise<AnswerTexts>;

/** What each status says when nothing more specific is known. */
const statusMessages: Record<number, string> = {
  400: "errors.badAddress",
  403: "errors.crossSite",
  404: "notFound.body",
  408: "errors.requestTimeout",
  416: "errors.rangeNotSatisfiable",
  431: "errors.headersTooLarge",
  502: "errors.unavailable",
  503: "errors.unavailable",
};

export function messageKeyFor(status: number): string {
  return statusMessages[status] ?? "errors.generic";
}

export function isApiPath(path: string): boolean {
  return path === "/api/v1" || path.startsWith("/api/v1/");
}

/**
 * The app's error page in the app's colours, light or dark as the browser prefers (the CSP's style-src allows this
 * inline style; Node's own answers carry no CSP). The link is the page's one action: a 44 px target.
 */
const plainPageStyle = [
  ":root{color-scheme:light dark}",
  "body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1.5rem;line-height:1.5;text-align:center;background:#f8f7fc;color:#1c192d}",
  "h1{font-size:1.75rem;line-height:1.25;margin:.5rem 0 1rem;overflow-wrap:anywhere}",
  "p.status{color:#625e78;font-weight:600;margin:0}",
  "p.message{color:#625e78}",
  "a{display:inline-flex;align-items:center;min-height:44px;padding:0 1.25rem;border-radius:.5rem;background:#7c3aed;color:#fff;font-weight:600;text-decoration:none}",
  "a:focus-visible{outline:2px solid #7c3aed;outline-offset:2px}",
  "@media (prefers-color-scheme:dark){body{background:#110f1c;color:#f0edfa}p.status,p.message{color:#aca6c8}a{background:#a78bfa;color:#181030}a:focus-visible{outline-color:#a78bfa}}",
].join("");

/** The page the error boundary would show, without the app around it. Only catalogue texts go in, never the request's. */
export function plainPage({ htmlLang, t }: AnswerTexts, status: number, message: string): string {
  return `<!DOCTYPE html>
<html lang="${htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t("errors.status", { status })} · ${t("app.name")}</title>
<style>${plainPageStyle}</style>
</head>
<body>
<main>
<p class="status">${t("errors.status", { status })}</p>
<h1>${t("errors.title")}</h1>
<p class="message">${message}</p>
<p><a href="/">${t("errors.backHome")}</a></p>
</main>
</body>
</html>
`;
}

export interface PlainAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** An answer for whoever asked: the API's envelope for an /api/v1 caller, a page for a browser. */
export async function plainAnswer(
  translate: Translate,
  request: { headers: IncomingMessage["headers"]; path: string },
  status: number,
  messageKey = messageKeyFor(status),
): Promise<PlainAnswer> {
  const texts = await translate({ cookie: request.headers.cookie, acceptLanguage: request.headers["accept-language"] });
  const message = texts.t(messageKey);
  if (isApiPath(request.path)) {
    return {
      status,
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
      body: JSON.stringify({ status_code: status, data: null, message }),
    };
  }
  return { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }, body: plainPage(texts, status, message) };
}

/** Sends a plain answer on an Express response (`originalUrl`: the path as asked, before any mount point took its part). */
export async function sendPlainAnswer(
  translate: Translate,
  request: IncomingMessage & { originalUrl: string },
  response: ServerResponse,
  status: number,
  messageKey?: string,
): Promise<void> {
  const path = request.originalUrl.split("?")[0];
  const answer = await plainAnswer(translate, { headers: request.headers, path }, status, messageKey);
  if (response.headersSent) return;
  response.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  response.setHeader("Content-Length", Buffer.byteLength(answer.body));
  response.end(request.method === "HEAD" ? undefined : answer.body);
}
