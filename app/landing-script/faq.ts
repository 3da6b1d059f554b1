/**
 * Exactly one question open. Browsers that know <details name> already close the others; this also covers
 * those that do not, and keeps the open one open when its own question is clicked.
 */
export function enhanceFaq(list: HTMLElement) {
  const items = [...list.querySelectorAll<HTMLDetailsElement>("details")];
  for (const item of items) {
    item.querySelector("summary")?.addEventListener("click", (event) => {
      if (item.open) event.preventDefault();
    });
    item.addEventListener("toggle", () => {
      if (!item.open) return;
      for (const other of items) if (other !== item && other.open) other.open = false;
    });
  }
}
