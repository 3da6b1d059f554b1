import type { EmbedHandle, Size } from "./types";

/** False under server rendering (Node), where every factory hands back a handle that does nothing. */
export const hasDom = () => typeof document == "object";

export const noop = () => {};
export const noopHandle = (): EmbedHandle => ({ open: noop, close: noop, toggle: noop, refresh: noop, focus: noop, unmount: noop });

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, parent?: Node): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (parent) parent.appendChild(element);
  return element;
}

/** Plain digits are pixels; any other string (`50%`, `80vh`) is used as given. */
export const px = (size: Size | undefined) => (/^\d+(\.\d+)?$/.test(size as string) ? `${size}px` : (size as string) || "");

/**
 * Attributes a site owner passes for the iframe or a button. `style` goes through the CSSOM, which a strict CSP
 * allows, and inline event handlers and a new `src` are refused.
 */
export function applyProps(element: HTMLElement, props: Record<string, string> | undefined) {
  for (const [name, value] of Object.entries(props || {})) {
    if (name == "style") element.style.cssText += `;${value}`;
    else if (!/^on|^src$/i.test(name)) element.setAttribute(name, value);
  }
}

export const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

export const isMobile = () => /mobile|tablet|android/i.test(navigator.userAgent);
export const isBigScreen = () => screen.width >= 1024 && screen.height >= 768;
/** Small touch devices get the form full screen. */
export const isFullscreenDevice = () => isMobile() && !isBigScreen();

/** Everything an embed adds to the page, so `unmount()` can take all of it away again. */
export interface Lifecycle {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each listener names the event type its `type` brings
  on<T extends EventTarget>(target: T, type: string, listener: (event: any) => void, options?: AddEventListenerOptions | boolean): () => void;
  later(fn: () => void, ms: number): () => void;
  add(dispose: () => void): void;
  dispose(): void;
}

export function lifecycle(): Lifecycle {
  const disposers = new Set<() => void>();
  const add = (dispose: () => void) => {
    disposers.add(dispose);
    return () => {
      disposers.delete(dispose);
      dispose();
    };
  };
  return {
    on: (target, type, listener, options) => {
      target.addEventListener(type, listener, options);
      return add(() => target.removeEventListener(type, listener, options));
    },
    later(fn, ms) {
      const stop = add(() => clearTimeout(timer));
      const timer = setTimeout(() => {
        stop();
        fn();
      }, ms);
      return stop;
    },
    add,
    dispose() {
      disposers.forEach((dispose) => dispose());
      disposers.clear();
    },
  };
}

const cssUsers: Record<string, number> = {};

/** One `<link>` per stylesheet however many embeds use it; the last one to unmount removes it. */
export function useStylesheet(life: Lifecycle, origin: string, file: string, nonce?: string) {
  const href = `${origin}/next/css/${file}.css`;
  let link = document.querySelector<HTMLLinkElement>(`link[href="${href}"]`);
  if (!link) {
    // The nonce first: the browser checks it when the fetch starts, as soon as a linked href is set.
    link = el("link");
    if (nonce) link.nonce = nonce;
    link.rel = "stylesheet";
    link.href = href;
    document.head.appendChild(link);
  }
  cssUsers[file] = (cssUsers[file] || 0) + 1;
  life.add(() => {
    if (!--cssUsers[file]) link!.remove();
  });
}
