import type { LoaderFunctionArgs } from "@remix-run/node";
import { readDraft } from "~/components/posters/posters";
import { fetchPosterPicture, fetchPosterPreview } from "~/data/create-promotion-poster.server";
import { requireUserId } from "~/utils/auth.server";
import { passMediaThrough } from "~/utils/media-pass-through.server";
import { idPattern, posterSizePixels, type PosterSize } from "../../api/contract";

/**
 * Poster pictures for the browser, with the session's token, which it never holds: `?src=` a template's sample or a
 * poster's stored preview; otherwise the draft the address describes (`product`, `template`, the offer's fields),
 * drawn by the API on each request. A GET, so the offer form's <img> shows it without JavaScript. When the draft
 * cannot be drawn (a text too long for its layer, a bad link), the picture says why instead of breaking.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const params = new URL(request.url).searchParams;
  const src = params.get("src");
  if (src !== null) {
    const picture = fetchPosterPicture(context, src);
    if (!picture) throw new Response(null, { status: 404 });
    return passMediaThrough(await picture, { shownStatuses: [404] });
  }

  const productId = params.get("product") ?? "";
  const templateId = params.get("template") ?? "";
  if (!idPattern.test(productId) || !idPattern.test(templateId)) throw new Response(null, { status: 404 });
  const width = Math.min(Math.max(Number.parseInt(params.get("width") ?? "", 10) || 540, 120), 1080);
  const draft = readDraft(params);
  const drawn = await fetchPosterPreview(context, { productId, templateId, draft, width });
  if (drawn.status === 200) return passMediaThrough(drawn, { shownStatuses: [], headers: () => ({ "Cache-Control": "private, max-age=300" }) });

  const envelope = (await drawn.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof envelope?.message === "string" ? envelope.message : context.t("errors.unavailable");
  return new Response(refusalPicture(message, draft.size), {
    // 200: an <img> shows only a picture it was given with success.
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" },
  });
}

/** A poster-shaped picture with the reason the poster could not be drawn. */
function refusalPicture(message: string, size: PosterSize): string {
  const { width, height } = posterSizePixels[size];
  const scale = 1080 / width;
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const lines = wrap(message, 34).slice(0, 8);
  const top = h / 2 - (lines.length * 56) / 2;
  const text = lines.map((line, index) => `<text x="${w / 2}" y="${Math.round(top + index * 56)}" text-anchor="middle">${escapeXml(line)}</text>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#f3f4f6"/><rect x="24" y="24" width="${w - 48}" height="${h - 48}" fill="none" stroke="#d1d5db" stroke-width="4" stroke-dasharray="16 12"/><g font-family="system-ui, sans-serif" font-size="40" fill="#b91c1c">${text}</g></svg>`;
}

function wrap(message: string, columns: number): string[] {
  const lines: string[] = [];
  let line = "";
  // Chinese has no spaces: it is cut by characters.
  for (const word of message.includes(" ") ? message.split(" ") : Array.from(message)) {
    const joined = line ? (message.includes(" ") ? `${line} ${word}` : line + word) : word;
    if (joined.length > columns && line) {
      lines.push(line);
      line = word;
    } else line = joined;
  }
  if (line) lines.push(line);
  return lines;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
