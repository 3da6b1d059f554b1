import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { libraryPath, videoAnchor } from "~/components/videos/library";
import { isSocialOwnReason, type SocialPostView } from "../../../api/contract/social";
import { platformNames } from "./platforms";

export const postVideoPath = "/post-video";
export const postVideoHref = (videoId: string) => `${postVideoPath}?id=${encodeURIComponent(videoId)}`;
/** The library opened at the video's card, where its posts are listed. */
export const videoPostsHref = (videoId: string) => `${libraryPath}?id=${encodeURIComponent(videoId)}#${videoAnchor(videoId)}`;

/** A post is still on its way: its page keeps reading its state. */
export const isPostMoving = (post: SocialPostView) => post.state === "uploading" || post.state === "processing";

/** When a scheduled post goes out, in the zone it was chosen in, with the zone's name so nobody reads it as theirs. */
export function formatPostTime(iso: string, timeZone: string, language: string): string {
  const fields = { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" } as const;
  return new Intl.DateTimeFormat(language, { ...fields, timeZone, timeZoneName: "short" }).format(new Date(iso));
}

/**
 * A video's posts and their states: scheduled (with its time and a cancel), uploading with how much, processing,
 * published with a link to the platform's post, failed with the platform's reason. `back` is where a cancel returns.
 */
export function PostList({ posts, back }: { posts: SocialPostView[]; back: string }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2">
      {posts.map((post) => (
        <PostRow key={post.id} post={post} back={back} />
      ))}
      {posts.length === 0 ? <li className="text-sm text-muted">{t("social.postsNone")}</li> : null}
    </ul>
  );
}

/** Why a post failed: the platform's own words as it said them, or the sentence for one of Promoreel's reasons. */
export function postFailureText(failure: NonNullable<SocialPostView["failure"]>, platform: string, t: TFunction): string {
  if (failure.kind === "rejected" && isSocialOwnReason(failure.reason)) return t(`social.reason_${failure.reason}`, { platform });
  return t(`social.failure_${failure.kind}`, { platform, reason: failure.reason });
}

function PostRow({ post, back }: { post: SocialPostView; back: string }) {
  const { t, i18n } = useTranslation();
  const platform = platformNames[post.platform];
  const state =
    post.state === "scheduled"
      ? t("social.state_scheduled", { time: formatPostTime(post.scheduled_at, post.time_zone, i18n.language) })
      : post.state === "uploading"
        ? t("social.state_uploading", { percent: post.upload_percent ?? 0 })
        : t(`social.state_${post.state}`, { platform });
  const tone = post.state === "failed" ? "text-danger" : post.state === "published" ? "text-success" : "text-muted";
  return (
    <li data-post-id={post.id} data-state={post.state} className="space-y-1 rounded-lg border border-line px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{t("social.postOn", { account: post.account_name, platform })}</span>
        <span className={tone}>{state}</span>
      </div>
      {post.state === "published" && post.post_url ? (
        <a href={post.post_url} className="link" target="_blank" rel="noreferrer noopener">
          {t("social.viewPost", { platform })}
        </a>
      ) : null}
      {post.state === "failed" && post.failure ? <p className="text-danger">{postFailureText(post.failure, platform, t)}</p> : null}
      {post.state === "scheduled" ? (
        <Form method="post" action={postVideoHref(post.video_id)} preventScrollReset>
          <input type="hidden" name="post_id" value={post.id} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" name="intent" value="cancel" className="link text-danger">
            {t("social.cancel")}
          </button>
        </Form>
      ) : null}
    </li>
  );
}
