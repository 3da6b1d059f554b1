/**
 * The product a command works on, from a shop link (the intake's guarded fetch, as the API's generate-info uses) or
 * from a JSON file of details with images as local paths or links. Either way the result is the writer's
 * ProductFacts, with every image a local file the renderer can read.
 */
import { open, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { z, type ZodIssue } from "zod";
import { isIntakeError, type IntakeError } from "../intake/errors";
import { measureImage } from "../intake/image-dimensions";
import { detectImageType, type ImageType } from "../intake/image-type";
import type { ExtractedProduct } from "../intake/product";
import { downloadImage, productFromUrl, productFromUrlDefaults, type DownloadedImage } from "../intake/product-from-url";
import { productFacts, type ProductFacts } from "../writer";
import { productError } from "./errors";

export interface ProductSourceOptions {
  /** Lets links reach private and loopback addresses (a shop served on this machine); off by default. */
  allowPrivateNetwork: boolean;
  /** Downloaded images are written here; the caller removes it. */
  workDir: string;
  /** Says what was skipped or fetched, for the person watching. */
  note: (message: string) => void;
}

/** A product file holds text and image paths only. */
const maxProductFileBytes = 1024 * 1024;
/** The writer's and the API's limits, so a file that passes here writes and renders like a product in the app. */
export const productFileLimits = { name: 200, description: 5000, brand: 100, features: 20, featureLength: 300, images: 12, maxPrice: 1_000_000_000 } as const;
const imageExtensions: Record<ImageType, string> = { "image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp", "image/gif": ".gif" };

const productFile = z
  .object({
    name: z.string().trim().min(1).max(productFileLimits.name),
    description: z.string().trim().max(productFileLimits.description).optional(),
    price: z.number().finite().min(0).max(productFileLimits.maxPrice).optional(),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, "must be a three-letter currency code such as USD or EUR")
      .transform((code) => code.toUpperCase())
      .optional(),
    brand: z.string().trim().max(productFileLimits.brand).optional(),
    features: z.array(z.string().trim().min(1).max(productFileLimits.featureLength)).max(productFileLimits.features).default([]),
    images: z.array(z.string().trim().min(1).max(2000)).max(productFileLimits.images).default([]),
  })
  .strict()
  .superRefine((product, context) => {
    if (product.price !== undefined && product.currency === undefined) {
      context.addIssue({ code: "custom", path: ["currency"], message: "is needed with price: a three-letter code such as USD" });
    }
    if (product.currency !== undefined && product.price === undefined) {
      context.addIssue({ code: "custom", path: ["price"], message: "is needed with currency: a number such as 24.99" });
    }
  });

const exampleValues: Record<string, string> = { price: "24.99", name: '"Trail Bottle"', features: '["Leak-proof lid"]', images: '["photo.jpg"]' };

export function isLink(source: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(source);
}

export interface LoadedProduct {
  facts: ProductFacts;
  /** Where each downloaded image came from, by its local path: the local copy is gone once the command ends. */
  imageSources: ReadonlyMap<string, string>;
}

export async function loadProduct(source: string, options: ProductSourceOptions): Promise<LoadedProduct> {
  const imageSources = new Map<string, string>();
  const facts = isLink(source) ? await productFromLink(source, options, imageSources) : await productFromFile(source, options, imageSources);
  return { facts, imageSources };
}

async function productFromLink(url: string, options: ProductSourceOptions, imageSources: Map<string, string>): Promise<ProductFacts> {
  options.note(`Reading the product page ${url}`);
  const intake = await productFromUrl(url, { allowPrivateNetworks: options.allowPrivateNetwork }).catch((error: unknown) => {
    throw isIntakeError(error) ? productError(`Could not read a product from ${url}: ${intakeMessage(error)}`) : error;
  });
  for (const skipped of intake.skippedImages) options.note(`Skipped an image (${skipped.url}): ${skipped.reason}`);
  const images = await Promise.all(intake.images.map((image, index) => saveImage(image, index, options.workDir, imageSources)));
  options.note(`Found "${intake.product.name}" with ${images.length} image${images.length === 1 ? "" : "s"}`);
  return factsFromPage(intake.product, images);
}

/** A page's texts cut to the limits a typed product has (the page is someone else's, so it is not refused for length). */
function factsFromPage(product: ExtractedProduct, images: string[]): ProductFacts {
  const price = product.price && /^[A-Z]{3}$/.test(product.price.currency) && product.price.amount <= productFileLimits.maxPrice ? product.price : undefined;
  return productFacts.parse({
    name: product.name.slice(0, productFileLimits.name).trim(),
    description: product.description?.slice(0, productFileLimits.description).trim() || undefined,
    price,
    brand: product.brand?.slice(0, productFileLimits.brand).trim() || undefined,
    features: product.features
      .map((feature) => feature.slice(0, productFileLimits.featureLength).trim())
      .filter(Boolean)
      .slice(0, productFileLimits.features),
    images,
    sourceUrl: product.sourceUrl,
  });
}

