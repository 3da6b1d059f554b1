/** Serves a stored file with HTTP Range support (single ranges), as video players seek with them. */
import { languageFromHeader, translate } from "../http/i18n";
import type { MediaStore } from "../storage/media-store";

/** The byte range asked for, `null` for the whole file, or "unsatisfiable". */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | "unsatisfiable" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: answering with the whole file is allowed (RFC 9110 §14.2).
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

/** The stored file, or undefined when there is none under key. A range past its end is the envelope, as every API error. */
export async function fileResponse(store: MediaStore, key: string, contentType: string, requestHeaders: Headers): Promise<Response | undefined> {
  const info = await store.head(key);
  if (!info) return undefined;
  const headers = {
    "content-type": contentType,
    "accept-ranges": "bytes",
    // A retry of a failed render may rewrite the file under the same name: the owner's browser revalidates.
    "cache-control": "private, no-cache",
    "last-modified": info.lastModified.toUTCString(),
    "x-content-type-options": "nosniff",
    "content-disposition": "inline",
  };
  const range = parseRange(requestHeaders.get("range") ?? undefined, info.size);
  if (range === "unsatisfiable") {
    const message = translate("range_not_satisfiable", languageFromHeader(requestHeaders.get("accept-language")));
    return new Response(JSON.stringify({ status_code: 416, data: null, message }), {
      status: 416,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "content-range": `bytes */${info.size}` },
    });
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  // Only the asked bytes are read from the store: a seek in a long video does not download all of it.
  const file = info.size === 0 ? undefined : await store.get(key, { start, end });
  if (info.size !== 0 && !file) return undefined;
  return new Response(file?.body ?? null, {
    status: range ? 206 : 200,
    headers: {
      ...headers,
      "content-length": String(info.size === 0 ? 0 : end - start + 1),
      ...(range && { "content-range": `bytes ${start}-${end}/${info.size}` }),
    },
  });
}
