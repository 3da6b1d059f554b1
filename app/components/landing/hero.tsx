import { useTranslation } from "react-i18next";
import { GetStartedLink, SignInLink } from "./calls-to-action";
import { DemoVideo } from "./demo-video";

export type LandingVariant = "a" | "b";

/** The first screen: the page's headline and pitch, the two calls to action and the demo. */
export function Hero({ variant }: { variant: LandingVariant }) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary-soft via-canvas to-canvas">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-16 pt-10 sm:px-6 md:grid-cols-[1.2fr_1fr] md:pb-24 md:pt-16">
        <div className="space-y-6 text-center md:text-left">
          <h1 className="text-4xl font-extrabold leading-tight tracking-tight text-ink sm:text-5xl lg:text-6xl">{t(`landing.${variant}.headline`)}</h1>
          <p className="text-lg text-muted sm:text-xl">{t(`landing.${variant}.pitch`)}</p>
          <div className="flex flex-wrap justify-center gap-3 md:justify-start">
            <GetStartedLink className="btn-primary px-6 py-3 text-base" />
            <SignInLink className="btn-secondary px-6 py-3 text-base" />
          </div>
          <p className="text-sm text-muted">{t("landing.heroNote")}</p>
        </div>
        <DemoVideo />
      </div>
    </section>
  );
}
