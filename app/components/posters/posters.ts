/**
 * The poster screens' addresses and forms (docs/api-v1.md, Posters). /create-promotion-poster keeps where it stands
 * in its address, as /create-video does (decision 070): the product's source, the product, the template, and the
 * offer being drafted. "Update preview" is a GET of the same form, so without JavaScript the server draws the preview
 * of what was typed; saving posts the same fields.
 */
import { z } from "zod";
import { productSources, type ProductSource } from "~/utils/create-video-flow";
import { RecordIdSchema } from "~/utils/validation";
import { idPattern, posterLimits, posterSizes, posterTextLimits, type PosterOffer, type PosterSize, type PosterView } from "../../../api/contract";

export const createPosterPath = "/create-promotion-poster";
export const posterPreviewPath = "/resources/poster-preview";
export const posterDownloadPath = "/resources/poster-download";
export const posterPageSize = posterLimits.pageSize;

const defaultSize: PosterSize = "a4";
/** A page number past any real list: a typed ?page=1e9 is not sent on to the API. */
const maxPage = 10_000;

/** The offer's fields as the form and the address name them (the API's names, so its refusal finds its field). */
export const offerFields = ["headline", "subline", "price", "old_price", "badge", "coupon", "starts_on", "ends_on", "cta", "qr_url"] as const;
export type OfferField = (typeof offerFields)[number];

/** What the offer form holds: the offer's texts as typed (empty is left off), the size, the photo and the brand kit. */
export interface PosterDraft {
  offer: Record<OfferField, string>;
  size: PosterSize;
  /** A product image's id, or empty for no photo. */
  imageId: string;
  /** A brand kit's id, or empty for none. */
  brandId: string;
}

export interface PosterScreenView {
  source: ProductSource;
  /** The page of the product folder, when the product is picked from it. */
  page: number;
  productId: string | null;
  templateId: string | null;
  /** The poster being edited. */
  posterId: string | null;
  /** The size the template samples are drawn in (step 2). */
  size: PosterSize;
  /** The offer as last sent by "Update preview"; null: start from the poster being edited, or from the product. */
  draft: PosterDraft | null;
  /** A headline idea picked without JavaScript, to fill the headline and sub-line with. */
  idea: { headline: string; subline: string } | null;
  /** Just saved: the files to download. */
  saved: boolean;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

const idOf = (value: string | null) => (value && idPattern.test(value) ? value : null);

export function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), maxPage) : 1;
}

/** Longer than any field takes: a typed address's text is cut there (the form then says it is too long). */
const maxFieldLength = posterLimits.qrUrl + 1;

export function readDraft(params: URLSearchParams): PosterDraft {
  const offer = Object.fromEntries(offerFields.map((field) => [field, (params.get(field) ?? "").slice(0, maxFieldLength)])) as Record<OfferField, string>;
  return { offer, size: oneOf(posterSizes, params.get("size")) ?? defaultSize, imageId: idOf(params.get("image")) ?? "", brandId: idOf(params.get("brand")) ?? "" };
}

function readIdea(value: string | null): PosterScreenView["idea"] {
  if (!value) return null;
  try {
    const idea = JSON.parse(value) as unknown;
    const { headline, subline } = (idea ?? {}) as { headline?: unknown; subline?: unknown };
    return typeof headline === "string" && typeof subline === "string"
      ? { headline: headline.slice(0, posterTextLimits.headline), subline: subline.slice(0, posterTextLimits.subline) }
      : null;
  } catch {
    return null;
  }
}

export function readPosterView(params: URLSearchParams): PosterScreenView {
  return {
    source: oneOf(productSources, params.get("source")) ?? "link",
    page: readPage(params),
    productId: idOf(params.get("product")),
    templateId: idOf(params.get("template")),
    posterId: idOf(params.get("poster")),
    size: oneOf(posterSizes, params.get("size")) ?? defaultSize,
    draft: params.get("draft") === "1" ? readDraft(params) : null,
    idea: readIdea(params.get("idea")),
    saved: params.get("saved") === "1",
  };
}

export const emptyPosterView: PosterScreenView = {
  source: "link",
  page: 1,
  productId: null,
  templateId: null,
  posterId: null,
  size: defaultSize,
  draft: null,
  idea: null,
  saved: false,
};

/** The address of a step: the product's source, the templates of a product, the offer of a template, or a poster. */
export function createPosterHref(view: Partial<PosterScreenView> = {}): string {
  const next = { ...emptyPosterView, ...view };
  const params = new URLSearchParams();
  if (next.posterId) params.set("poster", next.posterId);
  else if (next.productId) params.set("product", next.productId);
  else {
    if (next.source !== "link") params.set("source", next.source);
    if (next.source === "existing" && next.page > 1) params.set("page", String(next.page));
  }
  if (next.templateId) params.set("template", next.templateId);
  if (next.size !== defaultSize) params.set("size", next.size);
  if (next.draft) for (const [name, value] of draftEntries(next.draft)) params.set(name, value);
  if (next.saved) params.set("saved", "1");
  const query = params.toString();
  return query ? `${createPosterPath}?${query}` : createPosterPath;
}

/** The draft as the offer form sends it: its fields, its size, photo and brand kit, and the mark that it is a draft. */
export function draftEntries(draft: PosterDraft): [string, string][] {
  const entries: [string, string][] = [["draft", "1"]];
  for (const field of offerFields) if (draft.offer[field]) entries.push([field, draft.offer[field]]);
  entries.push(["size", draft.size], ["image", draft.imageId]);
  if (draft.brandId) entries.push(["brand", draft.brandId]);
  return entries;
}

