/**
 * The products screens (/product-folder and /product): the Product the API returns with its materials, their
 * addresses, the forms' schemas and what their actions answer. The address holds the whole view (page, the product
 * asked to be deleted), so every state renders on the server and works without JavaScript.
 */
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { DetailsSchema } from "~/utils/product-intake";
import { emptyFlow, flowHref } from "~/utils/create-video-flow";
import type { ProductView } from "../../../api/contract";
import { RecordIdSchema } from "~/utils/validation";

export const folderPath = "/product-folder";
export const productPath = "/product";
/** A page number past any real folder (the API keeps at most 500 products): a typed ?page=1e9 is not sent on. */
const maxPage = 1_000;

export function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), maxPage) : 1;
}

/** The folder at this page; `confirmDelete` names the product whose delete is being confirmed, its card the anchor. */
export function folderHref(page: number, extra: { confirmDelete?: string; product?: string } = {}): string {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (extra.confirmDelete) params.set("confirm-delete", extra.confirmDelete);
  const query = params.toString();
  return `${folderPath}${query ? `?${query}` : ""}${extra.product ? `#${productAnchor(extra.product)}` : ""}`;
}

export function productHref(productId: string, { confirmDelete = false } = {}): string {
  const params = new URLSearchParams({ id: productId });
  if (confirmDelete) params.set("confirm-delete", "1");
  return `${productPath}?${params}`;
}

/** /create-video about this product, starting at its ideas step. */
export const newVideoHref = (productId: string) => flowHref(emptyFlow, { productId, step: "ideas" });

export const productAnchor = (productId: string) => `product-${productId}`;

export function countMedia(product: ProductView) {
  return {
    images: product.media.filter((material) => material.kind === "image").length,
    clips: product.media.filter((material) => material.kind === "clip").length,
  };
}

const productId = RecordIdSchema;

export const DeleteProductSchema = z.object({ intent: z.literal("delete"), id: productId });

/** The same fields and limits as typing a product's details on /create-video; an emptied field clears it. */
export const EditProductSchema = DetailsSchema.omit({ intent: true }).extend({ intent: z.literal("save") });

export const NewIdeasSchema = z.object({ intent: z.literal("new-ideas") });

export const editFormId = "edit-product";
export const newIdeasFormId = "new-ideas";
export const deleteFormId = (id: string) => `delete-${id}`;

/** The action's answer to a fetcher, or to a plain post it refused (a success without JavaScript redirects). */
export interface ProductActionData {
  formId: string;
  result: SubmissionResult<string[]>;
  /** After `new-ideas`: the ideas just written, marked as new in the list. */
  newIdeaIds?: string[];
}
