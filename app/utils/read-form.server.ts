import { json, type AppLoadContext } from "@remix-run/node";

/**
 * The largest form a page of ours posts without a file: twenty scenes of the longest text allowed, in Chinese and
 * percent-encoded, come to about 100 KiB. Nothing past the cap is kept, so a stranger cannot make the server hold
 * megabytes in memory by posting to a sign-in page.
 */
export const maxFormBytes = 256 * 1024;

/** What a browser posts a form as: URL-encoded, or multipart when the form says so. */
const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * An action's form fields, read up to `maxBytes`. Anything else is answered here as a translated envelope: 415 for a
 * body that is not a form, 413 for one past the cap, 400 for one that cannot be parsed.
 */
export async function readForm(request: Request, { t }: Pick<AppLoadContext, "t">, { maxBytes = maxFormBytes } = {}): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!formTypes.has(contentType.split(";")[0].trim().toLowerCase())) {
    await readAtMost(request, 0);
    throw json({ message: t("errors.formEncoding") }, { status: 415 });
  }
  const body = await readAtMost(request, maxBytes);
  if (!body) throw json({ message: t("errors.formTooLarge") }, { status: 413 });
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw json({ message: t("errors.formRejected") }, { status: 400 });
  }
}

/**
 * The body's bytes, or null when they pass `maxBytes`. Past the cap the rest is still read but dropped, as
 * body-parser does: a browser that is still sending when the answer comes would otherwise see a reset connection
 * instead of the page saying what is wrong. Memory stays at the cap; the server's request timeout ends a body
 * that never ends.
 */
async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    received += chunk.value.byteLength;
    if (received <= maxBytes) chunks.push(chunk.value);
  }
  if (received > maxBytes) return null;
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
