import { useActionData, useFetcher } from "@remix-run/react";
import type { AvatarActionData, AvatarIntent } from "./avatars";

/**
 * One change to one avatar of the list: its fetcher (used once JavaScript runs), whether it is on the way, and the
 * refusal to show next to it, from the fetcher or, after a plain post without JavaScript, from the page's answer.
 */
export function useAvatarAction(intent: AvatarIntent, avatarId: string) {
  const fetcher = useFetcher<AvatarActionData>({ key: `${intent}-${avatarId}` });
  const pageAnswer = useActionData() as AvatarActionData | undefined;
  const pending = fetcher.state !== "idle";
  const answer = fetcher.data ?? (pageAnswer?.intent === intent && pageAnswer.avatarId === avatarId ? pageAnswer : undefined);
  return { fetcher, pending, error: pending ? undefined : answer?.error, answer };
}
