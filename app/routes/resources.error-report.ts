import { json, type ActionFunctionArgs } from "@remix-run/node";
import { forwardErrorReport } from "~/data/error-reports.server";
import { errorReportLimits } from "~/utils/error-reports";
import { readForm } from "~/utils/read-form.server";

/** A report is a message, a stack and a path: a few KiB. */
const maxReportBytes = 32 * 1024;

function text(formData: FormData, name: string, maxChars: number): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" && value.trim() ? value.slice(0, maxChars) : undefined;
}

/**
 * The app's pages post their errors here (utils/error-reports.ts, with JavaScript only): a browser holds no API
 * token, so the web server passes each to `POST platform/exception` with the visitor's session, address and
 * browser. Like the share page's events, it refuses what did not come from a page of this site; the API caps and
 * rate-limits the rest.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin") return json({ message: context.t("errors.formRejected") }, { status: 403 });

  const formData = await readForm(request, context, { maxBytes: maxReportBytes });
  const message = text(formData, "message", errorReportLimits.messageChars);
  if (!message) return json({ message: context.t("errors.formRejected") }, { status: 400 });
  const userAgent = request.headers.get("user-agent")?.slice(0, 1000);
  const result = await forwardErrorReport(context, {
    message,
    stack: text(formData, "stack", errorReportLimits.stackChars),
    url: text(formData, "url", errorReportLimits.urlChars),
    ...(userAgent ? { user_agent: userAgent } : {}),
  });
  if (result.ok) return new Response(null, { status: 204 });
  return json({ message: result.message }, { status: result.failure === "transport" ? 503 : result.status });
}
