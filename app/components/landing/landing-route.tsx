import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { landingResponse } from "~/data/landing.server";
import type { HydrationHandle } from "~/utils/page-hydration";
import { landingMeta } from "./landing-meta";
import { LandingPage } from "./landing-page";

/** A route whose loader answers with `landingResponse`. */
type LandingLoader = () => ReturnType<typeof landingResponse>;

/**
 * What a route that is only a landing page exports besides its loader: the page is served without the app's
 * scripts, cached as its loader says, and described by its own meta.
 */
export const landingHandle: HydrationHandle = { hydrate: false };

export const landingHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const landingRouteMeta: MetaFunction<LandingLoader> = ({ data }) => (data ? landingMeta(data.landing) : []);

export function LandingRoute() {
  const { landing } = useLoaderData<LandingLoader>();
  return <LandingPage {...landing} />;
}
