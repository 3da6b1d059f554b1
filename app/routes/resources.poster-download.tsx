import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { createPosterHref } from "~/components/posters/posters";
import { fetchPosterFile } from "~/data/posters.server";
import { requireUserId } from "~/utils/auth.server";
import { passMediaThrough } from "~/utils/media-pass-through.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { RecordIdSchema } from "~/utils/validation";
import { posterExportTypes, posterSizes } from "../../api/contract";

/**
 * A poster's files (a print size as PDF, with bleed and crop marks when asked; any size as PNG or JPEG; every size as
 * a ZIP), asked of the API with the session's token (`GET poster/download/:id`) and streamed back as a download. A
 * plain link or GET form, so it works without JavaScript; when there is no file, the page it came from (`back`)
 * comes back with the reason as a toast.
 */
const checked = z.preprocess((value) => value === "1" || value === "on", z.boolean());
const DownloadSchema = z.object({
  id: RecordIdSchema,
  size: z.enum([...posterSizes, "all"]),
  type: z.enum(posterExportTypes).optional(),
  bleed: checked,
  crop_marks: checked,
  back: z.string().optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const asked = DownloadSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!asked.success) throw new Response(null, { status: 404 });
  const { id, size, type, bleed, crop_marks: cropMarks, back } = asked.data;

  const file = await fetchPosterFile(context, id, { size, type, bleed, cropMarks });
  if (!file.ok) {
    if (file.status === 404) throw new Response(null, { status: 404 });
    context.toasts.error(file.message);
    return redirect(safeRedirectPath(back, createPosterHref({ posterId: id, saved: true })));
  }
  const extension = size === "all" ? "zip" : extensionOf(file.response.headers.get("content-type"));
  return passMediaThrough(file.response, {
    shownStatuses: [],
    headers: () => ({ "Content-Disposition": `attachment; filename="promoreel-poster-${id.slice(0, 8)}-${size}.${extension}"`, "Cache-Control": "private, no-store" }),
  });
}

/** The file's extension by what the API sent: only characters safe in a header. */
function extensionOf(contentType: string | null): string {
  if (contentType?.startsWith("application/pdf")) return "pdf";
  if (contentType?.startsWith("image/jpeg")) return "jpg";
  if (contentType?.startsWith("application/zip")) return "zip";
  return "png";
}
