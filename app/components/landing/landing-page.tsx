import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { Benefits } from "./benefits";
import { EarlyAccess } from "./early-access";
import { Faq } from "./faq";
import { FeatureCards } from "./feature-cards";
import { FlowSteps } from "./flow-steps";
import { Hero, type LandingVariant } from "./hero";
import { LandingSteps } from "./landing-steps";
import { SampleCarousel } from "./sample-carousel";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SlideshowSection } from "./slideshow-section";
import { Testimonials } from "./testimonials";

export interface LandingData {
  variant: LandingVariant;
  script: string;
  year: number;
  legalSiteUrl: string;
}

/**
 * Landing A pitches videos and slideshows and carries the marketing sections; landing B pitches speed
 * and cost with its four steps and the benefit blurbs. Both end with the FAQ and the early-access call
 * (docs/decisions/130-landing-pages-served-from-the-edge.md).
 */
export function LandingPage({ variant, script, year, legalSiteUrl }: LandingData) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="landing-page flex min-h-screen flex-col">
      <SiteHeader />
      <main className="flex-1">
        <Hero variant={variant} />
        {variant === "a" ? (
          <>
            <FlowSteps />
            <SampleCarousel />
            <SlideshowSection />
            <Testimonials />
            <FeatureCards />
          </>
        ) : (
          <>
            <LandingSteps />
            <Benefits />
          </>
        )}
        <Faq />
        <EarlyAccess />
      </main>
      <SiteFooter locale={root?.locale ?? "en"} theme={root?.theme ?? "system"} year={year} legalSiteUrl={legalSiteUrl} />
      <script type="module" src={script} />
    </div>
  );
}
