import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { shareEventPath, shareFrameStyle, type ShareFile } from "./share";

/**
 * Tells the web server about this page view's first play and its first play to the end. These handlers only run
 * with JavaScript: without it the loader still counts the view, but a play cannot be counted (the browser's own
 * player says nothing to the server). A failed post is dropped, as counting must never get in the way of watching.
 */
function useShareEvents(token: string) {
  const play = useRef<Promise<unknown> | null>(null);
  const completed = useRef(false);
  const send = (type: "play" | "complete") => fetch(shareEventPath, { method: "POST", body: new URLSearchParams({ token, type }), keepalive: true }).catch(() => undefined);
  return {
    onPlay: () => {
      play.current ??= send("play");
    },
    onEnded: () => {
      if (completed.current || !play.current) return;
      completed.current = true;
      // The API counts a play to the end only after the play: the second post waits for the first.
      void play.current.then(() => send("complete"));
    },
  };
}

export function SharePlayer({ token, file, title }: { token: string; file: ShareFile; title: string }) {
  const { t } = useTranslation();
  const events = useShareEvents(token);
  return (
    <div className="mx-auto overflow-hidden rounded-2xl bg-black shadow-sm" style={shareFrameStyle(file)}>
      <video
        // A new ratio is a new file: the element starts over instead of keeping the old one's position.
        key={file.slug}
        controls
        playsInline
        preload="metadata"
        poster={file.thumbnailHref}
        src={file.videoHref}
        width={file.width}
        height={file.height}
        className="h-full w-full object-contain"
        aria-label={t("preview.player", { title })}
        onPlay={events.onPlay}
        onEnded={events.onEnded}
      />
    </div>
  );
}
