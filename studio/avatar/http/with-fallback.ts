/**
 * A provider that tries another first: the lip-sync service when it works, the offline provider when it does not
 * (unreachable, too slow, failing after its retries, a failed or refused job, an unusable answer). The result says
 * which drew the presenter and why the first did not, so the video can carry the note. A cancelled render is not a
 * failure to recover from, and an error that is not a MediaError is a bug to see, not to hide: both are thrown.
 */
import type { AvatarProvider, RenderedPresenter, RenderRequest } from "../avatar-provider";
import { MediaError } from "../../render/errors";

export function withFallback(primary: AvatarProvider, fallback: AvatarProvider): AvatarProvider {
  return {
    name: primary.name,
    prepare: (source, options) => primary.prepare(source, options),
    async render(request: RenderRequest): Promise<RenderedPresenter> {
      try {
        return await primary.render(request);
      } catch (error) {
        if (!(error instanceof MediaError) || error.code === "cancelled" || request.signal?.aborted) throw error;
        const rendered = await fallback.render(request);
        return { ...rendered, fallbackReason: `${error.message} The presenter was animated offline instead.` };
      }
    },
  };
}
