// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countListeners, formFrame, fromForm, resetPage } from "./testing/dom";
import { createPopup } from "./popup";
import { createSlider } from "./slider";
import { createPopover } from "./popover";
import { createSidetab } from "./sidetab";
import type { EmbedHandle } from "./core/types";

const listeners = countListeners();
let handles: EmbedHandle[] = [];
const popup = (options: Parameters<typeof createPopup>[1] = {}, formId = "early-access") => {
  const handle = createPopup(formId, options);
  handles.push(handle);
  return handle;
};
const dialog = () => document.querySelector<HTMLElement>("[role=dialog]");
const escape = () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  handles.forEach((handle) => handle.unmount());
  handles = [];
  vi.useRealTimers();
  resetPage();
});

describe("every overlay mode", () => {
  it.each([
    ["slider", createSlider, "popup-drawer"],
    ["popover", createPopover, "popup-popover"],
    ["side tab", createSidetab, "popup-side-panel"],
  ] as const)("%s: open() puts the dialog and the iframe with its address on the page in the same task", (_name, create, embedType) => {
    const handle = create("early-access", {});
    handles.push(handle);
    expect(dialog()).toBeNull();
    handle.open();
    expect(formFrame().src).toMatch(new RegExp(`^http://localhost:3000/to/early-access\\?typeform-embed-id=\\w+&typeform-embed=${embedType}`));
    expect(dialog()!.contains(formFrame())).toBe(true);
  });
});

