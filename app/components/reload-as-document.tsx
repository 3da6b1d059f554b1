import { useEffect } from "react";

/**
 * Rendered in place of the scripts on a page that has no React in the browser (utils/page-hydration.ts). Served as
 * a document, such a page never runs this effect; it runs only when the app in a tab arrived at one by itself (a
 * link, or a revalidation after signing out in another tab), and then loads it as the document it is meant to be.
 */
export function ReloadAsDocument() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}
