/**
 * Intake from a link: fetch the shop page through the guard, extract the product, then download its images through
 * the same guard. An image that cannot be had is skipped (with its reason) rather than failing the whole intake.
 */
import { createHash } from "node:crypto";
import { IntakeError, isIntakeError, type IntakeErrorCode } from "./errors";
import { extractProduct } from "./extract-product";
import { detectImageType, type ImageType } from "./image-type";
import { measureImage } from "./image-dimensions";
import type { ExtractedProduct } from "./product";
import { htmlContentTypes, imageContentTypes, safeFetch, type NetworkAccessOptions, type SafeFetchResult } from "./safe-fetch";

export interface ProductFromUrlOptions extends NetworkAccessOptions {
  /** How many images to keep; the page may list more. */
  maxImages?: number;
  pageMaxBytes?: number;
  pageTimeoutMs?: number;
  imageMaxBytes?: number;
  imageTimeoutMs?: number;
}

export interface DownloadedImage {
  url: string;
  /** From the file's first bytes, not from the server's word. */
  type: ImageType;
  bytes: Buffer;
  /** From the header, within maxImagePixels. */
  width: number;
  height: number;
}

export interface SkippedImage {
  url: string;
  code: IntakeErrorCode;
  reason: string;
}

export interface ProductIntake {
  product: ExtractedProduct;
  images: DownloadedImage[];
  skippedImages: SkippedImage[];
}

export const productFromUrlDefaults = {
  maxImages: 6,
  pageMaxBytes: 5 * 1024 * 1024,
  pageTimeoutMs: 15_000,
  imageMaxBytes: 10 * 1024 * 1024,
  imageTimeoutMs: 15_000,
} as const;

/** A few downloads at once: quicker than one by one, gentle on the shop. */
const parallelDownloads = 3;

export async function productFromUrl(url: string, options: ProductFromUrlOptions = {}): Promise<ProductIntake> {
  const settings = { ...productFromUrlDefaults, ...options };
  const page = await safeFetch(url, {
    ...options,
    allowedContentTypes: htmlContentTypes,
    maxBytes: settings.pageMaxBytes,
    timeoutMs: settings.pageTimeoutMs,
  });
  const product = extractProduct(decodePage(page), page.url);
  const { images, skippedImages } = await downloadImages(product.images, settings.maxImages, (imageUrl) =>
    downloadImage(imageUrl, {
      ...options,
      maxBytes: settings.imageMaxBytes,
      timeoutMs: settings.imageTimeoutMs,
    }),
  );
  return { product, images, skippedImages };
}

export async function downloadImage(url: string, options: NetworkAccessOptions & { maxBytes: number; timeoutMs: number }): Promise<DownloadedImage> {
  const response = await safeFetch(url, { ...options, allowedContentTypes: imageContentTypes });
  const type = detectImageType(response.body);
  if (!type) {
    throw new IntakeError("not_an_image", "The file is not a JPEG, PNG, WebP or GIF image.");
  }
  const { width, height } = await measureImage(response.body);
  return { url: response.url, type, bytes: response.body, width, height };
}

/** In page order; stops starting downloads once enough distinct images are in, and drops byte-identical repeats. */
async function downloadImages(
  urls: readonly string[],
  wanted: number,
  download: (url: string) => Promise<DownloadedImage>,
): Promise<{ images: DownloadedImage[]; skippedImages: SkippedImage[] }> {
  const outcomes: ({ image: DownloadedImage; digest: string } | { skipped: SkippedImage })[] = [];
  const digests = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < urls.length && digests.size < wanted) {
      const index = next++;
      const url = urls[index]!;
      try {
        const image = await download(url);
        const digest = createHash("sha256").update(image.bytes).digest("hex");
        digests.add(digest);
        outcomes[index] = { image, digest };
      } catch (error) {
        if (!isIntakeError(error)) throw error;
        outcomes[index] = { skipped: { url, code: error.code, reason: error.message } };
      }
    }
  };
  await Promise.all(Array.from({ length: parallelDownloads }, worker));

  const images: DownloadedImage[] = [];
  const skippedImages: SkippedImage[] = [];
  const kept = new Set<string>();
  for (const outcome of outcomes) {
    if (!outcome) continue;
    if ("skipped" in outcome) skippedImages.push(outcome.skipped);
    else if (!kept.has(outcome.digest) && images.length < wanted) {
      kept.add(outcome.digest);
      images.push(outcome.image);
    }
  }
  return { images, skippedImages };
}

/** The charset the server named, else the one the page declares in its first bytes, else UTF-8. */
function decodePage(page: SafeFetchResult): string {
  const declared = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(page.body.subarray(0, 2048).toString("latin1"))?.[1];
  for (const label of [page.charset, declared]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(page.body);
    } catch {
      continue;
    }
  }
  return new TextDecoder("utf-8").decode(page.body);
}
