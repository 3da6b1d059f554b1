import type { RedirectTarget } from "./types";

/**
 * Self-contained (loaded the first time a form redirects). Follows a redirect the form asks for, to the target it names (or the embed's `redirectTarget`): `_self` loads it
 * in the iframe, `_blank` in a new tab, `_top` through a top-level link, anything else replaces the page.
 */
export function redirect(iframe: HTMLIFrameElement, url: string | undefined, target: RedirectTarget | undefined) {
  if (!url) return console.error("Redirect failed, no URL provided");
  let address: URL | undefined;
  try {
    address = new URL(url, iframe.src);
  } catch {
    // A malformed address is refused below, like any that is not a web address.
  }
  // No javascript: or data: address runs on the site owner's page, whoever sent it.
  if (!address || !/^https?:$/.test(address.protocol)) return console.error(`Redirect failed, not a web address: ${url}`);
  const href = address.href;
  if (target == "_self") {
    // Only the hash differs: mark the query too, or the iframe would not load the page again.
    if (href.split("#")[0] == iframe.src.split("#")[0]) address.searchParams.set("tf-embed-ts", String(Date.now()));
    iframe.src = address.href;
  } else if (target == "_blank") {
    open(href, "_blank", "noopener");
  } else if (target == "_top") {
    const link = document.createElement("a");
    link.href = href;
    link.target = "_top";
    document.body.appendChild(link).click();
    link.remove();
  } else location.href = href;
}
