import { useEffect } from "react";
import { useBackgroundRevalidate } from "~/components/use-background-revalidate";

/**
 * With JavaScript, reads the page's data again every `seconds` while `working` and the page is visible (without it,
 * the page carries a meta refresh instead: `NoScriptRefresh`).
 */
export function useRefreshWhile(working: boolean, seconds: number) {
  const revalidate = useBackgroundRevalidate();
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") revalidate();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [working, seconds, revalidate]);
}

/** Without JavaScript, the page reloads itself every `seconds` while something on it is still being made. */
export function NoScriptRefresh({ working, seconds }: { working: boolean; seconds: number }) {
  if (!working) return null;
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}
