/**
 * Stock footage and images (spec §7): `GET material/vecteezy` searches a configured provider, `POST
 * material/vecteezy/preview/download` brings one item into the user's library with its licence and author, and `GET
 * media/stock-preview/:token` serves the stills of a search, so the browser never calls a provider (and the page's
 * content security policy stays `'self'`). Without a provider's key every call is a 404 saying stock is not set up.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { imageContentTypes, safeFetch, safeFetchToFile } from "../../../studio/intake/safe-fetch";
import type { Authenticator } from "../../auth/authenticate";
import { stockLimits, stockProviders, type StockItemView, type StockProviderName, type StockSearchView } from "../../contract/stock";
import { ok } from "../../http/envelope";
import { ApiError } from "../../http/errors";
import type { RateLimit } from "../../http/rate-limit";
import { apiBasePath } from "../../http/base-path";
import { mediaViews } from "../../media/library";
import { sniffUpload } from "../../media/sniff";
import type { ImportedFile, MediaUploads } from "../../media/uploads";
import { mediaLimits, megabytes } from "../../contract/media";
import { IntakeError } from "../../../studio/intake/errors";
import { idField, readBody, readQuery } from "../../products/fields";
import type { ApiEnv, ApiServices } from "../../services";
import { appendOwnerMaterials, checkOwnerHasRoom } from "../material-owners";
import { pexelsProvider } from "./pexels";
import { StockProviderError, type StockItem, type StockProvider } from "./provider";
import { vecteezyProvider } from "./vecteezy";

const minute = 60_000;
/** Each search is a call to the provider, whose own quota is per key (Pexels: 200 an hour). Times RATE_LIMIT_FACTOR. */
export const stockSearchesByUser: RateLimit = { name: "stock-search:user", limit: 60, windowMs: 10 * minute };
/** A page of results shows up to 24 stills. */
export const stockPreviewsByUser: RateLimit = { name: "stock-preview:user", limit: 600, windowMs: 10 * minute };

const providerNames: Record<StockProviderName, string> = { pexels: "Pexels", vecteezy: "Vecteezy" };
const previewMaxBytes = 2 * 1024 * 1024;
const previewTimeoutMs = 10_000;
/** Long enough for a 200 MB clip on a slow link; the upload of the same file by hand would take longer. */
const downloadTimeoutMs = 5 * minute;
/** What a provider's file server may call its files; the bytes themselves decide (api/media/sniff.ts). */
const downloadContentTypes = [...imageContentTypes, "image/avif", "video/mp4", "video/quicktime", "video/webm", "application/octet-stream", "binary/octet-stream"];

const searchQuery = z.object({
  query: z.string().trim().max(stockLimits.query).default(""),
  kind: z.enum(["image", "clip"]).default("clip"),
  provider: z.enum(stockProviders).optional(),
  page: z.coerce.number().int().min(1).max(stockLimits.maxPage).default(1),
  page_size: z.coerce.number().int().min(1).max(stockLimits.pageSize).default(stockLimits.pageSize),
});
const downloadBody = z.object({
  provider: z.enum(stockProviders),
  id: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/),
  kind: z.enum(["image", "clip"]),
  product_id: idField.optional(),
});

export function configuredStockProviders(services: ApiServices): StockProvider[] {
  const { stock } = services.config;
  return [stock.pexels && pexelsProvider(stock.pexels), stock.vecteezy && vecteezyProvider(stock.vecteezy)].filter((provider): provider is StockProvider => Boolean(provider));
}

/** A still's address signed with a key of this server, so the preview route fetches only what a search returned. */
function previewSigner(jwtSecret: string) {
  const key = createHmac("sha256", jwtSecret).update("promoreel stock previews").digest();
  const signatureOf = (url: string) => createHmac("sha256", key).update(url).digest("base64url").slice(0, 32);
  return {
    tokenOf: (url: string) => `${Buffer.from(url).toString("base64url")}.${signatureOf(url)}`,
    urlOf(token: string): string | undefined {
      const [encoded = "", signature = ""] = token.split(".");
      const url = Buffer.from(encoded, "base64url").toString();
      const expected = Buffer.from(signatureOf(url));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? url : undefined;
    },
  };
}

