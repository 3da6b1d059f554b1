import { px } from "./core/dom";
import { createModal } from "./core/modal";
import { lockScroll } from "./core/scroll-lock";
import type { EmbedHandle, SliderOptions } from "./core/types";

export type { EmbedHandle, SliderOptions } from "./core/types";

const SLIDER_WIDTH = 800;

/** A drawer sliding in from the right (or left); the page does not scroll while it is open. */
export function createSlider(formId: string, options: SliderOptions = {}): EmbedHandle {
  return createModal(formId, options, {
    type: "popup-drawer",
    css: "slider",
    className: `tf-slider tf-${options.position == "left" ? "left" : "right"}`,
    closeMs: 500,
    lockScroll,
    build({ panel }) {
      panel.style.width = px(options.width || SLIDER_WIDTH);
      return options.container || document.body;
    },
  });
}
