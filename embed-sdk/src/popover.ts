import { el, px } from "./core/dom";
import { createLauncher } from "./core/launcher";
import { createModal } from "./core/modal";
import { closeButton } from "./core/overlay";
import type { EmbedHandle, PopoverOptions } from "./core/types";
import { loadPopoverExtras } from "./core/lazy";

export type { EmbedHandle, PopoverOptions } from "./core/types";

/** A round button in the bottom corner opening a small panel, with an optional tooltip and unread dot. */
export function createPopover(formId: string, options: PopoverOptions = {}): EmbedHandle {
  let launcher: ReturnType<typeof createLauncher>;
  let extras: Promise<{ opened(): void }> | undefined;

  return createModal(formId, options, {
    type: "popup-popover",
    css: "popover",
    className: "tf-popover-panel",
    closeMs: 250,
    build({ dialog, life, toggle, title }) {
      const root = el("div", "tf-popover", options.container || document.body);
      life.add(() => root.remove());
      dialog.style.width = px(options.width);
      dialog.style.height = px(options.height);
      launcher = createLauncher(root, "tf-popover-button", options, toggle, title);
      if (options.tooltip || options.notificationDays)
        extras = loadPopoverExtras().then(({ addPopoverExtras }) => addPopoverExtras(root, launcher.button, formId, options, closeButton));
      return root;
    },
    update(open, loading) {
      launcher.show(open ? (loading ? "loading" : "open") : "closed");
      if (open && extras) extras.then((added) => added.opened());
    },
  });
}
