import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchOwnMedia } from "~/data/media.server";
import { requireUserId } from "~/utils/auth.server";
import { passMediaThrough } from "~/utils/media-pass-through.server";
import { slideFormats } from "../../api/contract";

/**
 * Media the API serves to its owner only (product images, rendered videos, thumbnails, slides and the templates'
 * samples, avatars' stills and speaking previews, promotional videos; the built-in presenters' stills to any signed-in user), streamed
 * through the web server with the session's token, which the browser never holds. Range requests
 * pass through, so a <video> seeks.
 */
const servedPaths = [
  /^file\/[\w-]{1,64}(\/thumbnail)?$/,
  // A stock search's still: the provider's address, signed by the API (api/materials/stock/router.ts).
  /^stock-preview\/[\w-]{1,2000}\.[\w-]{32}$/,
  /^video\/[\w-]{1,64}\/(9x16|1x1|16x9)(\/thumbnail)?$/,
  // A promotional video's file (its id is 16 letters and digits, spec §7).
  /^promo\/[A-Za-z0-9]{16}\/(9x16|1x1|16x9)(\/thumbnail)?$/,
  /^slide\/[\w-]{1,64}\/[\w-]{1,64}$/,
  new RegExp(`^slide-template\\/[\\w-]{1,64}\\/(${slideFormats.join("|")})$`),
  // A built-in presenter's id holds a colon, which may arrive percent-encoded.
  /^avatar\/(builtin(:|%3A))?[\w-]{1,64}\/still$/i,
  /^avatar-task\/[\w-]{1,64}$/,
  // The self-test's sample video (/test).
  /^diagnostics\/[\w-]{1,64}$/,
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const path = params["*"] ?? "";
  if (!servedPaths.some((pattern) => pattern.test(path))) throw new Response(null, { status: 404 });

  const download = new URL(request.url).searchParams.has("download");
  return passMediaThrough(await fetchOwnMedia(context, path, request.headers.get("Range")), {
    shownStatuses: [404],
    headers: download ? (upstream) => ({ "Content-Disposition": `attachment; filename="${downloadName(path, upstream.headers.get("content-type"))}"` }) : undefined,
  });
}

/** "video/<id>/9x16" → "promoreel-<id start>-9x16.mp4": only characters safe in a header. */
function downloadName(path: string, contentType: string | null): string {
  const [, id = "", ratio = "", part] = path.split("/");
  const extension = part === "thumbnail" || contentType === "image/jpeg" ? "jpg" : contentType === "image/png" ? "png" : "mp4";
  return [`promoreel`, id.slice(0, 8), ratio].filter(Boolean).join("-") + `.${extension}`;
}
