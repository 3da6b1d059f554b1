/** Toasts hide after 6000 ms and show at most 150 characters per line. */
export const toastDurationMs = 6000;
export const toastTextLimit = 150;

export type ToastType = "success" | "error";

export interface Toast {
  id: string;
  type: ToastType;
  /** One line, or several shown line by line. */
  lines: string[];
}

export function cutToastText(text: string): string {
  const characters = Array.from(text);
  return characters.length <= toastTextLimit ? text : `${characters.slice(0, toastTextLimit - 1).join("")}…`;
}
