/**
 * Errors in the browser reach the operator: uncaught errors, rejected promises nobody handled, and what the error
 * boundaries catch are posted to /resources/error-report, which passes them to the API's `platform/exception`
 * (`npm run admin -- errors` lists them). Each error is sent once per page and the sending is capped, so a loop
 * that throws cannot flood the visitor's connection or the table.
 */
import { isRouteErrorResponse } from "@remix-run/react";

export const errorReportPath = "/resources/error-report";

/** What the web server's route accepts and passes on (the API takes a 2000-character message in a 16 KiB body). */
export const errorReportLimits = { messageChars: 2000, stackChars: 8000, urlChars: 2000 } as const;

/** At most this many reports a minute, and this many in all while the page stays open. */
export const errorReportRate = { perMinute: 5, perPage: 30 } as const;

export interface ErrorReport {
  message: string;
  stack?: string;
  /** The page's path: never its query, which can hold a reset-password or share token. */
  url: string;
}

/** A message and stack for any thrown value, an Error's cause included (a chunk failure carries the import's). */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    const message = error.message ? `${error.name}: ${error.message}` : error.name;
    const cause = error.cause instanceof Error ? `\nCaused by: ${error.cause.name}: ${error.cause.message}` : "";
    const stack = (error.stack ?? "") + cause;
    return { message: message.slice(0, errorReportLimits.messageChars), ...(stack ? { stack: stack.slice(0, errorReportLimits.stackChars) } : {}) };
  }
  let text: string;
  try {
    text = typeof error === "string" ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    text = String(error);
  }
  return { message: (text || "(empty error)").slice(0, errorReportLimits.messageChars) };
}

/**
 * Whether an error boundary's error is news to the operator. Not an error response a loader threw on purpose (404,
 * a refusal, the API down), and not the stand-in Remix sends for an error on the server, which the server logged.
 */
export function isReportable(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return false;
  return !(error instanceof Error && error.message === "Unexpected Server Error" && !error.stack);
}

export interface ErrorReporterOptions {
  send: (report: ErrorReport) => void;
  /** The page's path when the error happened. */
  page: () => string;
  now?: () => number;
}

/** Sends each error (by message, on one page) once, within errorReportRate. */
export function createErrorReporter({ send, page, now = Date.now }: ErrorReporterOptions) {
  const sent = new Set<string>();
  const sentAt: number[] = [];
  return function report(error: unknown): void {
    const { message, stack } = describeError(error);
    const url = page().slice(0, errorReportLimits.urlChars);
    const key = `${message}\n${url}`;
    if (sent.has(key) || sent.size >= errorReportRate.perPage) return;
    const minuteAgo = now() - 60_000;
    while (sentAt.length > 0 && sentAt[0]! <= minuteAgo) sentAt.shift();
    // Past the minute's share the error is dropped, not remembered: if it happens again later, it is sent then.
    if (sentAt.length >= errorReportRate.perMinute) return;
    sent.add(key);
    sentAt.push(now());
    send({ message, ...(stack ? { stack } : {}), url });
  };
}

function postErrorReport(report: ErrorReport): void {
  // keepalive: an error just before the visitor leaves is still sent. A report that fails is not worth a retry.
  fetch(errorReportPath, { method: "POST", body: new URLSearchParams({ ...report }), credentials: "same-origin", keepalive: true }).catch(() => undefined);
}

let pageReporter: ((error: unknown) => void) | undefined;

/** Reports an error from this page (the browser only). */
export function reportError(error: unknown): void {
  pageReporter ??= createErrorReporter({ send: postErrorReport, page: () => window.location.pathname });
  pageReporter(error);
}

/** Reports what nothing else caught on this page. */
export function reportUncaughtErrors(target: Window): void {
  target.addEventListener("error", (event) => {
    // "Script error." without an error is another origin's script (an extension, a translator): nothing to act on.
    if (!event.error && event.message === "Script error.") return;
    reportError(event.error ?? event.message);
  });
  target.addEventListener("unhandledrejection", (event) => reportError(event.reason));
}
