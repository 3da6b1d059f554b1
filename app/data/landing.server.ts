import type { AppLoadContext } from "@remix-run/node";
import { json } from "@remix-run/node";
import { sharedPageHeaders } from "~/utils/shared-cache";
import type { LandingVariant } from "~/components/landing/hero";
import type { LandingMeta } from "~/components/landing/landing-meta";
import type { LandingData } from "~/components/landing/landing-page";
import { landingScriptAddress } from "~/utils/landing-script.server";

/** What a landing page's loader returns: the same for every signed-out visitor, so shared caches may keep it. */
export function landingResponse(context: AppLoadContext, variant: LandingVariant, canonicalPath: string) {
  const data: LandingData & LandingMeta = {
    variant,
    script: landingScriptAddress(),
    year: new Date().getUTCFullYear(),
    legalSiteUrl: context.config.legalSiteUrl,
    title: context.t(variant === "a" ? "landing.metaTitleA" : "landing.metaTitleB"),
    description: context.t("landing.metaDescription"),
    canonical: `${context.config.appUrl}${canonicalPath}`,
    ogImage: `${context.config.appUrl}/landing/og.jpg`,
  };
  return json({ landing: data }, { headers: sharedPageHeaders });
}

/** The page for / and any unclaimed path: landing A when the document-root marker (`LANDING_MARKER`) is set, otherwise B (decision 130). */
export function fallbackVariant(context: AppLoadContext): LandingVariant {
  return context.config.landingMarker ? "a" : "b";
}
