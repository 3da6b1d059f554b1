/**
 * A stock provider behind one interface, so the router neither knows nor cares whose API it talks to, and tests run
 * each against a local server speaking that provider's protocol (./testing/stock-server.ts).
 */
import type { StockKind, StockProviderName } from "../../contract/stock";

export interface StockSearch {
  query: string;
  kind: StockKind;
  page: number;
  pageSize: number;
}

/** An item as the provider describes it; `previewImage` and `fileUrl` are the provider's addresses. */
export interface StockItem {
  provider: StockProviderName;
  id: string;
  kind: StockKind;
  title: string;
  width: number;
  height: number;
  durationMs: number | null;
  previewImage: string;
  pageUrl: string;
  author: { name: string; url: string | null } | null;
  license: { name: string; url: string };
}

export interface StockProvider {
  name: StockProviderName;
  search(search: StockSearch): Promise<{ items: StockItem[]; total: number }>;
  /** The item, asked for again by id, and the address of its file: never an address the browser sent. */
  fileOf(id: string, kind: StockKind): Promise<{ item: StockItem; fileUrl: string }>;
}

/** The provider's API did not answer as its protocol says: the caller shows a 502. */
export class StockProviderError extends Error {
  constructor(
    readonly provider: StockProviderName,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = "StockProviderError";
  }
}

const requestTimeoutMs = 15_000;
/** A search answer is a few dozen items: far below this. */
const maxAnswerBytes = 2 * 1024 * 1024;

/** GETs JSON from the provider's API (its configured origin, not a user's address), with a deadline and a size cap. */
export async function getJson(provider: StockProviderName, url: URL, headers: Record<string, string>): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: "application/json", ...headers }, signal: AbortSignal.timeout(requestTimeoutMs), redirect: "error" });
  } catch {
    throw new StockProviderError(provider, "no answer");
  }
  if (response.status === 404) throw new StockProviderError(provider, "not found", 404);
  if (!response.ok) throw new StockProviderError(provider, `status ${response.status}`, response.status);
  const text = await response.text();
  if (text.length > maxAnswerBytes) throw new StockProviderError(provider, "answer too large");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new StockProviderError(provider, "answer is not JSON");
  }
}

/** "https://www.pexels.com/video/a-woman-pouring-coffee-856971/" → "A woman pouring coffee". */
export function titleFromPageUrl(pageUrl: string, fallback: string): string {
  try {
    const slug = new URL(pageUrl).pathname.split("/").filter(Boolean).pop() ?? "";
    const words = slug
      .replace(/-?\d+$/, "")
      .replace(/-/g, " ")
      .trim();
    return words ? words[0]!.toUpperCase() + words.slice(1) : fallback;
  } catch {
    return fallback;
  }
}
