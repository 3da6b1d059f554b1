/**
 * Express ↔ the Fetch API for the Remix handler of `@remix-run/node`. `@remix-run/express`'s public handler writes
 * its answer itself, but this server changes a page's answer on its way out (the request context's cookies, the
 * shared page cache, the script policy, a body for an empty error), so it calls Remix with a Request and sends the
 * Response it gets back. These two functions do what `@remix-run/express` does inside, on public APIs only.
 */
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * The request as Remix reads it. Its URL has the host Express trusts (`trust proxy`) and the port the client asked
 * for; its signal aborts when the connection closes before an answer was sent, so loaders and actions stop early.
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // req.hostname has no port: it comes from X-Forwarded-Host or Host.
  const port = portOf(req.get("X-Forwarded-Host")) ?? portOf(req.get("host"));
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const controller = new AbortController();
  let answered = false;
  res.on("finish", () => (answered = true));
  res.on("close", () => {
    if (!answered) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: fetchHeaders(req.headers), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** Writes a Fetch API answer to Express: status, every header (each Set-Cookie on its own), then the body as it comes. */
export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  // An event stream's headers go at once: its first event may be a while coming.
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

function portOf(host: string | undefined): number | undefined {
  const port = Number.parseInt(host?.split(":")[1] ?? "", 10);
  return Number.isSafeInteger(port) ? port : undefined;
}

function fetchHeaders(incoming: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(incoming)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  return headers;
}