describe("popup", () => {
  it("puts the overlay and the iframe with its address on the page in the same task as open()", () => {
    const handle = popup();
    expect(dialog()).toBeNull();
    handle.open();
    const iframe = formFrame();
    expect(iframe.src).toMatch(/^http:\/\/localhost:3000\/to\/early-access\?typeform-embed-id=\w+&typeform-embed=popup-blank/);
    expect(iframe.getAttribute("allow")).toBe("microphone; camera");
    expect(dialog()!.contains(iframe)).toBe(true);
  });

  it("is an accessible modal dialog with a name, an iframe title and focus moved in", () => {
    const opener = document.body.appendChild(document.createElement("button"));
    opener.focus();
    popup({ iframeProps: { title: "Early access" } }).open();
    expect(dialog()!.getAttribute("aria-modal")).toBe("true");
    expect(dialog()!.getAttribute("aria-label")).toBe("Early access");
    expect(formFrame().title).toBe("Early access");
    expect(dialog()!.contains(document.activeElement)).toBe(true);
  });

  it("keeps Tab inside: the sentinels at both ends send focus round", () => {
    popup().open();
    const [first, last] = Array.from(dialog()!.querySelectorAll<HTMLElement>(".tf-guard"));
    const close = dialog()!.querySelector<HTMLElement>(".tf-close")!;
    last.focus();
    expect(document.activeElement).toBe(close);
    first.focus();
    expect(document.activeElement).toBe(formFrame());
  });

  it("closes on Escape and gives focus back to what opened it", () => {
    const opener = document.body.appendChild(document.createElement("button"));
    opener.focus();
    const onClose = vi.fn();
    popup({ onClose }).open();
    escape();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it("Escape closes only the overlay opened last", () => {
    const first = popup({}, "first");
    const second = popup({}, "second");
    first.open();
    second.open();
    escape();
    expect(document.querySelector("[data-tf-form=second]")!.hasAttribute("data-tf-open")).toBe(false);
    expect(document.querySelector("[data-tf-form=first]")!.hasAttribute("data-tf-open")).toBe(true);
    escape();
    expect(document.querySelector("[data-tf-open]")).toBeNull();
  });

  it("closes when the form says form-close", () => {
    const onClose = vi.fn();
    popup({ onClose }).open();
    fromForm(formFrame(), { type: "form-close" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("locks page scrolling while open and puts back exactly what the page had when it opened", () => {
    const handle = popup();
    document.body.style.overflow = "scroll"; // set after the embed was created: the state at open counts
    handle.open();
    expect(document.body.style.overflow).toBe("hidden");
    handle.close();
    expect(document.body.style.overflow).toBe("scroll");
  });

  it("removes the form 250 ms after closing, so the next open starts it again", () => {
    const handle = popup();
    handle.open();
    const firstFrame = formFrame();
    handle.close();
    expect(dialog()!.classList.contains("tf-closing")).toBe(true);
    vi.advanceTimersByTime(249);
    expect(dialog()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(dialog()).toBeNull();
    handle.open();
    expect(formFrame()).not.toBe(firstFrame);
  });

  it("with keepSession hides the form and shows the same one again", () => {
    const handle = popup({ keepSession: true });
    handle.open();
    const firstFrame = formFrame();
    handle.close();
    vi.advanceTimersByTime(250);
    expect(dialog()!.hidden).toBe(true);
    handle.open();
    expect(dialog()!.hidden).toBe(false);
    expect(formFrame()).toBe(firstFrame);
  });

  it("toggle opens and closes", () => {
    const handle = popup();
    handle.toggle();
    expect(dialog()!.hasAttribute("data-tf-open")).toBe(true);
    handle.toggle();
    expect(dialog()!.hasAttribute("data-tf-open")).toBe(false);
  });

  it("auto-closes after a submit, never sooner than 500 ms, restoring scroll", () => {
    for (const [autoClose, after] of [
      [true, 500],
      [100, 500],
      [2000, 2000],
    ] as const) {
      const onClose = vi.fn();
      const handle = popup({ autoClose, onClose });
      handle.open();
      fromForm(formFrame(), { type: "form-submit", responseId: "r1" });
      vi.advanceTimersByTime(after - 1);
      expect(onClose).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(document.body.style.overflow).toBe("");
      handle.unmount();
    }
  });

  it("does not auto-close without autoClose", () => {
    const onClose = vi.fn();
    popup({ onClose }).open();
    fromForm(formFrame(), { type: "form-submit", responseId: "r1" });
    vi.advanceTimersByTime(10_000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sets the tf-{formId}-closed cookie on close with preventReopenOnClose", async () => {
    const handle = popup({ preventReopenOnClose: true });
    handle.open();
    handle.close();
    await vi.dynamicImportSettled();
    expect(document.cookie).toContain("tf-early-access-closed=true");
  });

  it("is sized from the viewport minus 80 px margins, or as given", () => {
    popup().open();
    const panel = () => dialog()!.querySelector<HTMLElement>(".tf-panel")!;
    expect(panel().style.width).toBe("calc(100% - 80px)");
    handles[0].unmount();
    popup({ size: 70 }).open();
    expect(panel().style.height).toBe("calc(70% - 80px)");
    handles[1].unmount();
    popup({ width: 600, height: "70vh" }).open();
    expect([panel().style.width, panel().style.height]).toEqual(["600px", "70vh"]);
  });

  it("refresh reloads the form by toggling a marker in its address", () => {
    const handle = popup({ hidden: { a: "1" } });
    handle.open();
    const before = formFrame().src;
    handle.refresh();
    expect(formFrame().src).not.toBe(before);
    expect(new URL(formFrame().src).hash).toBe("#a=1");
  });

  it("unmount takes away every element and listener it added, scroll lock included", () => {
    const added = listeners.mark();
    const handle = popup({ open: "exit", openValue: 20 });
    handle.open();
    handle.unmount();
    expect(document.body.innerHTML).toBe("");
    expect(document.head.innerHTML).toBe("");
    expect(document.body.style.overflow).toBe("");
    expect(added.left()).toEqual({});
  });
});

describe("slider", () => {
  it("slides from the right by default, 800 px wide, or from the left as given", () => {
    const right = createSlider("early-access");
    right.open();
    expect(dialog()!.className).toContain("tf-right");
    expect(dialog()!.querySelector<HTMLElement>(".tf-panel")!.style.width).toBe("800px");
    expect(new URL(formFrame().src).searchParams.get("typeform-embed")).toBe("popup-drawer");
    right.unmount();
    const left = createSlider("early-access", { position: "left", width: "50%" });
    left.open();
    expect(dialog()!.className).toContain("tf-left");
    expect(dialog()!.querySelector<HTMLElement>(".tf-panel")!.style.width).toBe("50%");
    left.unmount();
  });

  it("closes in 500 ms and locks scrolling while open", () => {
    const slider = createSlider("early-access");
    handles.push(slider);
    slider.open();
    expect(document.body.style.overflow).toBe("hidden");
    slider.close();
    expect(document.body.style.overflow).toBe("");
    vi.advanceTimersByTime(499);
    expect(dialog()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(dialog()).toBeNull();
  });

  it("closes at once when the visitor prefers reduced motion", () => {
    const noPreference = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes("reduce") })) as typeof window.matchMedia;
    try {
      const slider = createSlider("early-access");
      handles.push(slider);
      slider.open();
      slider.close();
      vi.advanceTimersByTime(0);
      expect(dialog()).toBeNull();
    } finally {
      window.matchMedia = noPreference;
    }
  });
});
