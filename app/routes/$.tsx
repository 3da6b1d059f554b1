import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { NotFoundScreen } from "~/components/not-found-screen";
import { homePath } from "~/utils/safe-redirect";

/**
 * Any path no route claims. Spec §2: inside the shell (signed in) it leads home; a signed-out visitor gets the
 * 404 screen (the landing pages of later issues will take this place).
 */
export function loader({ context }: LoaderFunctionArgs) {
  if (context.session.userId) throw redirect(homePath);
  return json(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}

export const ErrorBoundary = GeneralErrorBoundary;
