import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { landingResponse } from "~/data/landing.server";
import { homePath } from "~/utils/safe-redirect";

/** Landing page A at /create-ai-video: open to all, but a signed-in user belongs in the workspace. */
export function loader({ context }: LoaderFunctionArgs) {
  if (context.session.userId) throw redirect(homePath);
  return landingResponse(context, "a", "/create-ai-video");
}

export { landingHandle as handle, landingHeaders as headers, landingRouteMeta as meta, LandingRoute as default } from "~/components/landing/landing-route";

export const ErrorBoundary = GeneralErrorBoundary;
