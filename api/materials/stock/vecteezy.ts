/**
 * Vecteezy's partner API as its public description has it (decision 194 says what could and could not be checked):
 * `GET /v2/{account_id}/resources?term=&content_type=video|photo&page=&per_page=` to search,
 * `GET /v2/{account_id}/resources/{id}` for one resource and `GET …/resources/{id}/download?file_type=` for a signed
 * address of its file, with the key as a bearer token. Each resource says its licence (free or pro) and contributor.
 */
import { z } from "zod";
import type { StockConfig } from "../../config";
import { getJson, StockProviderError, type StockItem, type StockProvider } from "./provider";

const licenseUrl = "https://www.vecteezy.com/licensing-agreement";
const licenseNames: Record<string, string> = { free: "Vecteezy Free License", pro: "Vecteezy Pro License", editorial: "Vecteezy Editorial License" };

const resource = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string().nullish(),
  content_type: z.string(),
  url: z.string().url(),
  thumbnail_url: z.string().url(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  duration: z.number().nullish(),
  license_type: z.string().nullish(),
  contributor: z.object({ name: z.string(), url: z.string().url().nullish() }).nullish(),
});
const resourcePage = z.object({ total_count: z.number(), resources: z.array(resource) });
const download = z.object({ url: z.string().url() });

function parsed<T extends z.ZodTypeAny>(schema: T, answer: unknown): z.output<T> {
  const result = schema.safeParse(answer);
  if (!result.success) throw new StockProviderError("vecteezy", "unexpected answer");
  return result.data;
}

function toItem(entry: z.output<typeof resource>): StockItem {
  const kind = entry.content_type === "video" ? "clip" : "image";
  const licenseType = entry.license_type ?? "free";
  return {
    provider: "vecteezy",
    id: String(entry.id),
    kind,
    title: entry.title?.trim() || `Vecteezy ${kind === "clip" ? "video" : "photo"} ${entry.id}`,
    width: entry.width ?? 0,
    height: entry.height ?? 0,
    durationMs: kind === "clip" && entry.duration ? Math.round(entry.duration * 1000) : null,
    previewImage: entry.thumbnail_url,
    pageUrl: entry.url,
    author: entry.contributor ? { name: entry.contributor.name, url: entry.contributor.url ?? null } : null,
    license: { name: licenseNames[licenseType] ?? `Vecteezy ${licenseType} license`, url: licenseUrl },
  };
}

export function vecteezyProvider(config: NonNullable<StockConfig["vecteezy"]>): StockProvider {
  const headers = { authorization: `Bearer ${config.apiKey}` };
  const get = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(`/v2/${encodeURIComponent(config.accountId)}/resources${path}`, config.baseUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return getJson("vecteezy", url, headers);
  };

  return {
    name: "vecteezy",
    async search({ query, kind, page, pageSize }) {
      const answer = parsed(resourcePage, await get("", { term: query, content_type: kind === "clip" ? "video" : "photo", page: String(page), per_page: String(pageSize) }));
      return { items: answer.resources.map(toItem), total: answer.total_count };
    },
    async fileOf(id, kind) {
      const item = toItem(parsed(resource, await get(`/${encodeURIComponent(id)}`)));
      if (item.kind !== kind) throw new StockProviderError("vecteezy", "not found", 404);
      const file = parsed(download, await get(`/${encodeURIComponent(id)}/download`, { file_type: kind === "clip" ? "mp4" : "jpg" }));
      return { item, fileUrl: file.url };
    },
  };
}
