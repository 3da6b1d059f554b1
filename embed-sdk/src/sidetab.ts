import { el, px } from "./core/dom";
import { createLauncher } from "./core/launcher";
import { createModal } from "./core/modal";
import type { EmbedHandle, SidetabOptions } from "./core/types";

export type { EmbedHandle, SidetabOptions } from "./core/types";

const SIDETAB_TEXT = "Launch me";
const SIDETAB_HEIGHT = 580;

/** A vertical tab on the right edge of the page that opens the form beside it. */
export function createSidetab(formId: string, options: SidetabOptions = {}): EmbedHandle {
  let launcher: ReturnType<typeof createLauncher>;

  return createModal(formId, options, {
    type: "popup-side-panel",
    css: "sidetab",
    className: "tf-sidetab-panel",
    closeMs: 250,
    build({ dialog, life, toggle, title }) {
      const root = el("div", `tf-sidetab tf-align-${options.buttonAlign || "center"}`, options.container || document.body);
      life.add(() => root.remove());
      root.style.top = px(options.top);
      root.style.bottom = px(options.bottom);
      dialog.style.width = px(options.width);
      dialog.style.height = px(options.height || SIDETAB_HEIGHT);
      launcher = createLauncher(root, "tf-sidetab-button", options, toggle, title, options.buttonText || SIDETAB_TEXT);
      return root;
    },
    update(open, loading) {
      launcher.show(open ? (loading ? "loading" : "open") : "closed");
    },
  });
}