export function stockRouter(services: ApiServices, authenticator: Authenticator, uploads: MediaUploads) {
  const { config, db, rateLimit } = services;
  const router = new Hono<ApiEnv>();
  const providers = configuredStockProviders(services);
  const signer = previewSigner(config.jwtSecret);
  const network = { allowPrivateNetworks: config.intakeAllowPrivateNetworks };

  function providerFor(name: StockProviderName | undefined): StockProvider {
    if (providers.length === 0) throw new ApiError(404, "stock_not_configured");
    const provider = name ? providers.find((candidate) => candidate.name === name) : providers[0];
    if (!provider) throw new ApiError(404, "stock_provider_not_configured", { provider: providerNames[name!] });
    return provider;
  }

  /** A provider's refusal or silence in the user's words; a missing item is a 404, anything else a 502. */
  function providerProblem(error: unknown, name: StockProviderName): never {
    if (!(error instanceof StockProviderError)) throw error;
    const provider = providerNames[name];
    if (error.status === 404) throw new ApiError(404, "stock_item_not_found", { provider });
    throw new ApiError(502, "stock_provider_failed", { provider });
  }

  const toView = (item: StockItem): StockItemView => ({
    provider: item.provider,
    id: item.id,
    kind: item.kind,
    title: item.title,
    width: item.width,
    height: item.height,
    duration_ms: item.durationMs,
    preview_url: `${apiBasePath}/media/stock-preview/${signer.tokenOf(item.previewImage)}`,
    page_url: item.pageUrl,
    author: item.author,
    license: item.license,
  });

  router.get("/material/vecteezy", async (context) => {
    const { user } = await authenticator.required(context);
    const request = readQuery(context, searchQuery);
    const provider = providerFor(request.provider);
    const answer: StockSearchView = {
      providers: providers.map((candidate) => candidate.name),
      provider: provider.name,
      items: [],
      total: 0,
      page: request.page,
      page_size: request.page_size,
    };
    // No words, no search: the screen asks for them, and the provider's quota is not spent on nothing.
    if (!request.query) return ok(context, answer);
    await rateLimit(stockSearchesByUser, user.id);
    const found = await provider
      .search({ query: request.query, kind: request.kind, page: request.page, pageSize: request.page_size })
      .catch((error) => providerProblem(error, provider.name));
    return ok(context, { ...answer, items: found.items.map(toView), total: found.total });
  });

  router.post("/material/vecteezy/preview/download", async (context) => {
    const { user } = await authenticator.required(context);
    const request = await readBody(context, downloadBody);
    const provider = providerFor(request.provider);
    const owner = request.product_id ? ({ type: "product", id: request.product_id } as const) : undefined;
    const row = await uploads.importFile(user.id, {
      expectedKind: request.kind,
      check: owner && (() => checkOwnerHasRoom(db, user.id, owner)),
      fetchInto: (stagingPath, maxBytes) => downloadItem(provider, request, stagingPath, maxBytes),
      attach: owner && ((trx, item) => appendOwnerMaterials(trx, user.id, owner, [item.id], item.created_at)),
    });
    const [media] = await mediaViews(db, [row]);
    return ok(context, { media: media! });
  });

  /** Asks the provider for the item again, by id, then fetches its file through the SSRF guard. */
  async function downloadItem(provider: StockProvider, request: z.output<typeof downloadBody>, stagingPath: string, maxBytes: number): Promise<ImportedFile> {
    const { item, fileUrl } = await provider.fileOf(request.id, request.kind).catch((error) => providerProblem(error, provider.name));
    const providerName = providerNames[provider.name];
    await safeFetchToFile(fileUrl, stagingPath, { ...network, allowedContentTypes: downloadContentTypes, maxBytes, timeoutMs: downloadTimeoutMs }).catch((error: unknown) => {
      // Too large is the user's to know as such; anything else is the provider's file server failing.
      if (error instanceof IntakeError && error.code === "too_large") {
        throw new ApiError(413, request.kind === "clip" ? "upload_clip_too_large" : "upload_image_too_large", {
          max: megabytes(request.kind === "clip" ? mediaLimits.clipBytes : mediaLimits.imageBytes),
        });
      }
      throw new ApiError(502, "stock_download_failed", { provider: providerName });
    });
    return {
      fileName: item.title,
      description: item.author ? `${item.title} · ${item.author.name} / ${providerName}` : `${item.title} / ${providerName}`,
      source: {
        source_provider: provider.name,
        source_url: item.pageUrl,
        author_name: item.author?.name ?? null,
        author_url: item.author?.url ?? null,
        license_name: item.license.name,
        license_url: item.license.url,
      },
    };
  }

  router.get("/media/stock-preview/:token", async (context) => {
    const { user } = await authenticator.required(context);
    const url = signer.urlOf(context.req.param("token"));
    if (!url) throw new ApiError(404, "stock_preview_not_found");
    await rateLimit(stockPreviewsByUser, user.id);
    const fetched = await safeFetch(url, { ...network, allowedContentTypes: imageContentTypes, maxBytes: previewMaxBytes, timeoutMs: previewTimeoutMs }).catch(() => {
      throw new ApiError(404, "stock_preview_not_found");
    });
    const sniffed = sniffUpload(fetched.body.subarray(0, 64));
    if (sniffed.kind !== "image") throw new ApiError(404, "stock_preview_not_found");
    return new Response(new Uint8Array(fetched.body), {
      headers: { "content-type": `image/${sniffed.format}`, "cache-control": "private, max-age=86400", "x-content-type-options": "nosniff" },
    });
  });

  return router;
}
