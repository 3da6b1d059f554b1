/**
 * The post screen (/post-video?id=) and a video's posts wherever they are shown: the video, the user's connections,
 * the writer's caption to start from, posting and cancelling (docs/api-v1.md, Social posting).
 */
import type { AppLoadContext } from "@remix-run/node";
import { loaded, type ApiResult, type Loaded } from "~/utils/api.server";
import type { CreatePostBody, SocialAccountsView, SocialPostView } from "../../api/contract/social";
import type { VideoView } from "../../api/contract";

export interface PostScreen {
  video: VideoView;
  social: SocialAccountsView;
  caption: string;
  posts: SocialPostView[];
}

export async function loadPostScreen(context: AppLoadContext, videoId: string): Promise<Loaded<PostScreen>> {
  const [video, social, caption, posts] = await Promise.all([
    context.api.get<{ items: VideoView[] }>("video/listbyid", { ids: videoId }, { toast: false }),
    context.api.get<SocialAccountsView>("social/accounts", undefined, { toast: false }),
    context.api.get<{ text: string }>("social/caption", { video_id: videoId }, { toast: false }),
    context.api.get<{ items: SocialPostView[] }>("social/posts", { video_id: videoId, page_size: 100 }, { toast: false }),
  ]);
  if (!video.ok) return { ok: false, message: video.message };
  if (!video.data.items[0]) return { ok: false, message: context.t("social.videoNotFound") };
  if (!social.ok) return { ok: false, message: social.message };
  return {
    ok: true,
    data: { video: video.data.items[0], social: social.data, caption: caption.ok ? caption.data.text : "", posts: posts.ok ? posts.data.items : [] },
  };
}

/** The refusal's field when the API names one (`data.field`, and `data.account_id` for one account). */
export type PostRefusal = { ok: false; message: string; field: string | null; accountId: string | null };

export async function createPosts(context: AppLoadContext, body: CreatePostBody): Promise<{ ok: true; posts: SocialPostView[] } | PostRefusal> {
  const result: ApiResult<{ posts: SocialPostView[] }> = await context.api.post("social/posts", body, { toast: false });
  if (result.ok) return { ok: true, posts: result.data.posts };
  const data = (result.data ?? {}) as { field?: unknown; account_id?: unknown };
  return {
    ok: false,
    message: result.message,
    field: typeof data.field === "string" ? data.field : null,
    accountId: typeof data.account_id === "string" ? data.account_id : null,
  };
}

export async function cancelPost(context: AppLoadContext, postId: string): Promise<Loaded<unknown>> {
  return loaded(await context.api.call("DELETE", `social/posts/${encodeURIComponent(postId)}`, { toast: false }));
}
