import { DEFAULT_BUTTON_COLOR, textColorFor } from "./color";
import { applyProps, el, px } from "./dom";
import { chatIcon } from "./icon";
import { loadCustomIcon } from "./lazy";
import type { ButtonOptions } from "./types";

export type LauncherState = "closed" | "loading" | "open";

/**
 * The round popover button or the side tab: its colour (default #3a7685, validated), text in black or white by
 * brightness unless given, and three faces — the icon, a spinner while the form loads and × once it is open (both
 * drawn by the stylesheet from `data-state`).
 */
export function createLauncher(parent: HTMLElement, className: string, options: ButtonOptions, toggle: () => void, title: string, text?: string) {
  const color = options.buttonColor || DEFAULT_BUTTON_COLOR;
  const button = el("button", `tf-launcher ${className}`, parent);
  button.type = "button";
  Object.assign(button.style, {
    backgroundColor: color,
    color: options.buttonTextColor || textColorFor(color),
    fontSize: px(options.buttonTextSize),
    width: px(options.buttonWidth),
    height: px(options.buttonHeight),
  });
  button.setAttribute("aria-haspopup", "dialog");
  const icon = el("span", "tf-icon", button);
  const custom = options.customIcon;
  if (custom) loadCustomIcon().then(({ customIcon }) => customIcon(custom, icon));
  else chatIcon(icon);
  if (text) el("span", "tf-text", button).textContent = text;
  // A round button with only an icon is named by the form; a side tab by its text. aria-expanded tells its state.
  if (!text) button.setAttribute("aria-label", title);
  applyProps(button, options.buttonProps);
  button.addEventListener("click", toggle);
  const show = (state: LauncherState) => {
    button.setAttribute("data-state", state);
    button.setAttribute("aria-expanded", String(state != "closed"));
  };
  show("closed");
  return { button, show };
}
