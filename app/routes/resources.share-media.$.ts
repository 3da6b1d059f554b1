import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * A shared video's files for anyone holding the link, signed in or not, streamed through the web server so the page
 * works wherever the API runs. Only a share's video and thumbnail paths are passed on; Range requests go through and
 * their partial answers come back as they are, so the player seeks. The API counts nothing here and rate-limits per IP.
 */
const servedPath = /^[A-Za-z0-9_-]{43}\/video\/(9x16|1x1|16x9)(\/thumbnail)?$/;
const passedHeaders = ["content-type", "content-length", "content-range", "accept-ranges", "cache-control", "x-content-type-options"];
const passedStatuses = [200, 206, 416];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  if (!servedPath.test(path)) throw new Response(null, { status: 404 });

  const range = request.headers.get("Range");
  const upstream = await context.api.getUnwrapped(`share/${path}`, { headers: range ? { Range: range } : {} });
  if (!passedStatuses.includes(upstream.status)) {
    await upstream.body?.cancel();
    return new Response(null, { status: upstream.status === 404 || upstream.status === 429 ? upstream.status : 502 });
  }

  const headers = new Headers();
  for (const name of passedHeaders) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
