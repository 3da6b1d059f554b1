import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { fallbackVariant, landingResponse } from "~/data/landing.server";
import { homePath } from "~/utils/safe-redirect";

/**
 * Any path no route claims (the site's fallback). A signed-in user is in the workspace shell, whose unknown paths
 * lead home; a signed-out visitor gets a landing page, with "/" as its one canonical address.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  // A file we do not have (an old script, a favicon we never made) is not a page: 404, not a cacheable landing page.
  if (looksLikeAFile(new URL(request.url).pathname)) throw json(null, { status: 404 });
  if (context.session.userId) throw redirect(homePath);
  return landingResponse(context, fallbackVariant(context), "/");
}

const looksLikeAFile = (pathname: string) => /\.[a-z0-9]{1,8}$/i.test(pathname);

export { landingHandle as handle, landingHeaders as headers, landingRouteMeta as meta, LandingRoute as default } from "~/components/landing/landing-route";

export const ErrorBoundary = GeneralErrorBoundary;
