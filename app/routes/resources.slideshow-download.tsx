import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { slideshowEditHref } from "~/components/slideshows/slideshows";
import { fetchSlideshowFile } from "~/data/slideshow.server";
import { requireUserId } from "~/utils/auth.server";
import { passMediaThrough } from "~/utils/media-pass-through.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { RecordIdSchema } from "~/utils/validation";
import { slideExportTypes, type SlideExportType } from "../../api/contract";

/**
 * A slideshow's files (one slide as PNG or JPEG, all of them as ZIP or PDF), asked of the API with the session's
 * token (`POST slide-show/media/download`) and streamed back as a download. A plain link, so it works without
 * JavaScript; when there is no file, the page it came from (`back`) comes back with the reason as a toast.
 */
const DownloadSchema = z.object({
  id: RecordIdSchema,
  type: z.enum(slideExportTypes),
  slide: RecordIdSchema.optional(),
  back: z.string().optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const asked = DownloadSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!asked.success) throw new Response(null, { status: 404 });
  const { id, type, slide, back } = asked.data;

  const file = await fetchSlideshowFile(context, id, type, slide ?? null);
  if (!file.ok) {
    if (file.status === 404) throw new Response(null, { status: 404 });
    context.toasts.error(file.message);
    return redirect(safeRedirectPath(back, slideshowEditHref(id)));
  }
  return passMediaThrough(file.response, {
    shownStatuses: [],
    headers: () => ({ "Content-Disposition": `attachment; filename="${downloadName(id, type, slide)}"`, "Cache-Control": "private, no-store" }),
  });
}

/** "promoreel-slideshow-<id start>.zip", "…-<slide start>.png": only characters safe in a header. */
function downloadName(slideshowId: string, type: SlideExportType, slideId: string | undefined): string {
  return ["promoreel-slideshow", slideshowId.slice(0, 8), slideId?.slice(0, 8)].filter(Boolean).join("-") + `.${type === "jpeg" ? "jpg" : type}`;
}
