import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUserId } from "~/utils/auth.server";

/**
 * Media the API serves to its owner only (product images, rendered videos, thumbnails), streamed through the web
 * server with the session's token, which the browser never holds. Range requests pass through, so a <video> seeks.
 */
const servedPaths = [/^file\/[\w-]{1,64}(\/thumbnail)?$/, /^video\/[\w-]{1,64}\/(9x16|1x1|16x9)(\/thumbnail)?$/];
const passedHeaders = ["content-type", "content-length", "content-range", "accept-ranges", "cache-control", "x-content-type-options"];
const passedStatuses = [200, 206, 416];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const path = params["*"] ?? "";
  if (!servedPaths.some((pattern) => pattern.test(path))) throw new Response(null, { status: 404 });

  const range = request.headers.get("Range");
  const upstream = await context.api.getUnwrapped(`media/${path}`, { headers: range ? { Range: range } : {} });
  if (!passedStatuses.includes(upstream.status)) {
    await upstream.body?.cancel();
    return new Response(null, { status: upstream.status === 404 ? 404 : 502 });
  }

  const headers = new Headers();
  for (const name of passedHeaders) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (new URL(request.url).searchParams.has("download")) {
    headers.set("Content-Disposition", `attachment; filename="${downloadName(path, upstream.headers.get("content-type"))}"`);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}

/** "video/<id>/9x16" → "promoreel-<id start>-9x16.mp4": only characters safe in a header. */
function downloadName(path: string, contentType: string | null): string {
  const [, id = "", ratio = "", part] = path.split("/");
  const extension = part === "thumbnail" || contentType === "image/jpeg" ? "jpg" : contentType === "image/png" ? "png" : "mp4";
  return [`promoreel`, id.slice(0, 8), ratio].filter(Boolean).join("-") + `.${extension}`;
}
