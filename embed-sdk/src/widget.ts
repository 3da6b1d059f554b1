import { domainFor, nonceFor } from "./core/config";
import { el, hasDom, isFullscreenDevice, lifecycle, noopHandle, px, useStylesheet } from "./core/dom";
import { createFrame } from "./core/frame";
import { activate, closeButton, markDialog, trapFocus } from "./core/overlay";
import { lockScroll } from "./core/scroll-lock";
import type { EmbedHandle, WidgetOptions } from "./core/types";
import { originOf, waitForHubspotCookie } from "./core/url";

export type { EmbedHandle, WidgetOptions } from "./core/types";

const AUTO_FOCUS_DELAY_MS = 1000;

/**
 * The form inline in a container. On small touch devices it goes full screen once the welcome screen is passed;
 * closing that puts it back inline (restarted, or with keepSession kept, and a click on it goes full screen again).
 */
export function createWidget(formId: string, options: WidgetOptions): EmbedHandle {
  if (!hasDom()) return noopHandle();
  const life = lifecycle();
  const domain = domainFor(options.domain);
  useStylesheet(life, originOf(domain), "widget", nonceFor(options.nonce));
  const { container, autoResize } = options;
  const fullScreenModal = !options.inlineOnMobile && !!(options.forceTouch || options.displayAsFullScreenModal || isFullscreenDevice());
  // 'min,max' in pixels; either may be left out.
  const [minHeight, maxHeight] = (typeof autoResize == "string" ? autoResize.split(",") : []).map((value) => parseInt(value, 10) || 0);

  let release: (() => void) | undefined;
  let overlay: HTMLElement | undefined;
  let unmounted = false;

  const frame = createFrame(formId, "embed-widget", domain, fullScreenModal ? { ...options, forceTouch: true, displayAsFullScreenModal: true } : options, life, {
    "form-height-changed": ({ height }) => {
      if (autoResize && height > 0) container.style.height = `${Math.min(Math.max(height, minHeight || 0), maxHeight || Infinity)}px`;
    },
    "welcome-screen-hidden": () => open(),
    "form-theme": ({ theme }) => {
      if (theme && theme.backgroundColor) widget.style.backgroundColor = theme.backgroundColor;
    },
    "form-close": () => close(),
  });

  const widget = el("div", options.fullScreen ? "tf-widget tf-widget-full" : "tf-widget");
  widget.style.width = px(options.width);
  widget.style.height = px(options.height);
  const closeFullScreen = closeButton(() => close(), widget);

  const mount = () => {
    const iframe = frame.create();
    if (options.autoFocus) iframe.addEventListener("load", () => life.later(frame.focus, AUTO_FOCUS_DELAY_MS), { once: true });
    widget.append(iframe);
  };

  function open() {
    if (!fullScreenModal || release) return;
    if (overlay) overlay.remove();
    widget.classList.add("tf-fullscreen");
    markDialog(widget, frame.title);
    release = activate(widget, close, life, lockScroll);
  }

  function close() {
    if (!release) return;
    release();
    release = undefined;
    widget.classList.remove("tf-fullscreen");
    markDialog(widget, false);
    if (options.onClose) options.onClose();
    if (options.keepSession) {
      overlay = closeButton(open, widget, "Continue the form full screen");
      overlay.className = "tf-widget-overlay";
    } else {
      frame.current()!.remove();
      mount();
    }
  }

  if (fullScreenModal) trapFocus(widget, () => closeFullScreen.focus(), frame.focus);

  // The container's fallback content (a plain link to the form, say) comes back on unmount.
  const fallback = Array.from(container.childNodes);
  const containerHeight = container.style.height;
  container.replaceChildren(widget);
  life.add(() => {
    widget.remove();
    container.append(...fallback);
    container.style.height = containerHeight;
  });

  // HubSpot fields go into the address, so the form waits for HubSpot's cookie (at most 10 × 250 ms).
  const load = () => (options.hubspot ? waitForHubspotCookie().then(() => unmounted || mount()) : mount());
  if (options.lazy && typeof IntersectionObserver == "function") {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    });
    observer.observe(container);
    life.add(() => observer.disconnect());
  } else load();

  return {
    open,
    close,
    toggle: () => (release ? close() : open()),
    refresh: frame.refresh,
    focus: frame.focus,
    unmount() {
      unmounted = true;
      if (release) release();
      life.dispose();
    },
  };
}
