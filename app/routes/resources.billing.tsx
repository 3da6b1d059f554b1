/**
 * The upgrade dialog's calls. GET: the plans (for a dialog opened in place, with JavaScript). POST: `checkout` sends
 * the browser to Stripe Checkout for a plan, `manage` to Stripe's customer portal; a refusal comes back to the page
 * with the dialog open and the API's message. Plans change only from Stripe's signed webhook, never from here.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireUser } from "~/utils/auth.server";
import { checkoutReturnPath, openBillingPage, readPlans } from "~/utils/billing.server";
import { readForm } from "~/utils/read-form.server";
import { paidPlans } from "../../api/contract";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const plans = await readPlans(context);
  if (!plans) throw json({ message: context.t("upgrade.plansUnavailable") }, { status: 503 });
  return json(plans, { headers: { "Cache-Control": "private, no-store" } });
}

const BillingForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("checkout"), plan: z.enum(paidPlans), returnTo: z.string().max(2000).optional() }),
  z.object({ intent: z.literal("manage"), returnTo: z.string().max(2000).optional() }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = BillingForm.safeParse(Object.fromEntries(await readForm(request, context)));
  if (!form.success) {
    context.toasts.error(context.t("errors.formRejected"));
    return redirect("/?upgrade=1");
  }
  const returnPath = checkoutReturnPath(form.data.returnTo);
  const session = await openBillingPage(context, form.data, returnPath);
  if (!session.ok) {
    context.toasts.error(session.message);
    return redirect(returnPath);
  }
  // Stripe's own page: only an https address the API got from Stripe (or its test double in development).
  if (!/^https?:\/\//.test(session.data.url)) throw new Error("The billing session has no address to go to.");
  return redirect(session.data.url);
}
