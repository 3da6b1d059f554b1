import { useTranslation } from "react-i18next";
import { demoVideo } from "./content";

/**
 * The looping demo. Without JavaScript it is a plain video with its own controls; the landing script swaps those for
 * the play/pause toggle and starts it, unless the visitor prefers reduced motion.
 */
export function DemoVideo() {
  const { t } = useTranslation();
  return (
    <div className="relative mx-auto w-full max-w-[18rem]" data-demo="">
      <div className="overflow-hidden rounded-[2rem] border-[6px] border-ink/90 bg-ink shadow-2xl shadow-primary/30">
        <video
          className="block aspect-[9/16] h-auto w-full bg-ink object-cover"
          src={demoVideo.url}
          poster={demoVideo.thumb}
          width={demoVideo.width}
          height={demoVideo.height}
          controls
          muted
          loop
          playsInline
          preload="none"
          aria-label={t("landing.demo.label")}
        />
      </div>
      <button
        type="button"
        hidden
        data-demo-toggle=""
        data-play-label={t("landing.demo.play")}
        data-pause-label={t("landing.demo.pause")}
        aria-label={t("landing.demo.play")}
        className="absolute bottom-4 right-4 flex h-11 w-11 items-center justify-center rounded-full bg-canvas/90 text-ink shadow-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <PlayPauseIcon />
      </button>
    </div>
  );
}

/** Both shapes are drawn; CSS shows the one that matches the button's state. */
export function PlayPauseIcon() {
  return (
    <>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="icon-play fill-current">
        <path d="M8 5v14l11-7z" />
      </svg>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="icon-pause fill-current">
        <path d="M7 5h4v14H7zM13 5h4v14h-4z" />
      </svg>
    </>
  );
}
