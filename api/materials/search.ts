/**
 * `material/search`: one search over the user's own media (library uploads by file name, description and the
 * products and brands they belong to; images read from a product's link by that product's name and brand) and the
 * built-in b-roll (by id, title, description and tags). Every word of the query must match somewhere; a match in a
 * name counts double. A user has at most a few thousand items, so they are ranked in memory.
 */
import { z } from "zod";
import { brollLibrary } from "../../studio/broll";
import type { DbExecutor } from "../db/connection";
import { attachmentsOf } from "../media/library";
import { mediaLimits } from "../contract/media";
import type { MaterialView } from "../contract/products";
import { libraryMaterialView, toMaterialView } from "./product-materials";

export const searchBody = z.object({
  query: z.string().trim().max(100).default(""),
  kind: z.enum(["image", "clip", "broll"]).optional(),
  source: z.enum(["all", "own", "broll"]).default("all"),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(mediaLimits.pageSize).default(20),
});
export type SearchRequest = z.output<typeof searchBody>;

export type SearchItem =
  | ({ source: "own"; products: { id: string; name: string }[]; brands: { id: string; name: string }[] } & MaterialView)
  | { source: "broll"; id: string; kind: "broll"; name: string; description: string; tags: readonly string[] };

interface Candidate {
  item: SearchItem;
  /** Where a word counts double. */
  name: string;
  other: string;
  createdAt: number;
}

/** Lower-case words of letters and digits, at most ten. */
export function searchWords(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 10);
}

/** 2 per word found in the name, 1 per word found elsewhere; undefined when a word is found nowhere. */
function scoreOf(candidate: Candidate, words: string[]): number | undefined {
  let score = 0;
  for (const word of words) {
    if (candidate.name.includes(word)) score += 2;
    else if (candidate.other.includes(word)) score += 1;
    else return undefined;
  }
  return score;
}

async function ownCandidates(db: DbExecutor, userId: string, kind: SearchRequest["kind"]): Promise<Candidate[]> {
  if (kind === "broll") return [];
  let libraryQuery = db.selectFrom("media_items").selectAll().where("user_id", "=", userId).where("purpose", "=", "library");
  if (kind) libraryQuery = libraryQuery.where("kind", "=", kind);
  const library = await libraryQuery.execute();
  const attachments = await attachmentsOf(
    db,
    library.map((row) => row.id),
  );
  const candidates: Candidate[] = library.map((row) => {
    const { products, brands } = attachments.get(row.id)!;
    return {
      item: { source: "own", ...libraryMaterialView(row), products, brands },
      name: row.file_name.toLowerCase(),
      other: [row.description ?? "", ...products.map((product) => product.name), ...brands.map((brand) => brand.name)].join(" \n ").toLowerCase(),
      createdAt: row.created_at,
    };
  });
  if (kind === "clip") return candidates;
  const linkImages = await db
    .selectFrom("product_images")
    .innerJoin("products", "products.id", "product_images.product_id")
    .selectAll("product_images")
    .select(["products.name as product_name", "products.brand as product_brand"])
    .where("product_images.user_id", "=", userId)
    .execute();
  for (const { product_name: productName, product_brand: productBrand, ...image } of linkImages) {
    const view = toMaterialView({ origin: "link", position: image.position, image });
    candidates.push({
      item: { source: "own", ...view, products: [{ id: image.product_id, name: productName }], brands: [] },
      name: view.name.toLowerCase(),
      other: [productName, productBrand ?? ""].join(" \n ").toLowerCase(),
      createdAt: image.created_at,
    });
  }
  return candidates;
}

function brollCandidates(kind: SearchRequest["kind"]): Candidate[] {
  if (kind && kind !== "broll") return [];
  return brollLibrary.map((info) => ({
    item: { source: "broll", id: info.id, kind: "broll", name: info.title, description: info.description, tags: info.tags },
    name: `${info.id} ${info.title}`.toLowerCase(),
    other: [info.description, ...info.tags].join(" \n ").toLowerCase(),
    createdAt: 0,
  }));
}

export async function searchMaterials(db: DbExecutor, userId: string, request: SearchRequest) {
  const words = searchWords(request.query);
  const candidates = [
    ...(request.source === "broll" ? [] : await ownCandidates(db, userId, request.kind)),
    ...(request.source === "own" ? [] : brollCandidates(request.kind)),
  ];
  const ranked = candidates
    .map((candidate) => ({ candidate, score: scoreOf(candidate, words) }))
    .filter((entry): entry is { candidate: Candidate; score: number } => entry.score !== undefined)
    // Best match first; among equals the user's own media before b-roll, newest first.
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(a.candidate.item.source === "broll") - Number(b.candidate.item.source === "broll") ||
        b.candidate.createdAt - a.candidate.createdAt ||
        a.candidate.item.id.localeCompare(b.candidate.item.id),
    );
  const start = (request.page - 1) * request.page_size;
  return {
    items: ranked.slice(start, start + request.page_size).map((entry) => entry.candidate.item),
    total: ranked.length,
    page: request.page,
    page_size: request.page_size,
  };
}
