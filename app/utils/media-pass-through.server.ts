/** The API's headers a media file keeps on its way to the browser; others (the API's own) stay behind. */
const passedHeaders = ["content-type", "content-length", "content-range", "accept-ranges", "cache-control", "x-content-type-options"];
/** A file, a part of it (a Range request, so a <video> seeks), or a range past its end. */
const passedStatuses = [200, 206, 416];

/**
 * A media file from the API, streamed on to the browser as it came. Any other answer is not passed on: its body is
 * dropped, and the browser gets the status if it is one of `shownStatuses` (a 404 says the file is not there), else
 * a 502. `headers` adds the web server's own, from the API's answer.
 */
export async function passMediaThrough(
  upstream: Response,
  { shownStatuses, headers }: { shownStatuses: number[]; headers?: (upstream: Response) => Record<string, string> },
): Promise<Response> {
  if (!passedStatuses.includes(upstream.status)) {
    await upstream.body?.cancel();
    return new Response(null, { status: shownStatuses.includes(upstream.status) ? upstream.status : 502 });
  }
  const passed = new Headers();
  for (const name of passedHeaders) {
    const value = upstream.headers.get(name);
    if (value) passed.set(name, value);
  }
  for (const [name, value] of Object.entries(headers?.(upstream) ?? {})) passed.set(name, value);
  return new Response(upstream.body, { status: upstream.status, headers: passed });
}
