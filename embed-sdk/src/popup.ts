import { px } from "./core/dom";
import { createModal } from "./core/modal";
import { lockScroll } from "./core/scroll-lock";
import type { EmbedHandle, PopupOptions } from "./core/types";

export type { EmbedHandle, PopupOptions } from "./core/types";

const POPUP_MARGIN = 80;

/** A centred overlay; the page does not scroll while it is open. */
export function createPopup(formId: string, options: PopupOptions = {}): EmbedHandle {
  return createModal(formId, options, {
    type: "popup-blank",
    css: "popup",
    className: "tf-popup",
    closeMs: 250,
    lockScroll,
    build({ panel }) {
      const { width, height, size = 100 } = options;
      const both = width != null && height != null;
      panel.style.width = both ? px(width) : `calc(${size}% - ${POPUP_MARGIN}px)`;
      panel.style.height = both ? px(height) : `calc(${size}% - ${POPUP_MARGIN}px)`;
      return options.container || document.body;
    },
  });
}
