/** What the upgrade dialog needs from `GET plans`, and where checkout sends the browser back to. */
import type { AppLoadContext } from "@remix-run/node";
import type { Plan, PlansView } from "../../api/contract";
import { loaded, type Loaded } from "./api.server";
import { safeRedirectPath } from "./safe-redirect";

/** The plans as the API offers them, or null when it cannot say (the dialog then shows what it knows from the user). */
export async function readPlans(context: AppLoadContext): Promise<PlansView | null> {
  const plans = await context.api.get<PlansView>("plans", undefined, { toast: false });
  return plans.ok ? plans.data : null;
}

/** Stripe's page for the choice: Checkout for a plan, or the customer portal; Stripe sends the browser back to `returnPath`. */
export async function openBillingPage(
  context: AppLoadContext,
  choice: { intent: "checkout"; plan: Plan } | { intent: "manage" },
  returnPath: string,
): Promise<Loaded<{ url: string }>> {
  const session =
    choice.intent === "checkout"
      ? await context.api.post<{ url: string }>("stripe/create_checkout_session", { plan: choice.plan, return_path: returnPath }, { toast: false })
      : await context.api.post<{ url: string }>("stripe/create_portal_session", { return_path: returnPath }, { toast: false });
  return loaded(session);
}

/** The plans for a page whose upgrade dialog is open (`?upgrade=1`, or `open` when the page itself opens it). */
export async function upgradeOffer(request: Request, context: AppLoadContext, open = false): Promise<PlansView | null> {
  return open || new URL(request.url).searchParams.get("upgrade") === "1" ? readPlans(context) : null;
}

/** The API's limit for `return_path`; a longer one comes back to the home page. */
const maxReturnPathLength = 500;

/**
 * Where Stripe sends the browser back to: the page the dialog was opened on, with the dialog open again so the user
 * sees the outcome. Only a path of this site (no `#`, which the API refuses), else the home page.
 */
export function checkoutReturnPath(target: unknown): string {
  const path = safeRedirectPath(target);
  const url = new URL(path, "http://same-origin.invalid");
  url.searchParams.delete("checkout");
  url.searchParams.delete("session_id");
  url.searchParams.set("upgrade", "1");
  const result = `${url.pathname}${url.search}`;
  // The rebuilt string is what leaves: it is checked again, not the one it came from.
  const acceptable = safeRedirectPath(result, "") === result && result.length <= maxReturnPathLength && !/[\s#]/.test(result);
  return acceptable ? result : "/?upgrade=1";
}
