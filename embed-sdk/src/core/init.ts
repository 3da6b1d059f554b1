import { optionsFromAttributes } from "./attributes";
import { hasDom } from "./dom";
import type { EmbedHandle, WidgetOptions } from "./types";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each mode takes its own options, read from the same attributes
type Factory = (formId: string, options: any) => EmbedHandle;

/** Which attribute makes which embed: `data-tf-popup="formId"` on a button, `data-tf-widget` on a container… */
export type Factories = Record<"widget" | "popup" | "slider" | "popover" | "sidetab", Factory>;

const mounted = new Map<Element, EmbedHandle>();

/**
 * Creates an embed for every `data-tf-{mode}` element not yet loaded (all of them again with `force`). A popup or
 * slider element becomes the button that toggles it. A faulty snippet is reported and skipped, so the others work.
 */
export function loadEmbeds(factories: Factories, force = false) {
  if (!hasDom()) return;
  for (const mode of Object.keys(factories) as Array<keyof Factories>) {
    const attribute = `data-tf-${mode}`;
    document.querySelectorAll(`[${attribute}]`).forEach((element, index) => {
      if (!force && element.getAttribute("data-tf-loaded") == "true") return;
      const previous = mounted.get(element);
      if (previous) previous.unmount();
      const formId = element.getAttribute(attribute);
      if (!formId) return console.error(`Invalid ${attribute}="" for embed #${index}`);
      try {
        const options = optionsFromAttributes(element);
        if (mode == "widget") {
          mounted.set(element, factories.widget(formId, { ...options, container: element as HTMLElement } as WidgetOptions));
        } else if (mode == "popup" || mode == "slider") {
          const handle = factories[mode](formId, options);
          const toggle = (event: Event) => {
            event.preventDefault();
            handle.toggle();
          };
          element.addEventListener("click", toggle);
          element.setAttribute("aria-haspopup", "dialog");
          mounted.set(element, {
            ...handle,
            unmount() {
              element.removeEventListener("click", toggle);
              handle.unmount();
            },
          });
        } else mounted.set(element, factories[mode](formId, options));
        element.setAttribute("data-tf-loaded", "true");
      } catch (error) {
        console.error(error);
      }
    });
  }
}
