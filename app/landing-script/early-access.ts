import { createPopup } from "../../embed-sdk/src/popup";

/**
 * Get Started and Request Early Access open the hosted early-access form as a popup, through our own embed SDK, as
 * any site owner's page would. The links keep their address, so a middle-click or a failed script still gets there.
 */
export function enhanceEarlyAccess(links: HTMLAnchorElement[]) {
  if (links.length === 0) return;
  const formId = new URL(links[0].href).pathname.split("/").pop() ?? "";
  const popup = createPopup(formId);
  for (const link of links) {
    link.addEventListener("click", (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      popup.open();
    });
  }
}
