import { useActionData, useFetcher } from "@remix-run/react";
import type { PosterActionData } from "./posters";

/**
 * One change to one poster of a list: its fetcher (used once JavaScript runs), whether it is on the way, and the
 * refusal to show next to it, from the fetcher or, after a plain post without JavaScript, from the page's answer.
 */
export function usePosterAction(intent: "duplicate" | "delete", posterId: string) {
  const fetcher = useFetcher<PosterActionData>({ key: `poster-${intent}-${posterId}` });
  const pageAnswer = useActionData() as PosterActionData | undefined;
  const pending = fetcher.state !== "idle";
  const fromPage = pageAnswer?.what === "poster" && pageAnswer.intent === intent && pageAnswer.posterId === posterId ? pageAnswer : undefined;
  const answer = fetcher.data ?? fromPage;
  return { fetcher, pending, error: pending ? undefined : answer?.error };
}
