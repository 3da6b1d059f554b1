/**
 * Stock footage and images (docs/api-v1.md, Materials: `material/vecteezy`): what a search finds at the configured
 * providers, as the API shows it. The calls keep the names of the original spec; Pexels answers them too.
 */
export const stockProviders = ["pexels", "vecteezy"] as const;
export type StockProviderName = (typeof stockProviders)[number];
export type StockKind = "image" | "clip";

export const stockLimits = {
  query: 100,
  pageSize: 24,
  /** Providers count pages from 1 and refuse deep ones; no one browses past this. */
  maxPage: 100,
} as const;

export interface StockItemView {
  provider: StockProviderName;
  /** The provider's id of the item: what `material/vecteezy/preview/download` takes. */
  id: string;
  kind: StockKind;
  title: string;
  width: number;
  height: number;
  duration_ms: number | null;
  /** A still of it, served by this API (the browser never calls the provider). */
  preview_url: string;
  /** Its page at the provider. */
  page_url: string;
  author: { name: string; url: string | null } | null;
  license: { name: string; url: string };
}

export interface StockSearchView {
  /** The providers configured (at least one: without any the call is a 404), in the order the screen offers them. */
  providers: StockProviderName[];
  provider: StockProviderName;
  items: StockItemView[];
  total: number;
  page: number;
  page_size: number;
}
