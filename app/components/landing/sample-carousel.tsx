import { useTranslation } from "react-i18next";
import { PlayPauseIcon } from "./demo-video";
import { carouselSlides, sampleVideoSize } from "./content";
import { Section } from "./section";

/**
 * "Effortless Product Videos That Perform": three sample videos repeated twice, three in view. Without JavaScript
 * it is a row that scrolls with snap points and videos with their own controls; the landing script makes it a
 * Swiper where a side slide moves to the middle and the middle one plays or pauses.
 */
export function SampleCarousel() {
  const { t } = useTranslation();
  return (
    <Section id="samples" title={t("landing.samples.title")} intro={t("landing.samples.body")} tone="tinted">
      <div className="carousel-frame">
        <div
          className="swiper sample-carousel"
          data-carousel=""
          role="region"
          aria-roledescription={t("landing.samples.carouselRole")}
          aria-label={t("landing.samples.carouselLabel")}
        >
          <div className="swiper-wrapper">
            {carouselSlides.map((video, index) => (
              <div key={index} className="swiper-slide" role="group" aria-roledescription={t("landing.samples.slideRole")} aria-label={t(video.label)}>
                <div className="carousel-card">
                  {/* The poster as a lazy image under the video (a video's own poster loads with the page); the
                      video has no picture of its own until it plays, so this one shows through. */}
                  <img
                    src={video.thumb}
                    alt=""
                    width={sampleVideoSize.width}
                    height={sampleVideoSize.height}
                    loading="lazy"
                    decoding="async"
                    className="absolute inset-0 h-full w-full object-cover"
                  />
                  <video
                    className="relative block aspect-[9/16] h-auto w-full object-cover"
                    src={video.url}
                    width={sampleVideoSize.width}
                    height={sampleVideoSize.height}
                    controls
                    playsInline
                    preload="none"
                    aria-label={t(video.label)}
                  />
                  <button
                    type="button"
                    hidden
                    data-carousel-toggle=""
                    data-play-label={t("landing.samples.play", { video: t(video.label) })}
                    data-pause-label={t("landing.samples.pause", { video: t(video.label) })}
                    aria-label={t("landing.samples.play", { video: t(video.label) })}
                    className="carousel-play"
                  >
                    <PlayPauseIcon />
                  </button>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className="flex justify-center gap-3" data-carousel-buttons="" hidden>
        <button type="button" data-carousel-previous="" className="btn-secondary h-11 w-11 rounded-full p-0" aria-label={t("landing.samples.previous")}>
          <Chevron direction="left" />
        </button>
        <button type="button" data-carousel-next="" className="btn-secondary h-11 w-11 rounded-full p-0" aria-label={t("landing.samples.next")}>
          <Chevron direction="right" />
        </button>
      </div>
    </Section>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="fill-none stroke-current" strokeWidth="2">
      <path d={direction === "left" ? "M15 6l-6 6 6 6" : "M9 6l6 6-6 6"} />
    </svg>
  );
}
