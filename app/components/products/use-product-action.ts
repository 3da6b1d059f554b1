import { useActionData, useFetcher } from "@remix-run/react";
import type { ProductActionData } from "./products";

/**
 * One form of the products screens: its fetcher (used once JavaScript runs), whether it is on the way, and the
 * action's last answer to it, from the fetcher or, after a plain post without JavaScript, from the page.
 */
export function useProductAction(formId: string) {
  const fetcher = useFetcher<ProductActionData>({ key: formId });
  const pageAnswer = useActionData() as ProductActionData | undefined;
  const answer = fetcher.data?.formId === formId ? fetcher.data : pageAnswer?.formId === formId ? pageAnswer : undefined;
  return { fetcher, pending: fetcher.state !== "idle", answer };
}
