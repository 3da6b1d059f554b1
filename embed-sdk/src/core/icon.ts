const SVG = "http://www.w3.org/2000/svg";

/** A speech bubble, drawn in the launcher's text colour. */
export function chatIcon(parent: HTMLElement) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", "M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H10l-6 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z");
  path.setAttribute("fill", "currentColor");
  svg.appendChild(path);
  parent.appendChild(svg);
}
