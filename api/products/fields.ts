/**
 * Request checks shared by the product and script calls. The common rules (required, type, empty, too long) read
 * as everywhere else in the API; lists, numbers and currency codes get messages of their own that name the limit.
 */
import type { Context } from "hono";
import { z, type ZodIssue } from "zod";
import { ApiError } from "../http/errors";
import { readJsonBody } from "../http/json-body";
import type { MessageKey } from "../http/i18n";
import { validationError } from "../http/validation";
import { maxMaterialsPerProduct } from "../materials/product-materials";

/** Limits of a product's fields; they match the writer's so every stored product can be written about. */
export const productLimits = {
  name: 200,
  description: 5000,
  brand: 100,
  features: 20,
  featureLength: 300,
  maxPrice: 1_000_000_000,
  url: 2000,
  idsPerDelete: 100,
  pageSize: 50,
} as const;

const ownMessageKeys = new Set<MessageKey>(["currency_invalid", "length_seconds_invalid", "color_invalid", "resize_aspect_ratio_invalid"]);

function issueToError(issue: ZodIssue): ApiError {
  const field = issue.path.length > 0 ? issue.path.join(".") : "body";
  if (ownMessageKeys.has(issue.message as MessageKey)) return new ApiError(400, issue.message as MessageKey, { field });
  if (issue.code === "too_big" && issue.type === "array") return new ApiError(400, "field_too_many", { field, max: Number(issue.maximum) });
  if (issue.code === "too_small" && issue.type === "array") return new ApiError(400, "field_empty", { field });
  if (issue.code === "too_small" && issue.type === "number") return new ApiError(400, "field_too_small", { field, min: Number(issue.minimum) });
  if (issue.code === "too_big" && issue.type === "number") return new ApiError(400, "field_too_large", { field, max: Number(issue.maximum) });
  const typeNames: Record<string, string> = { integer: "whole number", array: "list", object: "JSON object" };
  if (issue.code === "invalid_type" && issue.received !== "undefined" && issue.received !== "null" && typeNames[issue.expected]) {
    return new ApiError(400, "field_wrong_type", { field, type: typeNames[issue.expected]! });
  }
  return validationError(issue);
}

/** Values checked against schema; the first problem becomes a 400 naming the field. */
export function parseInput<Schema extends z.ZodTypeAny>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw issueToError(parsed.error.issues[0]!);
  return parsed.data;
}

/** The JSON body (content type, size cap and object shape checked as in readJsonBody), then schema. */
export async function readBody<Schema extends z.ZodTypeAny>(context: Context, schema: Schema): Promise<z.output<Schema>> {
  return parseInput(schema, await readJsonBody(context, z.object({}).passthrough()));
}

/** The query string, then schema. */
export function readQuery<Schema extends z.ZodTypeAny>(context: Context, schema: Schema): z.output<Schema> {
  return parseInput(schema, context.req.query());
}

export const idField = z.string().trim().min(1).max(64);

/** Optional texts: an empty or blank value means "none". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((text) => text || null);

export const priceField = z.object({
  amount: z.number().finite().min(0).max(productLimits.maxPrice),
  currency: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, "currency_invalid")),
});

export const productFields = {
  name: z.string().trim().min(1).max(productLimits.name),
  description: optionalText(productLimits.description),
  price: priceField,
  brand: optionalText(productLimits.brand),
  features: z.array(z.string().trim().min(1).max(productLimits.featureLength)).max(productLimits.features),
};

export const productDetails = z.object({
  name: productFields.name,
  description: productFields.description.nullish(),
  price: productFields.price.nullish(),
  brand: productFields.brand.nullish(),
  features: productFields.features.default([]),
});
export type ProductDetails = z.output<typeof productDetails>;

/** Items of the user's library (images and clips) that a product shows, in order. */
export const mediaIdsField = z.array(idField).max(maxMaterialsPerProduct);
