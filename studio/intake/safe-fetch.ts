/**
 * The one way the server fetches a URL that a user gave it. A user's link must never reach the machine's own
 * network (admin ports, cloud metadata, databases), so every hop is resolved and checked here and the connection
 * goes to exactly the address that was checked: a DNS answer that changes between check and connect cannot steer
 * it elsewhere.
 */
import http from "node:http";
import https from "node:https";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { IntakeError } from "./errors";
import { isOwnAddress, isPublicAddress } from "./ip-ranges";

export const htmlContentTypes = ["text/html", "application/xhtml+xml"] as const;
export const imageContentTypes = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

const maxRedirects = 5;

/** Web servers listen here; any other port of a public host is some other service (mail, SSH, a database). */
export const webPorts = ["80", "443", "8080", "8443"] as const;

export interface NetworkAccessOptions {
  /** Local development only: lets every private and loopback address through. Never on by default. */
  allowPrivateNetworks?: boolean;
  /** Exact `host:port` pairs (as in the URL: `127.0.0.1:4173`) that may be private: for tests of one local server. */
  allowPrivateHosts?: readonly string[];
  /** Name resolution, replaceable so tests can give a public-looking name a private address. */
  resolveHost?: (hostname: string) => Promise<string[]>;
}

export interface SafeFetchOptions extends NetworkAccessOptions {
  /** Media types (without parameters) the final response may have. */
  allowedContentTypes: readonly string[];
  /** The decoded body may not be longer than this. */
  maxBytes: number;
  /** For the whole fetch: every lookup, redirect and the body. */
  timeoutMs: number;
}

export interface SafeFetchResult {
  /** Where the body came from after redirects. */
  url: string;
  status: number;
  /** Media type without parameters, lower case. */
  contentType: string;
  /** The `charset` parameter of the Content-Type, when the server sent one. */
  charset: string | undefined;
  body: Buffer;
}

export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  return withDeadline(options.timeoutMs, (signal) =>
    followRedirects(parseHttpUrl(url), options, signal, async (target, response, charset) => {
      const body = await readCapped(decoded(response), options.maxBytes, response);
      return { url: target.href, status: response.statusCode ?? 0, contentType: mediaTypeOf(response), charset, body };
    }),
  );
}

/**
 * safeFetch for a file too large to hold in memory (a stock clip): the body goes to `filePath` (created, never
 * overwritten), stopping at `maxBytes`; on any failure the partial file is removed.
 */
export async function safeFetchToFile(url: string, filePath: string, options: SafeFetchOptions): Promise<{ url: string; contentType: string; bytes: number }> {
  return withDeadline(options.timeoutMs, (signal) =>
    followRedirects(parseHttpUrl(url), options, signal, async (target, response) => {
      let bytes = 0;
      const cap = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          callback(bytes > options.maxBytes ? tooLarge(options.maxBytes) : null, chunk);
        },
      });
      try {
        await pipeline(decoded(response), cap, createWriteStream(filePath, { flags: "wx" }));
      } catch (error) {
        response.destroy();
        await rm(filePath, { force: true });
        throw error instanceof IntakeError ? error : answerUnreadable();
      }
      return { url: target.href, contentType: mediaTypeOf(response), bytes };
    }),
  );
}

