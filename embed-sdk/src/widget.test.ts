// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countListeners, FORM_ORIGIN, formFrame, fromForm, resetPage } from "./testing/dom";
import { createWidget } from "./widget";
import type { EmbedHandle } from "./core/types";

const listeners = countListeners();
let handles: EmbedHandle[] = [];
const container = () => {
  const element = document.createElement("div");
  element.innerHTML = '<a href="/to/early-access">Open the form</a>';
  return document.body.appendChild(element);
};
const widget = (options: Omit<Parameters<typeof createWidget>[1], "container"> = {}, into = container()) => {
  const handle = createWidget("early-access", { container: into, ...options });
  handles.push(handle);
  return { handle, into };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  handles.forEach((handle) => handle.unmount());
  handles = [];
  vi.useRealTimers();
  resetPage();
});

describe("widget", () => {
  it("replaces the container's content with the form, and unmount brings the content back", () => {
    const added = listeners.mark();
    const { handle, into } = widget({ width: 600, height: "70vh" });
    expect(new URL(formFrame(into).src).searchParams.get("typeform-embed")).toBe("embed-widget");
    expect(into.querySelector("a")).toBeNull();
    const box = into.querySelector<HTMLElement>(".tf-widget")!;
    expect([box.style.width, box.style.height]).toEqual(["600px", "70vh"]);
    handle.unmount();
    expect(into.innerHTML).toBe('<a href="/to/early-access">Open the form</a>');
    expect(document.head.innerHTML).toBe("");
    expect(added.left()).toEqual({});
  });

  it("follows the form's height within 'min,max' with autoResize", () => {
    const { into } = widget({ autoResize: "300,600" });
    expect(new URL(formFrame(into).src).searchParams.get("typeform-embed-auto-resize")).toBe("true");
    fromForm(formFrame(into), { type: "form-height-changed", height: 450 });
    expect(into.style.height).toBe("450px");
    fromForm(formFrame(into), { type: "form-height-changed", height: 100 });
    expect(into.style.height).toBe("300px");
    fromForm(formFrame(into), { type: "form-height-changed", height: 2000 });
    expect(into.style.height).toBe("600px");
  });

  it("follows the form's height unbounded with autoResize true, and not at all without it", () => {
    const { into } = widget({ autoResize: true });
    fromForm(formFrame(into), { type: "form-height-changed", height: 1234 });
    expect(into.style.height).toBe("1234px");
    const plain = widget();
    fromForm(formFrame(plain.into), { type: "form-height-changed", height: 999 });
    expect(plain.into.style.height).toBe("");
  });

  it("focuses the form 1000 ms after it loads with autoFocus", () => {
    const { into } = widget({ autoFocus: true });
    const iframe = formFrame(into);
    const post = vi.spyOn(iframe.contentWindow!, "postMessage");
    iframe.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(999);
    expect(post).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(post).toHaveBeenCalledWith({ type: "embed-focus", embedId: expect.any(String) }, FORM_ORIGIN);
  });

  it("loads lazily when the container scrolls into view", () => {
    let notify: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
    const disconnect = vi.fn();
    window.IntersectionObserver = class {
      constructor(callback: typeof notify) {
        notify = callback;
      }
      observe() {}
      disconnect = disconnect;
    } as unknown as typeof IntersectionObserver;
    try {
      const { into } = widget({ lazy: true });
      expect(into.querySelector("iframe")).toBeNull();
      notify([{ isIntersecting: false }]);
      expect(into.querySelector("iframe")).toBeNull();
      notify([{ isIntersecting: true }]);
      expect(into.querySelector("iframe")).not.toBeNull();
      expect(disconnect).toHaveBeenCalled();
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it("covers the window with fullScreen", () => {
    const { into } = widget({ fullScreen: true });
    expect(into.querySelector(".tf-widget")!.className).toContain("tf-widget-full");
  });
});

describe("full-screen widget on small touch devices", () => {
  it("goes full screen after the welcome screen, as a modal dialog, and closing returns it inline, restarted", () => {
    const onClose = vi.fn();
    const { into } = widget({ forceTouch: true, onClose });
    const firstFrame = formFrame(into);
    const params = new URL(firstFrame.src).searchParams;
    expect([params.get("force-touch"), params.get("add-placeholder-ws")]).toEqual(["true", "true"]);
    const box = into.querySelector<HTMLElement>(".tf-widget")!;
    expect(box.getAttribute("role")).toBeNull();
    fromForm(firstFrame, { type: "welcome-screen-hidden" });
    expect(box.className).toContain("tf-fullscreen");
    expect([box.getAttribute("role"), box.getAttribute("aria-modal")]).toEqual(["dialog", "true"]);
    expect(document.body.style.overflow).toBe("hidden");
    box.querySelector<HTMLButtonElement>(".tf-close")!.click();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(box.className).not.toContain("tf-fullscreen");
    expect(document.body.style.overflow).toBe("");
    expect(formFrame(into)).not.toBe(firstFrame);
  });

  it("with keepSession keeps the form and a click on it goes full screen again", () => {
    const { into } = widget({ forceTouch: true, keepSession: true });
    const iframe = formFrame(into);
    fromForm(iframe, { type: "welcome-screen-hidden" });
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    const box = into.querySelector<HTMLElement>(".tf-widget")!;
    expect(box.className).not.toContain("tf-fullscreen");
    expect(formFrame(into)).toBe(iframe);
    into.querySelector<HTMLButtonElement>(".tf-widget-overlay")!.click();
    expect(box.className).toContain("tf-fullscreen");
    expect(into.querySelector(".tf-widget-overlay")).toBeNull();
  });

  it("goes full screen after the welcome screen with displayAsFullScreenModal, on a desktop too", () => {
    const { into } = widget({ displayAsFullScreenModal: true });
    const iframe = formFrame(into);
    expect(new URL(iframe.src).searchParams.get("add-placeholder-ws")).toBe("true");
    fromForm(iframe, { type: "welcome-screen-hidden" });
    expect(into.querySelector(".tf-widget")!.className).toContain("tf-fullscreen");

    const plain = widget();
    fromForm(formFrame(plain.into), { type: "welcome-screen-hidden" });
    expect(plain.into.querySelector(".tf-fullscreen")).toBeNull();
  });

  it("stays inline with inlineOnMobile, and on a phone user agent goes full screen by itself", () => {
    const inline = widget({ forceTouch: true, inlineOnMobile: true });
    fromForm(formFrame(inline.into), { type: "welcome-screen-hidden" });
    expect(inline.into.querySelector(".tf-fullscreen")).toBeNull();

    const agent = vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (Linux; Android 14) Mobile Safari");
    const screenSize = vi.spyOn(screen, "width", "get").mockReturnValue(390);
    const phone = widget();
    fromForm(formFrame(phone.into), { type: "welcome-screen-hidden" });
    expect(phone.into.querySelector(".tf-fullscreen")).not.toBeNull();
    agent.mockRestore();
    screenSize.mockRestore();
  });

  it("is not full screen on a tablet with a big screen (at least 1024×768)", () => {
    const agent = vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (Linux; Android 14; Tablet)");
    const width = vi.spyOn(screen, "width", "get").mockReturnValue(1280);
    const height = vi.spyOn(screen, "height", "get").mockReturnValue(800);
    const { into } = widget();
    fromForm(formFrame(into), { type: "welcome-screen-hidden" });
    expect(into.querySelector(".tf-fullscreen")).toBeNull();
    [agent, width, height].forEach((spy) => spy.mockRestore());
  });
});
