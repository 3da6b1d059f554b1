/**
 * /batch-slideshow: products ticked from the folder and links pasted one a line, made into slideshows of one
 * template and format (`POST slide-show/create-by-product`). Messages are i18n keys, shown by the form's fields.
 */
import { z } from "zod";
import { ProductUrlSchema } from "~/utils/product-intake";
import { RecordIdSchema } from "~/utils/validation";
import { slideFormats, slideshowLimits } from "../../../api/contract";

/** The pasted links, one a line: blank lines skipped, each made a web address as the product step does, repeats dropped. */
export function parseProductLinks(text: string): { urls: string[]; invalid: string[] } {
  const urls: string[] = [];
  const invalid: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const parsed = ProductUrlSchema.safeParse(trimmed);
    if (!parsed.success) invalid.push(trimmed);
    else if (!urls.includes(parsed.data)) urls.push(parsed.data);
  }
  return { urls, invalid };
}

/** A pasted list longer than any batch is refused before it is parsed line by line. */
const maxLinksText = slideshowLimits.batch * 2100;

export const BatchSchema = z
  .object({
    product: z.array(RecordIdSchema).default([]),
    links: z.string().max(maxLinksText, "batchSlideshow.validation.tooMany").optional(),
    template: z.string({ required_error: "batchSlideshow.validation.templateRequired" }).regex(/^[\w-]{1,64}$/, "errors.formRejected"),
    format: z.enum(slideFormats, { errorMap: () => ({ message: "errors.formRejected" }) }),
    brand: RecordIdSchema.optional(),
  })
  .transform((value, context) => {
    const products = [...new Set(value.product)];
    const links = parseProductLinks(value.links ?? "");
    if (links.invalid.length > 0) context.addIssue({ code: "custom", path: ["links"], message: "batchSlideshow.validation.badLink" });
    const count = products.length + links.urls.length;
    if (count === 0) context.addIssue({ code: "custom", path: ["links"], message: "batchSlideshow.validation.nothingChosen" });
    if (count > slideshowLimits.batch) context.addIssue({ code: "custom", path: ["links"], message: "batchSlideshow.validation.tooMany" });
    return { productIds: products, urls: links.urls, template: value.template, format: value.format, brand: value.brand ?? null };
  });

export type BatchValue = z.output<typeof BatchSchema>;

/** The batch form as the address keeps it while its product list is paged (a GET of the same form). */
export interface BatchDraft {
  products: string[];
  links: string;
  template: string;
  format: string;
  brand: string;
}

/** More ticks than a batch takes are kept (the form then says so), but not without bound: an address is read by every page load. */
const maxDraftProducts = slideshowLimits.batch * 5;

export function readBatchDraft(params: URLSearchParams): BatchDraft {
  return {
    products: [...new Set(params.getAll("product").filter((id) => RecordIdSchema.safeParse(id).success))].slice(0, maxDraftProducts),
    links: (params.get("links") ?? "").slice(0, maxLinksText),
    template: params.get("template") ?? "",
    format: params.get("format") ?? "",
    brand: params.get("brand") ?? "",
  };
}

export const isFinalItem = (status: string) => status === "ready" || status === "failed";
