/**
 * What a scene can show, read from the API: the product's own photos and clips (`product-media`), the newest items
 * of the user's library (`media/list`) and the built-in moving backgrounds (`material/search`). A list that cannot be
 * read is left empty: the scene's current media is always offered, so the editor still works.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { MediaChoice } from "~/components/video-edit/video-edit";

export interface MediaOption {
  value: MediaChoice;
  label: string;
  /** Where the browser gets a small picture of it; b-roll has none (the engine draws it). */
  thumbnailUrl: string | null;
}

export interface MediaOptions {
  product: MediaOption[];
  library: MediaOption[];
  broll: MediaOption[];
}

interface OwnMedia {
  id: string;
  kind: "image" | "clip";
  name: string;
  duration_ms: number | null;
  thumbnail_url: string;
}

/** The newest library items offered in the list; older ones are one search away on /add-material. */
const libraryShown = 50;

function ownOption(item: OwnMedia, t: AppLoadContext["t"]): MediaOption {
  const seconds = item.kind === "clip" && item.duration_ms ? ` · ${t("createVideo.seconds", { count: Math.round(item.duration_ms / 1000) })}` : "";
  return { value: `${item.kind}:${item.id}`, label: `${item.name}${seconds}`, thumbnailUrl: item.thumbnail_url };
}

export async function readMediaOptions(context: AppLoadContext, productId: string): Promise<MediaOptions> {
  const { api, t } = context;
  const [productMedia, library, broll] = await Promise.all([
    api.post<{ media: OwnMedia[] }>("product-media", { product_id: productId }, { toast: false }),
    api.get<{ items: OwnMedia[] }>("media/list", { page: 1, page_size: libraryShown }, { toast: false }),
    api.post<{ items: { id: string; name: string }[] }>("material/search", { source: "broll", page: 1, page_size: 50 }, { toast: false }),
  ]);
  const product = productMedia.ok ? productMedia.data.media.map((item) => ownOption(item, t)) : [];
  const inProduct = new Set(product.map((option) => option.value));
  return {
    product,
    library: library.ok ? library.data.items.map((item) => ownOption(item, t)).filter((option) => !inProduct.has(option.value)) : [],
    broll: broll.ok ? broll.data.items.map((item) => ({ value: `broll:${item.id}` as const, label: t(`createVideo.broll.${item.id}`, item.name), thumbnailUrl: null })) : [],
  };
}
