/** Error reports from the app's pages, passed to the API for the operator (`npm run admin -- errors`). */
import type { AppLoadContext } from "@remix-run/node";
import type { ApiResult } from "~/utils/api.server";

export interface ForwardedErrorReport {
  message: string;
  stack?: string;
  url?: string;
  user_agent?: string;
}

/** `POST platform/exception`, as the signed-in user when there is one (the API takes it anonymously otherwise). */
export function forwardErrorReport(context: AppLoadContext, report: ForwardedErrorReport): Promise<ApiResult<{ id: string }>> {
  return context.api.post<{ id: string }>("platform/exception", { ...report }, { toast: false });
}