async function productFromFile(file: string, options: ProductSourceOptions, imageSources: Map<string, string>): Promise<ProductFacts> {
  const text = await readProductFile(file);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw productError(`${file} is not valid JSON: ${jsonErrorWhere(text, error as Error)}.`);
  }
  const parsed = productFile.safeParse(json);
  if (!parsed.success) throw productError(`${file}: ${describeIssue(parsed.error.issues[0]!)}.`);
  const details = parsed.data;
  const folder = path.dirname(path.resolve(file));
  const images: string[] = [];
  for (const [index, image] of details.images.entries()) {
    images.push(isLink(image) ? await imageFromLink(image, index, options, file, imageSources) : await localImage(path.resolve(folder, image), index, file));
  }
  return productFacts.parse({
    name: details.name,
    description: details.description || undefined,
    price: details.price !== undefined && details.currency ? { amount: details.price, currency: details.currency } : undefined,
    brand: details.brand || undefined,
    features: details.features,
    images,
  });
}

async function readProductFile(file: string): Promise<string> {
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw productError(`${file} is a folder; give the path of a product JSON file.`);
    if (info.size > maxProductFileBytes) throw productError(`${file} is larger than 1 MB; a product file holds only text and image paths.`);
    return await readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw productError(`Cannot read ${file}: there is no such file.`);
    if (code === "EACCES") throw productError(`Cannot read ${file}: permission denied.`);
    throw error;
  }
}

/** "Unexpected token } in JSON at position 41" → "line 3, column 5: Unexpected token }". */
function jsonErrorWhere(text: string, error: Error): string {
  const reason = error.message.replace(/ in JSON at position \d+.*$/, "").replace(/, ".*" is not valid JSON$/, "");
  const position = Number(/at position (\d+)/.exec(error.message)?.[1] ?? NaN);
  if (Number.isNaN(position)) return reason;
  const before = text.slice(0, position).split("\n");
  return `line ${before.length}, column ${before.at(-1)!.length + 1}: ${reason}`;
}

function fieldName(issuePath: readonly (string | number)[]): string {
  return issuePath.map((part, index) => (typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`)).join("");
}

/** The first problem, named by field, in words a person writing the file can act on. */
function describeIssue(issue: ZodIssue): string {
  const field = fieldName(issue.path);
  const example = exampleValues[String(issue.path[0])];
  if (issue.path.length === 0 && issue.code === "invalid_type") return "must hold one JSON object with at least a name";
  switch (issue.code) {
    case "unrecognized_keys":
      return `unknown field ${issue.keys.map((key) => `"${key}"`).join(", ")}; the fields are ${Object.keys(productFile._def.schema.shape).join(", ")}`;
    case "invalid_type":
      if (issue.received === "undefined") return `"${field}" is required`;
      return `"${field}" must be ${issue.expected === "array" ? "a list" : `a ${issue.expected}`}${example ? ` such as ${example}` : ""}, not a ${issue.received}`;
    case "too_small":
      return issue.type === "string" ? `"${field}" must not be empty` : `"${field}" must be at least ${Number(issue.minimum)}`;
    case "too_big":
      if (issue.type === "string") return `"${field}" must be at most ${Number(issue.maximum)} characters`;
      if (issue.type === "array") return `"${field}" may list at most ${Number(issue.maximum)}`;
      return `"${field}" must be at most ${Number(issue.maximum)}`;
    default:
      return `"${field}" ${issue.message}`;
  }
}

async function localImage(file: string, index: number, productFilePath: string): Promise<string> {
  const where = `${productFilePath}: images[${index}]`;
  let info;
  try {
    info = await stat(file);
  } catch {
    throw productError(`${where}: there is no file at ${file}.`);
  }
  if (!info.isFile()) throw productError(`${where}: ${file} is not a file.`);
  if (info.size > productFromUrlDefaults.imageMaxBytes) throw productError(`${where}: ${file} is larger than ${productFromUrlDefaults.imageMaxBytes / 1024 / 1024} MB.`);
  const head = Buffer.alloc(16);
  const handle = await open(file, "r");
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (!detectImageType(head)) throw productError(`${where}: ${file} is not a JPEG, PNG, WebP or GIF image.`);
  await measureImage(file).catch((error: unknown) => {
    throw isIntakeError(error) ? productError(`${where}: ${file}: ${error.message}`) : error;
  });
  return file;
}

async function imageFromLink(url: string, index: number, options: ProductSourceOptions, productFilePath: string, imageSources: Map<string, string>): Promise<string> {
  const image = await downloadImage(url, {
    allowPrivateNetworks: options.allowPrivateNetwork,
    maxBytes: productFromUrlDefaults.imageMaxBytes,
    timeoutMs: productFromUrlDefaults.imageTimeoutMs,
  }).catch((error: unknown) => {
    throw isIntakeError(error) ? productError(`${productFilePath}: images[${index}] (${url}) could not be downloaded: ${intakeMessage(error)}`) : error;
  });
  return saveImage(image, index, options.workDir, imageSources);
}

async function saveImage(image: DownloadedImage, index: number, workDir: string, imageSources: Map<string, string>): Promise<string> {
  const file = path.join(workDir, `product-image-${index + 1}${imageExtensions[image.type]}`);
  await writeFile(file, image.bytes);
  imageSources.set(file, image.url);
  return file;
}

function intakeMessage(error: IntakeError): string {
  return error.code === "private_address" ? `${error.message} For a shop served on this machine, add --allow-private-network.` : error.message;
}
