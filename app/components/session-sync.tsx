import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

const channelName = "promoreel-session";

/**
 * Tabs stay in step (signing in or out in one changes the others), for a session that lives in an httpOnly cookie: when this tab sees
 * the signed-in user change it tells the others, which re-run their loaders (and so their guards) at once; a tab
 * coming back into view asks the server who is signed in, in case it missed a message.
 */
export function SessionSync({ userId }: { userId: string | null }) {
  const revalidator = useRevalidator();
  const current = useRef(userId);
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const opened = new BroadcastChannel(channelName);
    opened.onmessage = (event: MessageEvent<{ userId: string | null }>) => {
      if (event.data.userId !== current.current) revalidator.revalidate();
    };
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revalidator is new on every render; the channel lives as long as the page
  }, []);

  useEffect(() => {
    if (current.current === userId) return;
    current.current = userId;
    channel.current?.postMessage({ userId });
  }, [userId]);

  useEffect(() => {
    const check = async () => {
      if (document.visibilityState !== "visible") return;
      const response = await fetch("/resources/session-user", { headers: { Accept: "application/json" } }).catch(() => null);
      const body = (await response?.json().catch(() => null)) as { userId: string | null } | null;
      if (body && body.userId !== current.current) revalidator.revalidate();
    };
    document.addEventListener("visibilitychange", check);
    window.addEventListener("focus", check);
    return () => {
      document.removeEventListener("visibilitychange", check);
      window.removeEventListener("focus", check);
    };
  }, [revalidator]);

  return null;
}
