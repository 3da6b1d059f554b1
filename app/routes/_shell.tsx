import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { Link, NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { landingMeta } from "~/components/landing/landing-meta";
import { LandingPage } from "~/components/landing/landing-page";
import { fallbackVariant, landingResponse } from "~/data/landing.server";
import { PreferenceSwitches } from "~/components/preference-switches";
import { SignOutButton } from "~/components/sign-out-button";
import { UpgradeDialog } from "~/components/upgrade-dialog";
import { requireUser } from "~/utils/auth.server";
import { upgradeOffer } from "~/utils/billing.server";
import { rememberInvitation } from "~/utils/invitation.server";
import type { UserView } from "../../api/contract";
import type { HydrationHandle } from "~/utils/page-hydration";
import { feedbackHref } from "~/utils/feedback-link";
import { menuFor, withoutUpgradeDialog, type Place } from "~/utils/workspace-menu";

/**
 * The workspace shell, signed-in only, menu at the side or on top. Its home "/" is also the site's front
 * door: there a signed-out visitor gets the fallback's landing page instead of being sent to sign in, and an
 * invitation link (`/?ref=CODE`) is remembered for their sign-up.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.session.userId && new URL(request.url).pathname === "/") {
    return rememberInvitation(request, context, landingResponse(context, fallbackVariant(context), "/"));
  }
  const user = await requireUser(request, context);
  return json({ user, upgradeOffer: await upgradeOffer(request, context) });
}

const isLanding = (data: unknown) => typeof data === "object" && data !== null && "landing" in data;

export const handle: HydrationHandle = { hydrate: (data) => !isLanding(data) };

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data && "landing" in data ? landingMeta(data.landing) : (matches.find((match) => match.id === "root")?.meta ?? []);

export default function WorkspaceShellOrLanding() {
  const data = useLoaderData<typeof loader>();
  return "landing" in data ? <LandingPage {...data.landing} /> : <WorkspaceShell {...data} />;
}

type ShellData = Exclude<SerializeFrom<typeof loader>, { landing: unknown }>;

function WorkspaceShell({ user, upgradeOffer }: ShellData) {
  const { t } = useTranslation();
  const location = useLocation();
  const upgradeOpen = new URLSearchParams(location.search).get("upgrade") === "1";

  return (
    <div className="min-h-screen md:flex">
      <aside className="hidden shrink-0 border-r border-line bg-surface md:flex md:w-60 md:flex-col">
        <Link to="/" className="px-6 py-5 text-lg font-bold text-primary">
          {t("app.name")}
        </Link>
        <MenuLinks user={user} here={location} narrow={false} />
        <HelpLinks here={location} />
        <div className="mt-auto space-y-3 border-t border-line p-4">
          <p className="text-xs text-muted">
            {t("home.plan")}: <span className="font-semibold text-ink">{t(`plan.${user.current_plan}`)}</span>
          </p>
          <PreferenceSwitches className="space-y-2" />
          <SignOutButton label={t("logout.submit")} className="btn-secondary w-full" />
        </div>
      </aside>

      <header className="border-b border-line bg-surface md:hidden">
        {/* Remounted on navigation so the menu closes once a page is chosen. */}
        <details key={location.pathname + location.search} className="menu-toggle">
          <summary className="flex cursor-pointer items-center justify-between px-4 py-3">
            <span className="text-lg font-bold text-primary">{t("app.name")}</span>
            <span className="btn-secondary px-3 py-1">{t("menu.open")}</span>
          </summary>
          <div className="space-y-3 border-t border-line pb-4">
            <MenuLinks user={user} here={location} narrow />
            <HelpLinks here={location} />
            <div className="space-y-3 px-4">
              <PreferenceSwitches className="space-y-2" />
              <SignOutButton label={t("logout.submit")} className="btn-secondary w-full" />
            </div>
          </div>
        </details>
      </header>

      <main className="flex-1 px-4 py-6 sm:px-8 lg:px-12">
        <Outlet />
      </main>

      {upgradeOpen ? <UpgradeDialog user={user} offer={upgradeOffer} closeHref={withoutUpgradeDialog(location)} /> : null}
    </div>
  );
}

function MenuLinks({ user, here, narrow }: { user: UserView; here: Place; narrow: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("menu.label")} className="flex flex-col gap-1 px-3">
      {menuFor(user, { narrow }).map((entry) => (
        <NavLink
          key={entry.id}
          to={entry.href(user, here)}
          end={entry.end}
          data-menu={entry.id}
          className={({ isActive }) =>
            `rounded-lg px-3 py-2 text-sm font-medium ${isActive && !entry.startsSomething ? "bg-primary-soft text-primary" : "text-ink hover:bg-primary-soft"}`
          }
        >
          {t(entry.label)}
        </NavLink>
      ))}
    </nav>
  );
}

/** The help center and the feedback form, apart from the product's screens; feedback says which page it came from. */
function HelpLinks({ here }: { here: Place }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("help.nav")} className="mt-3 flex flex-col gap-1 border-t border-line px-3 pt-3">
      <Link to="/help" data-menu="help" className="rounded-lg px-3 py-2 text-sm text-muted hover:bg-primary-soft hover:text-ink">
        {t("help.nav")}
      </Link>
      <Link to={feedbackHref(here)} data-menu="feedback" className="rounded-lg px-3 py-2 text-sm text-muted hover:bg-primary-soft hover:text-ink">
        {t("help.feedback.menu")}
      </Link>
    </nav>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
