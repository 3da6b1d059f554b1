import { useActionData, useFetcher } from "@remix-run/react";
import type { SlideshowActionData, SlideshowIntent } from "./slideshows";

/**
 * One change to one slideshow of the list: its fetcher (used once JavaScript runs), whether it is on the way, and
 * the refusal to show next to it, from the fetcher or, after a plain post without JavaScript, from the page's answer.
 */
export function useSlideshowAction(intent: SlideshowIntent, slideshowId: string) {
  const fetcher = useFetcher<SlideshowActionData>({ key: `${intent}-${slideshowId}` });
  const pageAnswer = useActionData() as SlideshowActionData | undefined;
  const pending = fetcher.state !== "idle";
  const answer = fetcher.data ?? (pageAnswer?.intent === intent && pageAnswer.slideshowId === slideshowId ? pageAnswer : undefined);
  return { fetcher, pending, error: pending ? undefined : answer?.error };
}
