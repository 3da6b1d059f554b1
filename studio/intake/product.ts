/** What the intake knows about a product, and the partial view each kind of markup gives of it. */

export interface ProductPrice {
  /** In the currency's main unit (49.99, not 4999 cents). */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
}

export interface ExtractedProduct {
  name: string;
  description: string | undefined;
  price: ProductPrice | undefined;
  brand: string | undefined;
  /** Absolute http(s) URLs, deduplicated, at most 12. */
  images: string[];
  /** Feature bullets, at most 8. */
  features: string[];
  sourceUrl: string;
}

/** One source's findings, already cleaned; a field it does not know stays undefined (or empty). */
export interface ProductCandidate {
  name?: string;
  description?: string;
  price?: ProductPrice;
  brand?: string;
  images?: string[];
  features?: string[];
}
