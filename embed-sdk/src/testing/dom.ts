/** Test helpers for the jsdom environment: messages as the hosted form would send them, and listener counts. */
import { afterEach } from "vitest";

export const FORM_ORIGIN = "http://localhost:3000";

// jsdom has no media queries; a browser that matches none of them is what the SDK sees by default here.
if (!window.matchMedia) window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;

/** The one iframe the embed under test has on the page. */
export function formFrame(root: ParentNode = document): HTMLIFrameElement {
  const frames = root.querySelectorAll("iframe");
  if (frames.length != 1) throw new Error(`expected one iframe, found ${frames.length}`);
  return frames[0];
}

/** A message from the form inside `iframe` (its own window, its origin, this embed's id unless told otherwise). */
export function fromForm(iframe: HTMLIFrameElement, data: Record<string, unknown>, { origin = FORM_ORIGIN, source = iframe.contentWindow as Window | null } = {}) {
  const embedId = new URL(iframe.src).searchParams.get("typeform-embed-id");
  window.dispatchEvent(new MessageEvent("message", { data: { embedId, ...data }, origin, source }));
}

/**
 * Counts the listeners the SDK adds to window and document, so a test can say none is left after unmount.
 * jsdom (and its selector engine) add some of their own; only calls from outside node_modules count.
 */
export function countListeners() {
  const live = new Map<string, number>();
  const fromSdk = () => !/node_modules/.test(new Error().stack!.split("\n").slice(3, 5).join("\n"));
  const targets = [window, document] as EventTarget[];
  const restores = targets.map((target) => {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    const name = target === window ? "window" : "document";
    target.addEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
      if (fromSdk()) live.set(`${name}:${type}`, (live.get(`${name}:${type}`) || 0) + 1);
      return (add as (...args: unknown[]) => void).call(this, type, ...rest);
    } as typeof add;
    target.removeEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
      if (fromSdk()) live.set(`${name}:${type}`, (live.get(`${name}:${type}`) || 0) - 1);
      return (remove as (...args: unknown[]) => void).call(this, type, ...rest);
    } as typeof remove;
    return () => {
      target.addEventListener = add;
      target.removeEventListener = remove;
    };
  });
  afterEach(() => restores.forEach((restore) => restore()));
  return {
    /** From now on: `left()` gives the listener types added since and not removed, with how many of each. */
    mark() {
      const before = new Map(live);
      return {
        left: () => Object.fromEntries([...live].map(([type, count]) => [type, count - (before.get(type) || 0)]).filter(([, count]) => count != 0)),
      };
    },
  };
}

/** Empties the page and its cookies and storage between tests. */
export function resetPage() {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  document.body.removeAttribute("style");
  for (const cookie of document.cookie.split("; ")) if (cookie) document.cookie = `${cookie.split("=")[0]}=; path=/; max-age=0`;
  localStorage.clear();
}
