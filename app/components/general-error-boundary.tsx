import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isReportable, reportError } from "~/utils/error-reports";
import { ChunkLoadError } from "~/utils/route-chunks";
import { ChunkFailureScreen } from "./chunk-failure-screen";
import { NotFoundScreen } from "./not-found-screen";
import { ScreenFrame } from "./screen-frame";

/** A message a person can use, taken from an error response's data when it carries one. */
function messageOf(data: unknown): string | null {
  if (typeof data === "string" && data.trim()) return data;
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.trim() ? message : null;
}

/**
 * The error boundary of every route: 404 gets the 404 screen, a route script that did not load the chunk failure
 * screen, anything else a message, never a stack. What the operator does not know of yet is reported.
 */
export function GeneralErrorBoundary() {
  return <ErrorScreen nested={false} />;
}

/** The same, for a route inside a layout that already holds the page's <main> (the shell, the sign-in card). */
export function NestedErrorBoundary() {
  return <ErrorScreen nested />;
}

function ErrorScreen({ nested }: { nested: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    if (isReportable(error)) reportError(error);
  }, [error]);
  if (error instanceof ChunkLoadError) return <ChunkFailureScreen nested={nested} failure={error.failure} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen nested={nested} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = (isRouteErrorResponse(error) && messageOf(error.data)) || t("errors.generic");
  return (
    <ScreenFrame nested={nested}>
      <p className="text-sm font-semibold text-muted">{t("errors.status", { status })}</p>
      <h1 className="text-2xl font-semibold">{t("errors.title")}</h1>
      <p className="max-w-md text-muted">{message}</p>
      <Link to="/" reloadDocument className="btn-primary">
        {t("errors.backHome")}
      </Link>
    </ScreenFrame>
  );
}
