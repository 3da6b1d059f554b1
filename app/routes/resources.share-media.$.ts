import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchSharedFile } from "~/data/preview.server";
import { passMediaThrough } from "~/utils/media-pass-through.server";

/**
 * A shared video's files for anyone holding the link, signed in or not, streamed through the web server so the page
 * works wherever the API runs. Only a share's video and thumbnail paths are passed on; Range requests go through and
 * their partial answers come back as they are, so the player seeks. The API counts nothing here and rate-limits per IP.
 */
const servedPath = /^[A-Za-z0-9_-]{43}\/video\/(9x16|1x1|16x9)(\/thumbnail)?$/;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  if (!servedPath.test(path)) throw new Response(null, { status: 404 });

  return passMediaThrough(await fetchSharedFile(context, path, request.headers.get("Range")), { shownStatuses: [404, 429] });
}
