import { domainFor, nonceFor } from "./config";
import { el, hasDom, lifecycle, noop, noopHandle, reducedMotion, useStylesheet, type Lifecycle } from "./dom";
import { createFrame } from "./frame";
import { activate, closeButton, markDialog, trapFocus } from "./overlay";
import { loadTriggers } from "./lazy";
import type { CommonOptions, EmbedHandle, EmbedType, TriggerOptions } from "./types";
import { originOf, waitForHubspotCookie } from "./url";

type ModalOptions = CommonOptions & TriggerOptions & { container?: HTMLElement };

/** How one overlay mode differs from the others. */
export interface ModalMode {
  type: EmbedType;
  /** Its stylesheet at /next/css/{css}.css. */
  css: string;
  /** Class names of the dialog element. */
  className: string;
  /** Close animation length: 250 ms, or 500 ms for the slider. */
  closeMs: number;
  /** Popup and slider lock page scrolling while open (a mode that does not, leaves the lock out of its bundle). */
  lockScroll?: () => () => void;
  /** Builds the mode's own elements (launcher, sizes) and returns where the dialog goes. */
  build(parts: { dialog: HTMLElement; panel: HTMLElement; life: Lifecycle; toggle: () => void; title: string }): HTMLElement;
  /** Open or closed, and whether the form is still loading: for the launcher's face. */
  update?(open: boolean, loading: boolean): void;
}

/**
 * The overlay modes' shared life: not mounted → open → closed (hidden with keepSession, removed otherwise).
 * `open()` builds the iframe with its address and shows the dialog in the same task.
 */
export function createModal(formId: string, options: ModalOptions, mode: ModalMode): EmbedHandle {
  if (!hasDom()) return noopHandle();
  const life = lifecycle();
  const domain = domainFor(options.domain);
  useStylesheet(life, originOf(domain), mode.css, nonceFor(options.nonce));

  let isOpen = false;
  let loading = false;
  // Each undoes what it names; a finished timer's stop does nothing.
  let release = noop;
  let stopClosing = noop;
  let stopAutoClose = noop;
  let unmounted = false;
  const update = () => mode.update && mode.update(isOpen, loading);

  const frame = createFrame(formId, mode.type, domain, options, life, {
    // Focus is still where opening put it: move on into the form.
    "form-ready": () => isOpen && document.activeElement == close && frame.focus(),
    "form-submit": () => {
      if (options.autoClose) stopAutoClose = life.later(hide, Math.max(typeof options.autoClose == "number" ? options.autoClose : 0, 500));
    },
    "form-theme": ({ theme }) => {
      if (theme && theme.backgroundColor) panel.style.backgroundColor = theme.backgroundColor;
    },
    "form-close": () => hide(),
  });

  const dialog = el("div", `tf-dialog ${mode.className}`);
  markDialog(dialog, frame.title);
  dialog.setAttribute("data-tf-form", formId);
  const panel = el("div", "tf-panel", dialog);
  const close = closeButton(() => hide(), panel);
  trapFocus(dialog, () => close.focus(), frame.focus);
  // A click on the dimmed page around the form closes it.
  dialog.addEventListener("click", (event) => event.target == dialog && hide());

  function show() {
    if (isOpen) return;
    // Reopened during the close animation: keep the same form.
    stopClosing();
    const current = frame.current();
    if (!current || !current.isConnected) {
      const iframe = frame.create();
      iframe.addEventListener("load", () => {
        loading = false;
        dialog.classList.remove("tf-loading");
        update();
      });
      panel.append(iframe);
      loading = true;
      dialog.classList.add("tf-loading");
    }
    dialog.hidden = false;
    dialog.classList.remove("tf-closing");
    if (!dialog.isConnected) host.append(dialog);
    isOpen = true;
    release = activate(dialog, hide, life, mode.lockScroll);
    close.focus({ preventScroll: true });
    update();
  }

  function hide() {
    if (!isOpen) return;
    isOpen = false;
    release();
    stopAutoClose();
    dialog.classList.add("tf-closing");
    update();
    if (options.preventReopenOnClose) loadTriggers().then(({ setClosedCookie }) => setClosedCookie(formId));
    if (options.onClose) options.onClose();
    stopClosing = life.later(
      () => {
        dialog.classList.remove("tf-closing");
        if (options.keepSession) dialog.hidden = true;
        else {
          dialog.remove();
          frame.current()!.remove();
        }
      },
      reducedMotion() ? 0 : mode.closeMs,
    );
  }

  const toggle = () => (isOpen ? hide() : show());
  const host = mode.build({ dialog, panel, life, toggle, title: frame.title });
  if (options.open)
    loadTriggers().then(({ armOpenTrigger }) => {
      if (!unmounted) armOpenTrigger(show, formId, options, life, waitForHubspotCookie);
    });

  return {
    open: show,
    close: hide,
    toggle,
    refresh: frame.refresh,
    focus: frame.focus,
    unmount() {
      unmounted = true;
      release();
      dialog.remove();
      life.dispose();
    },
  };
}
