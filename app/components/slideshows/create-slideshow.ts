/**
 * Where /create-slideshow stands, read from and written to the URL: the product's source (step 1), then the product,
 * the format whose samples are shown and the template category (step 2). Every step is a plain link or form post,
 * and a reload shows the same screen.
 */
import { z } from "zod";
import { productSources, type ProductSource } from "~/utils/create-video-flow";
import { RecordIdSchema } from "~/utils/validation";
import { idPattern, slideFormats, slideshowLimits, templateCategories, type SlideFormat, type TemplateCategory } from "../../../api/contract";
import { createSlideshowPath, readPage } from "./slideshows";

export interface CreateSlideshowView {
  productId: string | null;
  source: ProductSource;
  /** The page of the product folder, when the product is picked from it. */
  page: number;
  format: SlideFormat;
  /** Null: every category. */
  category: TemplateCategory | null;
}

const defaultFormat: SlideFormat = "story";

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function readCreateView(params: URLSearchParams): CreateSlideshowView {
  const product = params.get("product");
  return {
    productId: product && idPattern.test(product) ? product : null,
    source: oneOf(productSources, params.get("source")) ?? "link",
    page: readPage(params),
    format: oneOf(slideFormats, params.get("format")) ?? defaultFormat,
    category: oneOf(templateCategories, params.get("category")),
  };
}

/** The address of this view with `changes`, without defaults, so addresses stay short. */
export function createSlideshowHref(view: CreateSlideshowView, changes: Partial<CreateSlideshowView> = {}): string {
  const next = { ...view, ...changes };
  const params = new URLSearchParams();
  if (next.productId) params.set("product", next.productId);
  else {
    if (next.source !== "link") params.set("source", next.source);
    if (next.source === "existing" && next.page > 1) params.set("page", String(next.page));
  }
  if (next.format !== defaultFormat) params.set("format", next.format);
  if (next.category) params.set("category", next.category);
  const query = params.toString();
  return query ? `${createSlideshowPath}?${query}` : createSlideshowPath;
}

export const emptyCreateView: CreateSlideshowView = { productId: null, source: "link", page: 1, format: defaultFormat, category: null };

/** A template's id as the template library names them. */
export const TemplateIdSchema = z.string({ required_error: "createSlideshow.validation.templateRequired" }).regex(idPattern, "errors.formRejected");

/** Step 2: the template, format, brand kit and title of the new slideshow; the product is the address's. */
export const CreateSlideshowSchema = z.object({
  intent: z.literal("create"),
  template: TemplateIdSchema,
  format: z.enum(slideFormats, { errorMap: () => ({ message: "errors.formRejected" }) }),
  brand: RecordIdSchema.optional(),
  title: z.string().trim().max(slideshowLimits.title, "createSlideshow.validation.titleTooLong").optional(),
});
