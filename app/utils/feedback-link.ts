import type { Place } from "~/utils/workspace-menu";

/** The feedback form's address, carrying the page it was opened from so the message says where the person was. */
export function feedbackHref({ pathname, search }: Place): string {
  if (pathname === "/help/feedback") return pathname + search;
  return `/help/feedback?${new URLSearchParams({ from: pathname + search })}`;
}
