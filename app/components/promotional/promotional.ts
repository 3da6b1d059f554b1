/**
 * The promotional-video screens' addresses, the state their address holds, and the forms their actions take
 * (docs/api-v1.md, Promotional videos). /create-promotional goes links → products and offer → script: the products
 * and the offer live in the address (a GET of the offer form keeps what was typed), the script in the script form's
 * own fields, so every step renders on the server and works without JavaScript.
 */
import { z } from "zod";
import { RecordIdSchema } from "~/utils/validation";
import {
  activeVideoStatuses,
  aspectRatios,
  promoLengths,
  promoLimits,
  promoOfferKinds,
  promotionalVideoIdPattern,
  type AspectRatio,
  type PromoLength,
  type PromoOfferKind,
  type PromoOfferView,
  type PromotionalVideoView,
} from "../../../api/contract";

export const promotionalListPath = "/promotional";
export const createPromotionalPath = "/create-promotional";
/** The subtitle editor (its own screen). */
export const promotionalEditPath = "/promotional-edit";

/** Twelve cards: four rows of three on a wide screen. */
export const promotionalPageSize = 12;
/** A page number past any real list: a typed ?page=1e9 is not sent on to the API. */
const maxPage = 10_000;

export function readPage(params: URLSearchParams, name = "page"): number {
  const page = Number.parseInt(params.get(name) ?? "1", 10);
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), maxPage) : 1;
}

export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / promotionalPageSize));

export const promotionalAnchor = (videoId: string) => `promo-${videoId}`;

/**
 * The list at this page; `id` highlights a video (a new one, first on the first page), `confirmDelete` asks before
 * deleting one and scrolls to it. The highlight has no #anchor: without JavaScript the page follows a render with a
 * meta refresh, which a browser takes as a jump within the page when the address has one, so it would never reload.
 */
export function promotionalListHref(page = 1, extra: { id?: string; confirmDelete?: string } = {}): string {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (extra.id) params.set("id", extra.id);
  if (extra.confirmDelete) params.set("confirm-delete", extra.confirmDelete);
  const query = params.toString();
  return `${promotionalListPath}${query ? `?${query}` : ""}${extra.confirmDelete ? `#${promotionalAnchor(extra.confirmDelete)}` : ""}`;
}

export const promotionalEditHref = (videoId: string) => `${promotionalEditPath}?${new URLSearchParams({ id: videoId })}`;

const isActive = (status: PromotionalVideoView["status"]) => activeVideoStatuses.includes(status);

/** Still being made: the first render, or a new version of a ready one. */
export const isWorking = (video: Pick<PromotionalVideoView, "status" | "update">) => isActive(video.status) || Boolean(video.update && isActive(video.update.status));

export const isPromotionalId = (value: string | null): value is string => value !== null && promotionalVideoIdPattern.test(value);

// ---------------------------------------------------------------------------------------------------------------
// /create-promotional

/** The offer as the form and the address hold it: texts as typed (empty: none), the length as a choice. */
export interface OfferDraft {
  kind: PromoOfferKind;
  headline: string;
  discount_percent: string;
  code: string;
  ends_on: string;
  cta: string;
  length_seconds: PromoLength;
}

export const offerTextFields = ["headline", "discount_percent", "code", "ends_on", "cta"] as const;

export const emptyOffer: OfferDraft = { kind: "sale", headline: "", discount_percent: "", code: "", ends_on: "", cta: "", length_seconds: 30 };

export interface CreateView {
  /** The products read, in the order the video shows them; the ones left out come last. */
  products: string[];
  /** Products read but left out of the video. */
  out: string[];
  offer: OfferDraft;
  /** Back on the links step to read more products, keeping `products`. */
  adding: boolean;
}

function oneOf<T extends string | number>(values: readonly T[], value: unknown): T | null {
  return values.find((candidate) => String(candidate) === value) ?? null;
}

const idsIn = (values: string[]) => [...new Set(values.filter((value) => RecordIdSchema.safeParse(value).success))].slice(0, promoLimits.products);

/** Longer than any offer field takes: a typed address's text is cut there (the form then says it is too long). */
const maxFieldLength = promoLimits.headline + 1;