async function withDeadline<T>(timeoutMs: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    return await run(deadline.signal);
  } catch (error) {
    if (deadline.signal.aborted) {
      throw new IntakeError("timeout", `The website took longer than ${timeoutMs / 1000} seconds to answer.`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the final answer's body, once its status, type and declared length were accepted. */
type BodyReader<T> = (url: URL, response: http.IncomingMessage, charset: string | undefined) => Promise<T>;

async function followRedirects<T>(start: URL, options: SafeFetchOptions, signal: AbortSignal, readBody: BodyReader<T>): Promise<T> {
  let target = start;
  for (let redirects = 0; ; redirects += 1) {
    const address = await resolveAllowedAddress(target, options, signal);
    const response = await requestOnce(target, address, options.allowedContentTypes, signal);
    const location = redirectLocation(response);
    if (location === undefined) return readFinalResponse(target, response, options, readBody);
    response.destroy();
    if (redirects === maxRedirects) {
      throw new IntakeError("too_many_redirects", `The link redirects more than ${maxRedirects} times.`);
    }
    target = parseRedirectTarget(location, target);
  }
}

function parseHttpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new IntakeError("invalid_url", "That is not a valid web address.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new IntakeError("unsupported_scheme", "Only http and https links can be used.");
  }
  return url;
}

function parseRedirectTarget(location: string, from: URL): URL {
  let url: URL;
  try {
    url = new URL(location, from);
  } catch {
    throw new IntakeError("bad_redirect", "The website redirected to an address that is not valid.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new IntakeError("unsupported_scheme", "The website redirected to a link that is not http or https.");
  }
  return url;
}

/**
 * Every address the name resolves to must be allowed, so a mixed answer cannot sneak a private one in. The server's
 * own addresses count as private even when public. A public host is fetched on a web port only; a private one that a
 * test or local development lets through may use any port, as local servers listen on high ones.
 */
async function resolveAllowedAddress(url: URL, options: NetworkAccessOptions, signal: AbortSignal): Promise<string> {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(hostname) ? [hostname] : await resolveName(hostname, options, signal);
  const privateAllowed = options.allowPrivateNetworks === true || (options.allowPrivateHosts ?? []).includes(hostAndPort(url));
  const everyPublic = addresses.every((address) => isPublicAddress(address) && !isOwnAddress(address));
  if (!privateAllowed && !everyPublic) {
    throw new IntakeError("private_address", "That link points to a private or local network address, which we do not fetch.");
  }
  if (everyPublic && !(webPorts as readonly string[]).includes(portOf(url))) {
    throw new IntakeError("port_not_allowed", `We only fetch web pages on the ports ${webPorts.join(", ")}.`);
  }
  return addresses[0]!;
}

async function resolveName(hostname: string, options: NetworkAccessOptions, signal: AbortSignal): Promise<string[]> {
  const resolve = options.resolveHost ?? resolveWithSystem;
  let addresses: string[];
  try {
    addresses = await raceAbort(resolve(hostname), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    addresses = [];
  }
  if (addresses.length === 0) {
    throw new IntakeError("dns_failed", "We could not find that website. Check the link and try again.");
  }
  return addresses;
}

async function resolveWithSystem(hostname: string): Promise<string[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

function hostAndPort(url: URL): string {
  return `${url.hostname}:${portOf(url)}`;
}

function portOf(url: URL): string {
  return url.port || (url.protocol === "https:" ? "443" : "80");
}

/** Connects to the checked address itself; the name only travels as Host header and TLS server name. */
function requestOnce(url: URL, address: string, acceptedTypes: readonly string[], signal: AbortSignal): Promise<http.IncomingMessage> {
  const secure = url.protocol === "https:";
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request({
      host: address,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: {
        host: url.host,
        "user-agent": "Mozilla/5.0 (compatible; PromoreelIntake/1.0)",
        accept: acceptedTypes.join(", "),
        "accept-encoding": "gzip, deflate, br",
      },
      ...(secure && !isIP(hostname) ? { servername: hostname } : {}),
      // No pooled sockets: a kept-alive socket must never carry a request to a host it was not checked for.
      agent: false,
      signal,
    });
    request.once("response", resolve);
    request.once("error", (error) => reject(signal.aborted ? error : connectionFailed()));
    request.end();
  });
}

function connectionFailed(): IntakeError {
  return new IntakeError("network_error", "We could not connect to that website.");
}

function answerUnreadable(): IntakeError {
  return new IntakeError("network_error", "The website's answer broke off or could not be read.");
}

function redirectLocation(response: http.IncomingMessage): string | undefined {
  const status = response.statusCode ?? 0;
  if (![301, 302, 303, 307, 308].includes(status)) return undefined;
  const location = response.headers.location;
  if (!location) throw new IntakeError("bad_redirect", "The website redirected without saying where to.");
  return location;
}

function mediaTypeOf(response: http.IncomingMessage): string {
  return (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

async function readFinalResponse<T>(url: URL, response: http.IncomingMessage, options: SafeFetchOptions, readBody: BodyReader<T>): Promise<T> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) {
    response.destroy();
    throw new IntakeError("http_status", `The website answered with status ${status}.`);
  }
  const [, ...parameters] = (response.headers["content-type"] ?? "").split(";");
  const contentType = mediaTypeOf(response);
  const charset = parameters.map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)/i.exec(parameter)?.[1]).find((value) => value !== undefined);
  if (!options.allowedContentTypes.includes(contentType)) {
    response.destroy();
    throw new IntakeError(
      "unsupported_content_type",
      `The link gave ${contentType || "content of an unknown type"}, but we need ${options.allowedContentTypes.join(" or ")}.`,
    );
  }
  const declaredLength = Number(response.headers["content-length"]);
  if (!response.headers["content-encoding"] && declaredLength > options.maxBytes) {
    response.destroy();
    throw tooLarge(options.maxBytes);
  }
  return readBody(url, response, charset);
}

function decoded(response: http.IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(createGunzip());
  if (encoding === "deflate") return response.pipe(createInflate());
  if (encoding === "br") return response.pipe(createBrotliDecompress());
  return response;
}

/** Stops reading as soon as the cap is passed, so a huge or endless body costs at most the cap. */
function readCapped(stream: Readable, maxBytes: number, response: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    let failed = false;
    // Destroying the streams makes them report errors of their own; the first reason is the one that counts.
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      reject(error);
      response.destroy();
      stream.destroy();
    };
    stream.on("data", (chunk: Buffer) => {
      length += chunk.length;
      if (length > maxBytes) return fail(tooLarge(maxBytes));
      chunks.push(chunk);
    });
    stream.once("end", () => resolve(Buffer.concat(chunks)));
    stream.once("error", () => fail(answerUnreadable()));
    response.once("aborted", () => fail(answerUnreadable()));
    response.once("error", () => fail(answerUnreadable()));
  });
}

function tooLarge(maxBytes: number): IntakeError {
  const size = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return new IntakeError("too_large", `The file at that link is larger than the ${size} we accept.`);
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
