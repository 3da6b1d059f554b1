import { el, type Lifecycle } from "./dom";

const escapeStack: Array<() => void> = [];

/**
 * Marks an overlay open: `data-tf-open` (read by respectOpenModals), scroll locked by the mode's lock if it has one, Escape closing the
 * overlay opened last. The returned release undoes all of it once and gives focus back to the element that had it
 * on opening, when focus is still inside the overlay.
 */
export function activate(overlay: HTMLElement, close: () => void, life: Lifecycle, lockScroll?: () => () => void) {
  overlay.setAttribute("data-tf-open", "");
  const opener = document.activeElement as HTMLElement | null;
  const unlockScroll = lockScroll && lockScroll();
  escapeStack.push(close);
  const stopListening = life.on(document, "keydown", (event: KeyboardEvent) => {
    if (event.key == "Escape" && escapeStack[escapeStack.length - 1] == close) close();
  });
  let active = true;
  return () => {
    if (!active) return;
    active = false;
    overlay.removeAttribute("data-tf-open");
    if (unlockScroll) unlockScroll();
    stopListening();
    escapeStack.splice(escapeStack.indexOf(close), 1);
    const focused = document.activeElement;
    if ((!focused || focused == document.body || overlay.contains(focused)) && opener && opener.isConnected) opener.focus({ preventScroll: true });
  };
}

/**
 * Keeps Tab inside a dialog whose content is a cross-origin iframe, where key events cannot be seen: a focusable
 * sentinel at each end sends focus back round to the other end.
 */
export function trapFocus(dialog: HTMLElement, first: () => void, last: () => void) {
  const guard = (onFocus: () => void) => {
    const sentinel = el("div", "tf-guard");
    sentinel.tabIndex = 0;
    sentinel.addEventListener("focus", onFocus);
    return sentinel;
  };
  dialog.prepend(guard(last));
  dialog.append(guard(first));
}

export function closeButton(onClick: () => void, parent: HTMLElement, label = "Close") {
  const button = el("button", "tf-close", parent);
  button.type = "button";
  button.setAttribute("aria-label", label);
  button.textContent = "×";
  button.addEventListener("click", onClick);
  return button;
}

/** role=dialog, aria-modal and the accessible name, set or taken away together. */
export function markDialog(element: HTMLElement, name: string | false) {
  for (const [attribute, value] of [
    ["role", "dialog"],
    ["aria-modal", "true"],
    ["aria-label", name],
  ])
    if (name) element.setAttribute(attribute as string, value as string);
    else element.removeAttribute(attribute as string);
}
