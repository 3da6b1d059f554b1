/**
 * What the /videos library reads from the API and changes in it (docs/api-v1.md, Videos and Shares). Each function
 * answers with the data or with a message for a person, so the page can show it next to what it was about.
 */
import type { AppLoadContext } from "@remix-run/node";
import { libraryPageSize, type LibraryView } from "~/components/videos/library";
import { loaded, type Loaded } from "~/utils/api.server";
import { socialLimits, type SocialPostView } from "../../api/contract/social";
import { idPattern, type AspectRatio, type Engagement, type ShareView, type VideoView } from "../../api/contract";

interface VideoPage {
  items: VideoView[];
  total: number;
}

/** One page of the user's videos, newest first, and how many pages there are. */
export async function listVideos(context: AppLoadContext, view: LibraryView): Promise<Loaded<{ videos: VideoView[]; total: number; pageCount: number }>> {
  const query = { page: view.page, page_size: libraryPageSize, ...(view.favorites && { favorite: 1 }) };
  const list = await context.api.get<VideoPage>("video/list", query, { toast: false });
  if (!list.ok) return { ok: false, message: list.message };
  return { ok: true, data: { videos: list.data.items, total: list.data.total, pageCount: Math.max(1, Math.ceil(list.data.total / libraryPageSize)) } };
}

/**
 * What the address adds to a page of videos: the video asked for by `?id=` (the ready e-mail links there), shown
 * above the page when it is not on it; the one whose delete is being confirmed; and the one whose link is shown with
 * how it has been watched (`?shared=`).
 */
/** The video the address opens (`?id=`), which may be on another page of the library. */
export const addressedVideoId = (params: URLSearchParams) => (idPattern.test(params.get("id") ?? "") ? params.get("id") : null);

export async function readAddressedVideos(context: AppLoadContext, videos: VideoView[], params: URLSearchParams) {
  const openedId = addressedVideoId(params);
  const opened = openedId && !videos.some((video) => video.id === openedId) ? await readVideo(context, openedId) : null;
  const shown = opened ? [opened, ...videos] : videos;
  const shownId = (name: string) => shown.find((video) => video.id === params.get(name))?.id ?? null;
  const sharedId = shownId("shared");
  const shareState = sharedId ? await readShare(context, sharedId) : null;
  return {
    opened,
    openedId,
    confirmDeleteId: shownId("confirm-delete"),
    shared: sharedId && shareState ? { videoId: sharedId, ...shareState } : null,
  };
}

async function readVideo(context: AppLoadContext, id: string): Promise<VideoView | null> {
  const result = await context.api.get<{ items: VideoView[] }>("video/listbyid", { ids: id }, { toast: false });
  return result.ok ? (result.data.items[0] ?? null) : null;
}

/** The video's public link, if it has one, and how it has been watched. */
async function readShare(context: AppLoadContext, id: string): Promise<{ share: ShareView | null; engagement: Engagement } | null> {
  const result = await context.api.get<{ share: ShareView | null; engagement: Engagement }>("video/share", { id }, { toast: false });
  return result.ok ? result.data : null;
}

export async function favoriteVideo(context: AppLoadContext, id: string, favorite: boolean): Promise<Loaded<unknown>> {
  return loaded(await context.api.post("video/info", { id, favorite }, { toast: false }));
}

/** Starts a render of a ready video in one more size. */
export async function resizeVideo(context: AppLoadContext, id: string, ratio: AspectRatio): Promise<Loaded<unknown>> {
  return loaded(await context.api.post("video/size/adjust", { id, aspect_ratios: [ratio] }, { toast: false }));
}

/** The video's public link: the one it has, or a new one. */
export async function shareVideo(context: AppLoadContext, id: string): Promise<Loaded<ShareView>> {
  const shared = await context.api.post<{ share: ShareView }>("video/share", { id }, { toast: false });
  return shared.ok ? { ok: true, data: shared.data.share } : { ok: false, message: shared.message };
}

export async function deleteVideo(context: AppLoadContext, id: string): Promise<Loaded<unknown>> {
  return loaded(await context.api.call("DELETE", "video/list", { body: { ids: [id] }, toast: false }));
}

/** The API's largest page of posts, and how many a library page reads at most: far more than its cards have in use. */
const postsPageSize = 100;
const postPagesPerLibraryPage = 5;

/** The posts of the videos on the library's page, by video, newest first; an empty map when they cannot be read. */
export async function loadPostsByVideo(context: AppLoadContext, videoIds: string[]): Promise<Record<string, SocialPostView[]>> {
  const byVideo: Record<string, SocialPostView[]> = {};
  const ids = [...new Set(videoIds)].slice(0, socialLimits.videosPerListing);
  if (ids.length === 0) return byVideo;
  for (let page = 1; page <= postPagesPerLibraryPage; page++) {
    const posts = await context.api.get<{ items: SocialPostView[]; total: number }>(
      "social/posts",
      { video_ids: ids.join(","), page, page_size: postsPageSize },
      { toast: false },
    );
    if (!posts.ok) break;
    for (const post of posts.data.items) (byVideo[post.video_id] ??= []).push(post);
    if (page * postsPageSize >= posts.data.total) break;
  }
  return byVideo;
}