/** The offer as the API takes it: empty fields are null, so they are left off the poster. */
export function offerOf(draft: PosterDraft): PosterOffer {
  const value = (field: OfferField) => draft.offer[field].trim() || null;
  return {
    headline: draft.offer.headline.trim(),
    subline: value("subline"),
    price: value("price"),
    old_price: value("old_price"),
    badge: value("badge"),
    coupon: value("coupon"),
    starts_on: value("starts_on"),
    ends_on: value("ends_on"),
    cta: value("cta"),
    qr_url: value("qr_url"),
  };
}

/** A saved poster as a draft, to edit it. */
export function draftOf(poster: PosterView): PosterDraft {
  const offer = Object.fromEntries(offerFields.map((field) => [field, poster.offer[field] ?? ""])) as Record<OfferField, string>;
  return { offer, size: poster.size, imageId: poster.image_id ?? "", brandId: poster.brand_id ?? "" };
}

/** The preview of a draft, drawn by the server on each request (a GET, so an <img> shows it without JavaScript). */
export function posterPreviewHref({ productId, templateId, draft, width }: { productId: string; templateId: string; draft: PosterDraft; width: number }): string {
  const params = new URLSearchParams([["product", productId], ["template", templateId], ...draftEntries(draft), ["width", String(width)]]);
  params.delete("draft");
  return `${posterPreviewPath}?${params}`;
}

const apiPrefix = "/api/v1/";

/**
 * A poster picture the API serves to its owner only (a template's sample, a poster's stored preview), through the web
 * server with the session's token, which the browser never holds.
 */
export function posterMediaHref(apiUrl: string): string {
  if (!apiUrl.startsWith(apiPrefix)) return apiUrl;
  return `${posterPreviewPath}?${new URLSearchParams({ src: apiUrl.slice(apiPrefix.length) })}`;
}

export type DownloadSize = PosterSize | "all";

/** A poster's file: a print size as PDF (with bleed and crop marks when asked), a social size as PNG, or every size as a ZIP. */
export function posterDownloadHref(posterId: string, size: DownloadSize, { type, back }: { type?: "pdf" | "png" | "jpeg"; back?: string } = {}): string {
  const params = new URLSearchParams({ id: posterId, size });
  if (type) params.set("type", type);
  if (back) params.set("back", back);
  return `${posterDownloadPath}?${params}`;
}

export const posterAnchor = (posterId: string) => `poster-${posterId}`;

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const text = (field: Exclude<OfferField, "starts_on" | "ends_on" | "qr_url">) =>
  z.preprocess(emptyAsUndefined, z.string().trim().max(posterTextLimits[field], `posters.validation.tooLong.${field}`).optional());
const day = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "posters.validation.day")
    .optional(),
);

const isWebAddress = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The offer form, checked in the browser and again by the server; the API then checks what only it can (a layer's fit). */
export const PosterSchema = z
  .object({
    intent: z.literal("save"),
    product: RecordIdSchema,
    template: z.string({ required_error: "posters.validation.templateRequired" }).regex(idPattern, "errors.formRejected"),
    poster: RecordIdSchema.optional(),
    size: z.enum(posterSizes, { errorMap: () => ({ message: "errors.formRejected" }) }),
    image: z.preprocess(emptyAsUndefined, RecordIdSchema.optional()),
    brand: z.preprocess(emptyAsUndefined, RecordIdSchema.optional()),
    headline: z
      .string({ required_error: "posters.validation.headlineRequired" })
      .trim()
      .min(1, "posters.validation.headlineRequired")
      .max(posterTextLimits.headline, "posters.validation.tooLong.headline"),
    subline: text("subline"),
    price: text("price"),
    old_price: text("old_price"),
    badge: text("badge"),
    coupon: text("coupon"),
    cta: text("cta"),
    starts_on: day,
    ends_on: day,
    qr_url: z.preprocess(emptyAsUndefined, z.string().trim().max(posterLimits.qrUrl, "posters.validation.qrUrl").refine(isWebAddress, "posters.validation.qrUrl").optional()),
  })
  .refine(({ starts_on, ends_on }) => !starts_on || !ends_on || ends_on >= starts_on, { path: ["ends_on"], message: "posters.validation.endBeforeStart" });

export type PosterForm = z.infer<typeof PosterSchema>;

/** The saved form as a draft: what the API is sent, and what the address keeps when the plan refuses it. */
export function draftOfForm(form: PosterForm): PosterDraft {
  const offer = Object.fromEntries(offerFields.map((field) => [field, form[field] ?? ""])) as Record<OfferField, string>;
  return { offer, size: form.size, imageId: form.image ?? "", brandId: form.brand ?? "" };
}

/** A change to one poster of a list (the product's page, the library): `what=poster` sets it apart from the page's own forms. */
export const PosterChangeSchema = z.object({ what: z.literal("poster"), intent: z.enum(["duplicate", "delete"]), id: RecordIdSchema });
export type PosterChange = z.infer<typeof PosterChangeSchema>;
export const isPosterChange = (formData: FormData) => formData.get("what") === "poster";

/** The answer to a poster's change, to a fetcher or to a plain post it refused. */
export interface PosterActionData {
  what: "poster";
  intent: string;
  posterId: string;
  error?: string;
}
