import { z } from "zod";

/** A list's `page` and `page_size` query fields; each list sets its own largest page. */
export function pageQueryFields(maxPageSize: number) {
  return {
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(maxPageSize).default(20),
  };
}
