import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { requestedPath } from "./safe-redirect";
import { withUpgradeDialog } from "./workspace-menu";

/** What a change says once it is done; a fetcher's page may show it in place instead of as a toast. */
export interface Notice {
  message: string;
  level?: "success" | "error";
  /** With JavaScript the page shows it next to what changed, so only a plain post gets it as a toast. */
  shownInPlace?: boolean;
}

/**
 * The answer to a form post that works with and without JavaScript (docs/decisions/146-thin-routes-and-screen-data-modules.md).
 * A post from JavaScript (a fetcher, or the upload's XMLHttpRequest, both sending `via=fetcher`) gets data back and
 * the page updates in place; a plain post is redirected back, with a toast saying what happened. A refusal is data
 * with status 400, shown next to its form, and after a plain post also a toast, at the top where the reloaded page
 * is seen first.
 */
export function formReply(context: AppLoadContext, viaFetcher: boolean) {
  return {
    viaFetcher,
    refused<T>(data: T, toast?: string) {
      if (toast && !viaFetcher) context.toasts.error(toast);
      return json<T>(data, { status: 400 });
    },
    done<T>(data: T, back: string, notice?: Notice) {
      if (notice && !(notice.shownInPlace && viaFetcher)) context.toasts[notice.level ?? "success"](notice.message);
      return viaFetcher ? json<T>(data) : redirect(back);
    },
  };
}

/** Whether a form was sent by JavaScript (`ViaFetcher` adds the field once the page is hydrated). */
export const isViaFetcher = (formData: FormData) => formData.get("via") === "fetcher";

/**
 * The plan refused a change (403: this month's slideshows or videos are used up): the page it was sent from comes
 * back with the upgrade dialog open (`?upgrade=1`, so without JavaScript too) and the API's reason as a toast.
 */
export function planRefused(context: AppLoadContext, request: Request, message: string) {
  context.toasts.error(message);
  const here = new URL(requestedPath(request), "http://here");
  return redirect(withUpgradeDialog({ pathname: here.pathname, search: here.search }));
}
