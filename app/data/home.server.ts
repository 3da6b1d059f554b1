/** What the home page reads from the API: the user's latest videos. */
import type { AppLoadContext } from "@remix-run/node";
import type { Loaded } from "~/utils/api.server";
import type { VideoView } from "../../api/contract";

export async function readRecentVideos(context: AppLoadContext, count: number): Promise<Loaded<{ items: VideoView[]; total: number }>> {
  const recent = await context.api.get<{ items: VideoView[]; total: number }>("video/list", { page: 1, page_size: count }, { toast: false });
  return recent.ok ? { ok: true, data: recent.data } : { ok: false, message: recent.message };
}
