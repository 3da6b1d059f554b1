import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { CreateHeader } from "~/components/create-header";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { UpgradeDialog } from "~/components/upgrade-dialog";
import { requireUser } from "~/utils/auth.server";
import { upgradeOffer } from "~/utils/billing.server";
import { withoutUpgradeDialog } from "~/utils/workspace-menu";

/**
 * The signed-in screens that sit outside the workspace shell (/product, /video-edit, /add-material): the
 * slim top bar instead of the menu, the page's <main>, and the upgrade dialog on `?upgrade=1`, as in the shell.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return json({ user, upgradeOffer: await upgradeOffer(request, context) });
}

export default function PageOutsideShell() {
  const { user, upgradeOffer } = useLoaderData<typeof loader>();
  const location = useLocation();
  const upgradeOpen = new URLSearchParams(location.search).get("upgrade") === "1";
  return (
    <div className="min-h-screen">
      <CreateHeader />
      <main className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
        <Outlet />
      </main>
      {upgradeOpen ? <UpgradeDialog user={user} offer={upgradeOffer} closeHref={withoutUpgradeDialog(location)} /> : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
