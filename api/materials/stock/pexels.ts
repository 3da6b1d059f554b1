/**
 * Pexels (https://www.pexels.com/api/documentation/): videos at `/videos/search` and `/videos/videos/:id`, photos at
 * `/v1/search` and `/v1/photos/:id`, the key in the Authorization header as it is. Everything is under the Pexels
 * License, which asks for no credit but welcomes one: the photographer's name is kept.
 */
import { z } from "zod";
import type { StockConfig } from "../../config";
import { getJson, StockProviderError, titleFromPageUrl, type StockItem, type StockProvider } from "./provider";

const license = { name: "Pexels License", url: "https://www.pexels.com/license/" };
/** The file downloaded: the largest MP4 that is at most full HD, which is all a 1080 × 1920 video needs. */
const maxClipLongSide = 1920;

const videoFile = z.object({ link: z.string().url(), file_type: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish() });
const video = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
  duration: z.number(),
  url: z.string().url(),
  image: z.string().url(),
  user: z.object({ name: z.string(), url: z.string().url().nullish() }).nullish(),
  video_files: z.array(videoFile),
});
const photo = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
  url: z.string().url(),
  alt: z.string().nullish(),
  photographer: z.string().nullish(),
  photographer_url: z.string().url().nullish(),
  src: z.object({ large2x: z.string().url(), medium: z.string().url() }),
});
const videoPage = z.object({ total_results: z.number(), videos: z.array(video) });
const photoPage = z.object({ total_results: z.number(), photos: z.array(photo) });

function parsed<T extends z.ZodTypeAny>(schema: T, answer: unknown): z.output<T> {
  const result = schema.safeParse(answer);
  if (!result.success) throw new StockProviderError("pexels", "unexpected answer");
  return result.data;
}

function videoItem(entry: z.output<typeof video>): StockItem {
  return {
    provider: "pexels",
    id: String(entry.id),
    kind: "clip",
    title: titleFromPageUrl(entry.url, `Pexels video ${entry.id}`),
    width: entry.width,
    height: entry.height,
    durationMs: Math.round(entry.duration * 1000),
    previewImage: entry.image,
    pageUrl: entry.url,
    author: entry.user ? { name: entry.user.name, url: entry.user.url ?? null } : null,
    license,
  };
}

function photoItem(entry: z.output<typeof photo>): StockItem {
  return {
    provider: "pexels",
    id: String(entry.id),
    kind: "image",
    title: entry.alt?.trim() || titleFromPageUrl(entry.url, `Pexels photo ${entry.id}`),
    width: entry.width,
    height: entry.height,
    durationMs: null,
    previewImage: entry.src.medium,
    pageUrl: entry.url,
    author: entry.photographer ? { name: entry.photographer, url: entry.photographer_url ?? null } : null,
    license,
  };
}

function clipFile(entry: z.output<typeof video>): string {
  const mp4s = entry.video_files.filter((file) => file.file_type === "video/mp4" && file.width && file.height);
  const longSide = (file: (typeof mp4s)[number]) => Math.max(file.width!, file.height!);
  const fitting = mp4s.filter((file) => longSide(file) <= maxClipLongSide).sort((a, b) => longSide(b) - longSide(a));
  const smallest = [...mp4s].sort((a, b) => longSide(a) - longSide(b));
  const chosen = fitting[0] ?? smallest[0];
  if (!chosen) throw new StockProviderError("pexels", "the video has no MP4 file");
  return chosen.link;
}

export function pexelsProvider(config: NonNullable<StockConfig["pexels"]>): StockProvider {
  const headers = { authorization: config.apiKey };
  const get = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(path, config.baseUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return getJson("pexels", url, headers);
  };

  return {
    name: "pexels",
    async search({ query, kind, page, pageSize }) {
      const params = { query, page: String(page), per_page: String(pageSize) };
      if (kind === "clip") {
        const answer = parsed(videoPage, await get("/videos/search", params));
        return { items: answer.videos.map(videoItem), total: answer.total_results };
      }
      const answer = parsed(photoPage, await get("/v1/search", params));
      return { items: answer.photos.map(photoItem), total: answer.total_results };
    },
    async fileOf(id, kind) {
      if (kind === "clip") {
        const entry = parsed(video, await get(`/videos/videos/${encodeURIComponent(id)}`));
        return { item: videoItem(entry), fileUrl: clipFile(entry) };
      }
      const entry = parsed(photo, await get(`/v1/photos/${encodeURIComponent(id)}`));
      return { item: photoItem(entry), fileUrl: entry.src.large2x };
    },
  };
}