export function readOfferDraft(values: { get(name: string): unknown }): OfferDraft {
  const text = (name: (typeof offerTextFields)[number]) => {
    const value = values.get(name);
    return typeof value === "string" ? value.slice(0, maxFieldLength) : "";
  };
  return {
    kind: oneOf(promoOfferKinds, values.get("kind")) ?? emptyOffer.kind,
    headline: text("headline"),
    discount_percent: text("discount_percent"),
    code: text("code"),
    ends_on: text("ends_on"),
    cta: text("cta"),
    length_seconds: oneOf(promoLengths, values.get("length_seconds")) ?? emptyOffer.length_seconds,
  };
}

/**
 * The products in the order asked: each row's position (`at_<id>`: 1 to 6, or 0 to leave it out) when the form sent
 * them, ties kept in the order they were listed; otherwise the address's order and `out`.
 */
export function orderedProducts(params: URLSearchParams): { products: string[]; out: string[] } {
  const listed = idsIn(params.getAll("p"));
  const positions = listed.map((id, index) => ({ id, index, at: Number.parseInt(params.get(`at_${id}`) ?? "", 10) }));
  if (!positions.some((entry) => Number.isFinite(entry.at))) {
    const out = idsIn(params.getAll("out")).filter((id) => listed.includes(id));
    return { products: [...listed.filter((id) => !out.includes(id)), ...out], out };
  }
  const picked = positions.filter((entry) => entry.at > 0).sort((a, b) => a.at - b.at || a.index - b.index);
  const out = positions.filter((entry) => !(entry.at > 0)).map((entry) => entry.id);
  return { products: [...picked.map((entry) => entry.id), ...out], out };
}

export function readCreateView(params: URLSearchParams): CreateView {
  return { ...orderedProducts(params), offer: readOfferDraft(params), adding: params.get("add") === "1" };
}

/** The offer step's address: the products in order, those left out, and the offer typed so far. */
export function createPromotionalHref(view: Partial<CreateView> = {}): string {
  const params = new URLSearchParams();
  if (view.adding) params.set("add", "1");
  for (const id of view.products ?? []) params.append("p", id);
  for (const id of view.out ?? []) params.append("out", id);
  const offer = view.offer;
  if (offer) {
    if (offer.kind !== emptyOffer.kind) params.set("kind", offer.kind);
    for (const field of offerTextFields) if (offer[field]) params.set(field, offer[field]);
    if (offer.length_seconds !== emptyOffer.length_seconds) params.set("length_seconds", String(offer.length_seconds));
  }
  const query = params.toString();
  return query ? `${createPromotionalPath}?${query}` : createPromotionalPath;
}

/** The products picked for the video, in order. */
export const pickedProducts = (view: Pick<CreateView, "products" | "out">) => view.products.filter((id) => !view.out.includes(id));

/** The discount typed, as the API takes it (a whole percent), or null for none or a typo the form will point out. */
export function discountOf(offer: Pick<OfferDraft, "discount_percent">): number | null {
  const value = Number(offer.discount_percent.trim());
  return offer.discount_percent.trim() && Number.isInteger(value) && value > 0 && value <= promoLimits.maxDiscountPercent ? value : null;
}

/** The offer as the API takes it: empty texts are null. */
export function offerOf(offer: OfferDraft): PromoOfferView {
  const text = (value: string) => value.trim() || null;
  return {
    kind: offer.kind,
    headline: offer.headline.trim(),
    discount_percent: discountOf(offer),
    code: text(offer.code),
    ends_on: text(offer.ends_on),
    cta: text(offer.cta),
  };
}

/** One line a person reads for each link: the textarea's lines, trimmed, without blanks. */
export const linksIn = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const isWebAddress = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Step 1: up to six product-page links or one collection page, one a line; `p` carries products already read. */
export const LinksSchema = z.object({
  intent: z.literal("links"),
  links: z
    .string({ required_error: "promotional.validation.linksRequired" })
    .refine((text) => linksIn(text).length > 0, "promotional.validation.linksRequired")
    .refine((text) => linksIn(text).length <= promoLimits.links, "promotional.validation.tooManyLinks")
    .refine((text) => linksIn(text).every(isWebAddress), "promotional.validation.linkFormat"),
  p: z.array(RecordIdSchema).max(promoLimits.products).default([]),
});

const emptyAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalText = (max: number, message: string) => z.preprocess(emptyAsUndefined, z.string().trim().max(max, message).optional());

/** The offer's fields, as steps 2 and 3 post them (step 3 carries them on in hidden fields). */
const offerShape = {
  p: z.array(RecordIdSchema, { required_error: "promotional.validation.productsRequired" }).min(1, "promotional.validation.productsRequired").max(promoLimits.products),
  kind: z.enum(promoOfferKinds, { errorMap: () => ({ message: "errors.formRejected" }) }),
  headline: z
    .string({ required_error: "promotional.validation.headlineRequired" })
    .trim()
    .min(1, "promotional.validation.headlineRequired")
    .max(promoLimits.headline, "promotional.validation.headlineTooLong"),
  discount_percent: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ invalid_type_error: "promotional.validation.discount" })
      .int("promotional.validation.discount")
      .min(0, "promotional.validation.discount")
      .max(promoLimits.maxDiscountPercent, "promotional.validation.discount")
      .optional(),
  ),
  code: z.preprocess(
    emptyAsUndefined,
    z.string().trim().max(promoLimits.code, "promotional.validation.codeTooLong").regex(/^\S+$/, "promotional.validation.codeSpaces").optional(),
  ),
  ends_on: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "promotional.validation.day")
      .optional(),
  ),
  cta: optionalText(promoLimits.cta, "promotional.validation.ctaTooLong"),
  length_seconds: z.coerce.number().refine((value): value is PromoLength => (promoLengths as readonly number[]).includes(value), "errors.formRejected"),
};

/**
 * Step 2's "Write the script": the offer and the products, each row's position in `at_<id>` (read by
 * `orderedProducts`, so the schema lets those through).
 */
export const OfferSchema = z
  .object({ intent: z.literal("script"), ...offerShape, p: z.array(RecordIdSchema).min(1).max(promoLimits.products) })
  .passthrough()
  .superRefine((form, context) => {
    const params = new URLSearchParams();
    for (const id of form.p) params.append("p", id);
    for (const [name, value] of Object.entries(form)) if (name.startsWith("at_") && typeof value === "string") params.set(name, value);
    if (pickedProducts(orderedProducts(params)).length === 0) context.addIssue({ code: "custom", path: ["products"], message: "promotional.validation.productsRequired" });
  });

const sceneShape = z.object({
  spoken: z
    .string({ required_error: "promotional.validation.spokenRequired" })
    .trim()
    .min(1, "promotional.validation.spokenRequired")
    .max(promoLimits.spoken, "promotional.validation.spokenTooLong"),
  on_screen_text: z.preprocess((value) => value ?? "", z.string().trim().max(promoLimits.onScreenText, "promotional.validation.screenTooLong")),
  product_index: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(0)
      .max(promoLimits.products - 1)
      .optional(),
  ),
  duration_ms: z.coerce.number().int().min(promoLimits.sceneMinMs).max(promoLimits.sceneMaxMs),
});

/** Step 3's "Generate video": the script as edited, its products and offer carried on, and the ratios. */
export const ScriptSchema = z.object({
  intent: z.literal("create"),
  ...offerShape,
  title: z.string().trim().min(1).max(promoLimits.title),
  seed: z.coerce.number().int().min(0),
  language: z.enum(["en", "zh"]),
  scenes: z.array(sceneShape).min(1).max(promoLimits.scenes),
  aspect_ratios: z
    .array(z.enum(aspectRatios, { errorMap: () => ({ message: "errors.formRejected" }) }), { required_error: "promotional.validation.ratiosRequired" })
    .min(1, "promotional.validation.ratiosRequired"),
});

export type ScriptForm = z.infer<typeof ScriptSchema>;

export const defaultRatios: AspectRatio[] = ["9:16"];

/** A change to one video of the list, by `intent`. */
export const PromotionalActionSchema = z.object({ intent: z.literal("delete"), id: z.string().regex(promotionalVideoIdPattern, "errors.formRejected") });

/** The list action's answer to a fetcher, or to a plain post it refused. */
export interface PromotionalActionData {
  intent: string;
  videoId: string;
  error?: string;
}
