/**
 * The popover's tooltip and unread dot. Self-contained, and loaded only by popovers that have one of them.
 * The dot hides for `notificationDays` once the form is opened, remembered per form in local storage under
 * `tfNotificationData` (nothing is remembered with the sandbox on, so the dot shows every time).
 */
import type { PopoverOptions } from "./types";

const STORAGE_KEY = "tfNotificationData";

type HideUntil = Record<string, { hideUntilTime: number } | number>;

function read(): HideUntil {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY)!) || {};
  } catch (error) {
    return {};
  }
}

function write(data: HideUntil) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
  } catch (error) {
    // Storage blocked (private mode, a policy): the dot simply shows again next time.
  }
}

/** True when the dot should show; an expired entry is cleared. */
export function notificationDue(formId: string) {
  const data = read();
  const entry = data[formId];
  const hideUntil = typeof entry == "number" ? entry : (entry && entry.hideUntilTime) || 0;
  if (Date.now() < hideUntil) return false;
  if (hideUntil) {
    delete data[formId];
    write(data);
  }
  return true;
}

export function hideNotificationFor(formId: string, days: number) {
  const until = new Date();
  until.setDate(until.getDate() + days);
  write({ ...read(), [formId]: { hideUntilTime: until.getTime() } });
}

function child(tag: string, className: string, parent: HTMLElement) {
  const element = document.createElement(tag);
  element.className = className;
  return parent.appendChild(element);
}

type CloseButton = (onClick: () => void, parent: HTMLElement, label: string) => void;

/**
 * Adds the tooltip and dot; `opened()` takes both away when the form opens. The caller lends its close-button
 * builder, so this chunk imports nothing the entry already has.
 */
export function addPopoverExtras(root: HTMLElement, button: HTMLElement, formId: string, options: PopoverOptions, closeButton: CloseButton) {
  let tooltip: HTMLElement | undefined;
  let dot: HTMLElement | undefined;
  if (options.tooltip) {
    tooltip = child("div", "tf-tooltip", root);
    child("span", "", tooltip).textContent = options.tooltip;
    closeButton(() => tooltip!.remove(), tooltip, "Dismiss");
  }
  if (options.notificationDays && (options.enableSandbox || notificationDue(formId))) {
    dot = child("span", "tf-dot", button);
    dot.setAttribute("aria-label", "New");
  }
  return {
    opened() {
      if (tooltip) tooltip.remove();
      if (!dot) return;
      dot.remove();
      dot = undefined;
      if (!options.enableSandbox) hideNotificationFor(formId, options.notificationDays!);
    },
  };
}
