import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { PendingButton } from "~/components/pending-button";
import { ViaFetcher } from "~/components/via-fetcher";
import { ErrorList } from "~/components/form-fields";
import type { ShareView, VideoView } from "../../../api/contract";
import { useVideoAction } from "./use-video-action";

/**
 * `POST video/share` makes (or gives back) the video's public page; its address is shown to copy. Without
 * JavaScript the post comes back to the page with `?shared=<id>` and the loader reads the link again.
 */
export function SharePanel({ video, shared }: { video: VideoView; shared: ShareView | null }) {
  const { t } = useTranslation();
  const { fetcher, pending, answer, error } = useVideoAction("share", video.id);
  const share = answer?.share ?? shared;

  if (share) return <ShareLink videoId={video.id} share={share} />;
  return (
    <fetcher.Form method="post" preventScrollReset>
      <ViaFetcher />
      <input type="hidden" name="id" value={video.id} />
      <PendingButton pending={pending} name="intent" value="share" className="btn-secondary">
        {t("videos.share")}
      </PendingButton>
      <ErrorList errors={error ? [error] : undefined} />
    </fetcher.Form>
  );
}

function ShareLink({ videoId, share }: { videoId: string; share: ShareView }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"yes" | "select" | null>(null);
  const inputId = `share-${videoId}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(share.url);
      setCopied("yes");
    } catch {
      // No clipboard (an insecure origin, or permission refused): the link is selected for the keyboard's copy.
      input.current?.select();
      setCopied("select");
    }
  }

  return (
    <div className="w-full space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium">
        {t("videos.shareLink")}
      </label>
      <div className="flex gap-2">
        <input ref={input} id={inputId} type="text" readOnly value={share.url} onFocus={(event) => event.currentTarget.select()} className="input min-w-0 flex-1 text-sm" />
        {hydrated ? (
          <button type="button" onClick={copy} className="btn-secondary shrink-0">
            {t("videos.copy")}
          </button>
        ) : null}
      </div>
      <p role="status" className="text-xs text-muted">
        {copied === "yes" ? t("videos.copied") : copied === "select" ? t("videos.copySelected") : hydrated ? null : t("videos.copyHint")}
      </p>
    </div>
  );
}
