/**
 * The automatic open (`open` option), its skip rules and the closed cookie. Loaded only by embeds that use them.
 * Self-contained (the embed lends what else it needs), so the chunk shares nothing with the entry.
 */
import type { Lifecycle } from "./dom";
import type { CommonOptions, TriggerOptions } from "./types";

const closedCookie = (formId: string) => `tf-${encodeURIComponent(formId)}-closed`;

export const hasClosedCookie = (formId: string) => document.cookie.split("; ").indexOf(`${closedCookie(formId)}=true`) >= 0;
export const setClosedCookie = (formId: string) => {
  document.cookie = `${closedCookie(formId)}=true;path=/`;
};

/** The skip rules of an automatic open. Open overlays carry `data-tf-open`, whichever script made them. */
export function shouldSkipOpen(formId: string, options: TriggerOptions) {
  const open = Array.from(document.querySelectorAll("[data-tf-open]"));
  return !!(
    (options.preventReopenOnClose && hasClosedCookie(formId)) ||
    (options.respectOpenModals == "all" && open.length) ||
    (options.respectOpenModals == "same" && open.some((embed) => embed.getAttribute("data-tf-form") == formId))
  );
}

/** Percent of the page scrolled reached, or the very bottom. */
function scrolledPast(percent: number) {
  const root = document.documentElement;
  const top = scrollY || root.scrollTop;
  return (top / root.scrollHeight) * 100 >= percent || top + innerHeight >= root.scrollHeight;
}

/**
 * Arms the trigger: load opens at once, time after `openValue` ms, exit when the mouse moves up above `openValue`
 * px from the top, scroll past `openValue` percent (or the bottom). A listener is removed as soon as it fires, and
 * every one goes with the embed's lifecycle, so `unmount()` before the trigger leaves nothing behind.
 */
export async function armOpenTrigger(open: () => void, formId: string, options: TriggerOptions & CommonOptions, life: Lifecycle, waitForHubspotCookie: () => Promise<void>) {
  let live = true;
  life.add(() => (live = false));
  // The HubSpot fields go into the address on open, so an automatic open waits for HubSpot's cookie first.
  if (options.hubspot) await waitForHubspotCookie();
  const openUnlessSkipped = () => live && (shouldSkipOpen(formId, options) || open());
  const { open: trigger, openValue = 0 } = options;
  if (trigger == "load") openUnlessSkipped();
  if (trigger == "time") life.later(openUnlessSkipped, openValue);
  if (trigger == "exit") {
    // Near the top and moving up: the visitor is heading for the tabs or the address bar.
    let previousY = -1;
    const stop = life.on(document, "mousemove", (event: MouseEvent) => {
      if (event.clientY < openValue && event.clientY < previousY) {
        stop();
        openUnlessSkipped();
      } else previousY = event.clientY;
    });
  }
  if (trigger == "scroll") {
    const stop = life.on(document, "scroll", () => {
      if (scrolledPast(openValue)) {
        stop();
        openUnlessSkipped();
      }
    });
  }
}
