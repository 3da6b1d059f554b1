/**
 * One bad request and what its answer must be. `reject`: a 4xx (an envelope from the API); `survive`: anything but
 * a 5xx (the input may be odd but acceptable, like a name in another script); `foreign`: another user's id, a 4xx,
 * or a 2xx for calls that leave unknown ids out of a list. Every answer must come within 2 s and carry none of
 * another user's secrets that the request did not carry itself.
 */
import { Agent, request as httpRequest } from "node:http";
import type { Transform } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";

export type Expectation = "reject" | "survive" | "foreign";
export type Family = "api" | "upload" | "form";

export interface DeclaredOnlyBody {
  /** Sends headers claiming this length, then only `prefix`: the answer must come before the rest would. */
  declaredLength: number;
  prefix: Buffer;
}

export interface Probe {
  family: Family;
  /** `METHOD path` of the contract, or the form action's path. */
  endpoint: string;
  label: string;
  actor: "a" | "b";
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | URLSearchParams | DeclaredOnlyBody;
  expect: Expectation;
  /** A list call that leaves ids it does not own out of its answer (2xx is the documented answer). */
  idList?: boolean;
}

export interface Outcome {
  probe: Probe;
  status: number;
  ms: number;
  body: string;
  location: string | null;
  problems: string[];
}

export const slowAnswerMs = 2000;

function isDeclaredOnly(body: Probe["body"]): body is DeclaredOnlyBody {
  return typeof body === "object" && body !== null && "declaredLength" in body;
}

/** The bytes and content type a browser would send for the body. */
async function encodeBody(body: Exclude<Probe["body"], DeclaredOnlyBody | undefined>) {
  const request = new Request("http://encode.local/", { method: "POST", body });
  return { bytes: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type") };
}

function decoderFor(encoding: string | undefined): Transform | undefined {
  if (encoding === "gzip") return createGunzip();
  if (encoding === "deflate") return createInflate();
  if (encoding === "br") return createBrotliDecompress();
  return undefined;
}

/** Gives up on a request that has had no answer for this long (it has failed the 2 s rule long before). */
const noAnswerMs = 10_000;

/**
 * One request on a connection of its own, kept open until the answer is read: an answer given before the body
 * was read (a refused token, a body past the cap) still reaches the client, and no later request shares the
 * connection the server may drop after it.
 */
async function send(origin: string, probe: Probe) {
  const url = new URL(probe.url, origin);
  // What browsers and fetch send: answers are compressed as real clients get them.
  const headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br", ...probe.headers };
  let bytes: Buffer | undefined;
  let declaredOnly: DeclaredOnlyBody | undefined;
  if (isDeclaredOnly(probe.body)) {
    declaredOnly = probe.body;
    headers["content-length"] = String(probe.body.declaredLength);
  } else if (probe.body !== undefined) {
    const encoded = await encodeBody(probe.body);
    bytes = encoded.bytes;
    if (!Object.keys(headers).some((name) => name.toLowerCase() === "content-type") && encoded.type) headers["content-type"] = encoded.type;
    headers["content-length"] = String(bytes.length);
  }
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    return await new Promise<{ status: number; text: string; location: string | null }>((resolve, reject) => {
      const request = httpRequest({ agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method: probe.method, headers }, (response) => {
        const chunks: Buffer[] = [];
        const answer = () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8"), location: response.headers.location ?? null });
        const decoded = decoderFor(response.headers["content-encoding"]);
        const body = decoded ? response.pipe(decoded) : response;
        body.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          // An event stream stays open by design: its first message is the answer.
          if (String(response.headers["content-type"]).startsWith("text/event-stream")) {
            answer();
            request.destroy();
          }
        });
        body.on("end", answer);
        body.on("error", reject);
      });
      request.on("error", reject);
      request.setTimeout(noAnswerMs, () => request.destroy(new Error(`no answer in ${noAnswerMs / 1000} s`)));
      if (declaredOnly) request.write(declaredOnly.prefix);
      else request.end(bytes);
    });
  } finally {
    agent.destroy();
  }
}

function requestText(probe: Probe): string {
  const { body } = probe;
  let text = probe.url;
  try {
    text += decodeURIComponent(probe.url);
  } catch {
    // Invalid percent-encoding on purpose: the raw URL is what was asked.
  }
  if (typeof body === "string") text += body;
  else if (body instanceof URLSearchParams) text += [...body.values()].join("\n");
  else if (body instanceof FormData) text += [...body.values()].filter((value) => typeof value === "string").join("\n");
  return text + Object.values(probe.headers).join("\n");
}

function envelopeProblem(status: number, text: string): string | undefined {
  try {
    const envelope = JSON.parse(text) as { status_code?: unknown; message?: unknown };
    if (envelope.status_code !== status) return `envelope says ${String(envelope.status_code)}`;
    if (typeof envelope.message !== "string" || envelope.message.length === 0) return "envelope without a message";
    return undefined;
  } catch {
    return "answer is not an envelope";
  }
}

/** Sends the probe and lists every way its answer breaks the rules (none: it passed). */
export async function runProbe(origin: string, probe: Probe, othersSecrets: Map<string, string>): Promise<Outcome> {
  const started = performance.now();
  let answer: { status: number; text: string; location: string | null };
  try {
    answer = await send(origin, probe);
  } catch (error) {
    const reason = [(error as Error).message, (error as { code?: string }).code].filter(Boolean).join(": ");
    return { probe, status: 0, ms: performance.now() - started, body: "", location: null, problems: [`no answer: ${reason}`] };
  }
  const ms = performance.now() - started;
  const problems: string[] = [];
  const { status, text, location } = answer;
  if (status >= 500) problems.push(`${status} answer`);
  if (ms > slowAnswerMs) problems.push(`took ${Math.round(ms)} ms`);

  const asked = requestText(probe);
  for (const [what, secret] of othersSecrets) {
    if (!asked.includes(secret) && (text.includes(secret) || location?.includes(secret))) problems.push(`shows the other user's ${what}`);
  }

  const refused = status >= 400 && status < 500;
  const listedAround = probe.idList && status >= 200 && status < 300;
  if (probe.expect === "reject" && !refused) problems.push(`not refused (${status})`);
  // A form answers another user's id as it answers any unknown one (its page, or back with a message); what
  // matters there is that nothing of theirs shows and nothing of theirs changes (compared after the phase).
  if (probe.expect === "foreign" && probe.family !== "form" && !refused && !listedAround) problems.push(`another user's id not refused (${status})`);
  // 416 is the file routes' answer to a range past the end (HTTP's, with Content-Range), not an envelope.
  if (probe.url.startsWith("/api/v1/") && probe.family !== "form" && refused && status !== 416) {
    const problem = envelopeProblem(status, text);
    if (problem) problems.push(problem);
  }
  if (location && !location.startsWith("/") && !location.startsWith(origin)) problems.push(`redirects off the site to ${location.slice(0, 100)}`);
  if (location?.startsWith("//")) problems.push(`redirects off the site to ${location.slice(0, 100)}`);
  return { probe, status, ms, body: text, location, problems };
}
