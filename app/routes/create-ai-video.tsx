import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { landingMeta } from "~/components/landing/landing-meta";
import { LandingPage } from "~/components/landing/landing-page";
import { landingResponse } from "~/data/landing.server";
import type { HydrationHandle } from "~/utils/page-hydration";
import { homePath } from "~/utils/safe-redirect";

/** Landing page A (spec §2): open to all, but a signed-in user belongs in the workspace. */
export function loader({ context }: LoaderFunctionArgs) {
  if (context.session.userId) throw redirect(homePath);
  return landingResponse(context, "a", "/create-ai-video");
}

export const handle: HydrationHandle = { hydrate: false };

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? landingMeta(data.landing) : []);

export default function LandingA() {
  const { landing } = useLoaderData<typeof loader>();
  return <LandingPage {...landing} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
