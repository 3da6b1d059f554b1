/** What the feedback form sends to the API: `POST feedback`, with the signed-in user's token when there is one. */
import type { AppLoadContext } from "@remix-run/node";
import { loaded, type Loaded } from "~/utils/api.server";

export interface FeedbackMessage {
  content: string;
  email?: string;
  /** The page the person came from, a path on this site. */
  page: string;
}

export async function sendFeedback(context: AppLoadContext, message: FeedbackMessage): Promise<Loaded<{ id: string }>> {
  // Signed out, there is no token to send: the API stores the message without a user.
  return loaded(await context.api.post<{ id: string }>("feedback", { ...message }, { toast: false, auth: Boolean(context.session.userId) }));
}
