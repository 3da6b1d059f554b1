import { json, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { landingMeta } from "~/components/landing/landing-meta";
import { LandingPage } from "~/components/landing/landing-page";
import { fallbackVariant, landingResponse } from "~/data/landing.server";
import type { HydrationHandle } from "~/utils/page-hydration";
import { homePath } from "~/utils/safe-redirect";

/**
 * Any path no route claims (spec §2's fallback). A signed-in user is in the workspace shell, whose unknown paths
 * lead home; a signed-out visitor gets a landing page, with "/" as its one canonical address.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  // A file we do not have (an old script, a favicon we never made) is not a page: 404, not a cacheable landing page.
  if (looksLikeAFile(new URL(request.url).pathname)) throw json(null, { status: 404 });
  if (context.session.userId) throw redirect(homePath);
  return landingResponse(context, fallbackVariant(context), "/");
}

const looksLikeAFile = (pathname: string) => /\.[a-z0-9]{1,8}$/i.test(pathname);

export const handle: HydrationHandle = { hydrate: false };

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? landingMeta(data.landing) : []);

export default function FallbackLanding() {
  const { landing } = useLoaderData<typeof loader>();
  return <LandingPage {...landing} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
