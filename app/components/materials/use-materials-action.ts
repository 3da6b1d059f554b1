import { useActionData, useFetcher } from "@remix-run/react";
import type { MaterialsActionData } from "./materials";

/**
 * One form of /add-material: its fetcher (used once JavaScript runs), whether it is on the way, and the action's
 * last answer to it, from the fetcher or, after a plain post without JavaScript, from the page.
 */
export function useMaterialsAction(formId: string) {
  const fetcher = useFetcher<MaterialsActionData>({ key: formId });
  const pageAnswer = useActionData() as MaterialsActionData | undefined;
  const answer = fetcher.data?.formId === formId ? fetcher.data : pageAnswer?.formId === formId ? pageAnswer : undefined;
  const pending = fetcher.state !== "idle";
  return { fetcher, pending, answer, error: pending ? undefined : answer?.error };
}
