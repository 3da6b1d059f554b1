/**
 * One way to read a web stream's body (a Request's or a Response's) without letting its sender decide how much memory
 * it takes: the bytes come back only when they fit under a cap. Code of every layer reads bodies (the web app's
 * forms, the API's JSON, the studio's voice service answers), so this lives outside them all (docs/decisions/152).
 */

/**
 * What happens to the rest of a body past the cap. `cancel` stops reading at once: right for an answer from another
 * server, or a call whose client reads our 413 however it ends. `drain` reads the rest and drops it, as body-parser
 * does: a browser still sending a form when the answer comes would otherwise see a reset connection instead of the
 * page saying what is wrong (the server's request timeout ends a body that never ends). Memory stays at the cap
 * either way.
 */
export type PastTheCap = "cancel" | "drain";

/** The body's bytes, or null when they pass `maxBytes`. No body reads as no bytes. */
export async function readCappedBody(
  body: ReadableStream<Uint8Array> | null | undefined,
  maxBytes: number,
  { pastCap = "cancel" }: { pastCap?: PastTheCap } = {},
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received <= maxBytes) chunks.push(value);
      else if (pastCap === "cancel") {
        await reader.cancel();
        return null;
      }
    }
  }
  if (received > maxBytes) return null;
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
