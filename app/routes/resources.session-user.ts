import { json, type LoaderFunctionArgs } from "@remix-run/node";

/** Who is signed in, for tabs that check after coming back into view (components/session-sync.tsx). */
export function loader({ context }: LoaderFunctionArgs) {
  return json({ userId: context.session.userId ?? null }, { headers: { "Cache-Control": "no-store" } });
}
