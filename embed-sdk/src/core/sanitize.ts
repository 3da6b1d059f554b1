/**
 * A site owner's custom icon, loaded only by launchers that have one (self-contained). A URL becomes an image;
 * markup is parsed in an inert document (nothing in it loads or runs) and rebuilt element by element from an
 * allow-list, so no `innerHTML` ever touches the page.
 */
const ALLOWED_TAGS = /^(svg|g|path|circle|ellipse|rect|line|polyline|polygon|title|img|span|b|i|em|strong|br)$/;
const ALLOWED_ATTRIBUTES =
  /^(viewbox|width|height|fill|fill-rule|clip-rule|stroke|stroke-width|stroke-linecap|stroke-linejoin|opacity|d|cx|cy|r|rx|ry|x|y|x1|y1|x2|y2|points|transform|class|aria-hidden|alt|src|xmlns)$/;

/** Images come only from web or data:image addresses; no value may point at script or load through url(). */
const safeValue = (name: string, value: string) => (name == "src" ? /^(https?:|data:image\/)/i : /^(?!.*(url\s*\(|script:))/i).test(value);

function copy(from: Node, into: Node) {
  from.childNodes.forEach((child) => {
    if (child.nodeType == 3) into.appendChild(document.createTextNode(child.textContent!));
    if (!(child instanceof Element) || !ALLOWED_TAGS.test(child.localName)) return;
    const clean = document.createElementNS(child.namespaceURI, child.localName);
    for (const { name, value } of Array.from(child.attributes)) if (ALLOWED_ATTRIBUTES.test(name.toLowerCase()) && safeValue(name, value)) clean.setAttribute(name, value);
    copy(child, clean);
    into.appendChild(clean);
  });
}

export function sanitizedMarkup(markup: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  copy(new DOMParser().parseFromString(markup, "text/html").body, fragment);
  return fragment;
}

export function customIcon(icon: string, parent: HTMLElement) {
  icon = icon.trim();
  if (/^(https?:\/\/|\/|data:image\/)/i.test(icon)) {
    const image = parent.appendChild(document.createElement("img"));
    image.alt = "";
    image.src = icon;
  } else parent.appendChild(sanitizedMarkup(icon));
}
