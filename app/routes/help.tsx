import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { PreferenceSwitches } from "~/components/preference-switches";
import { requireUser } from "~/utils/auth.server";
import { feedbackHref } from "~/utils/feedback-link";

/** The help center's frame, for signed-in users and visitors alike: the way home, the articles and feedback. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = context.session.userId ? await requireUser(request, context) : null;
  // The feedback form is public, so it carries the honeypot like the account screens' forms.
  return json({ signedInEmail: user?.email ?? null, honeypot: context.honeypot.getInputProps() });
}

export default function HelpCenterFrame() {
  const { signedInEmail, honeypot } = useLoaderData<typeof loader>();
  const signedIn = signedInEmail !== null;
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <Link to="/" className="text-lg font-bold text-primary">
            {t("app.name")}
          </Link>
          <nav aria-label={t("help.nav")} className="flex flex-wrap items-center gap-1 text-sm">
            <Link to="/help" className="rounded-lg px-3 py-2 font-medium hover:bg-primary-soft">
              {t("help.nav")}
            </Link>
            <Link to={feedbackHref(location)} className="rounded-lg px-3 py-2 font-medium hover:bg-primary-soft">
              {t("help.feedback.menu")}
            </Link>
            <Link to={signedIn ? "/" : "/account/login"} className="rounded-lg px-3 py-2 font-medium hover:bg-primary-soft">
              {signedIn ? t("help.backToWorkspace") : t("help.signIn")}
            </Link>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
        <HoneypotProvider {...honeypot}>
          <Outlet />
        </HoneypotProvider>
      </main>
      <footer className="border-t border-line bg-surface">
        <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
          <PreferenceSwitches className="flex flex-wrap items-center gap-3" />
        </div>
      </footer>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
