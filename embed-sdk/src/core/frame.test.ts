// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPopup } from "../popup";
import { FORM_ORIGIN, formFrame, fromForm, resetPage } from "../testing/dom";
import type { EmbedHandle } from "./types";

let handle: EmbedHandle | undefined;
afterEach(() => {
  handle?.unmount();
  vi.restoreAllMocks();
  resetPage();
});

function openPopup(options: Parameters<typeof createPopup>[1] = {}) {
  handle = createPopup("early-access", options);
  handle.open();
  return formFrame();
}

describe("messages from the form", () => {
  it("reach every callback with the form's payload and the form id", () => {
    const callbacks = {
      onReady: vi.fn(),
      onStarted: vi.fn(),
      onQuestionChanged: vi.fn(),
      onHeightChanged: vi.fn(),
      onSubmit: vi.fn(),
      onEndingButtonClick: vi.fn(),
      onDuplicateDetected: vi.fn(),
    };
    const iframe = openPopup(callbacks);
    fromForm(iframe, { type: "form-ready" });
    fromForm(iframe, { type: "form-started", responseId: "r-1" });
    fromForm(iframe, { type: "form-screen-changed", ref: "email" });
    fromForm(iframe, { type: "form-height-changed", ref: "email", height: 420 });
    fromForm(iframe, { type: "form-submit", responseId: "r-1" });
    fromForm(iframe, { type: "thank-you-screen-button-click", ref: "ending" });
    fromForm(iframe, { type: "duplicate-detected" });
    expect(callbacks.onReady).toHaveBeenCalledWith({ formId: "early-access" });
    expect(callbacks.onStarted).toHaveBeenCalledWith({ formId: "early-access", responseId: "r-1" });
    expect(callbacks.onQuestionChanged).toHaveBeenCalledWith({ formId: "early-access", ref: "email" });
    expect(callbacks.onHeightChanged).toHaveBeenCalledWith({ formId: "early-access", ref: "email", height: 420 });
    expect(callbacks.onSubmit).toHaveBeenCalledWith({ formId: "early-access", responseId: "r-1" });
    expect(callbacks.onEndingButtonClick).toHaveBeenCalledWith({ formId: "early-access", ref: "ending" });
    expect(callbacks.onDuplicateDetected).toHaveBeenCalledWith({ formId: "early-access" });
  });

  it("are ignored from another origin, from another window, or with another embed's id", () => {
    const onSubmit = vi.fn();
    const iframe = openPopup({ onSubmit });
    fromForm(iframe, { type: "form-submit", responseId: "forged" }, { origin: "https://attacker.example" });
    fromForm(iframe, { type: "form-submit", responseId: "forged" }, { source: window });
    fromForm(iframe, { type: "form-submit", responseId: "forged", embedId: "someone-else" });
    window.dispatchEvent(new MessageEvent("message", { data: "form-submit", origin: FORM_ORIGIN, source: iframe.contentWindow }));
    expect(onSubmit).not.toHaveBeenCalled();
    fromForm(iframe, { type: "form-submit", responseId: "real" });
    expect(onSubmit).toHaveBeenCalledWith({ formId: "early-access", responseId: "real" });
  });

  it("keep two embeds apart", () => {
    const first = vi.fn();
    const second = vi.fn();
    const a = createPopup("form-a", { onSubmit: first });
    const b = createPopup("form-b", { onSubmit: second });
    a.open();
    b.open();
    const [frameA, frameB] = Array.from(document.querySelectorAll("iframe"));
    fromForm(frameB, { type: "form-submit", responseId: "b-1" });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ formId: "form-b", responseId: "b-1" });
    // B's window claiming A's id is still not A's form.
    fromForm(frameA, { type: "form-submit", responseId: "x" }, { source: frameB.contentWindow });
    expect(first).not.toHaveBeenCalled();
    a.unmount();
    b.unmount();
  });

  it("set the panel's background from the form's theme", () => {
    const iframe = openPopup();
    fromForm(iframe, { type: "form-theme", theme: { color: "#111111", backgroundColor: "#fafafa" } });
    expect(document.querySelector<HTMLElement>(".tf-panel")!.style.backgroundColor).toBe("rgb(250, 250, 250)");
  });
});

describe("messages to the form", () => {
  it("name the form's origin as their target: embed-focus on focus()", () => {
    const iframe = openPopup();
    const post = vi.spyOn(iframe.contentWindow!, "postMessage");
    handle!.focus();
    const embedId = new URL(iframe.src).searchParams.get("typeform-embed-id");
    expect(post).toHaveBeenCalledWith({ type: "embed-focus", embedId }, FORM_ORIGIN);
    expect(document.activeElement).toBe(iframe);
  });

  it("share the analytics client id (ga-client-id) once the form is ready", async () => {
    const gtag = vi.fn((_command: string, _id: string, _field: string, callback: (id: string) => void) => callback("555.777"));
    Object.assign(window, { gtag });
    try {
      const iframe = openPopup({ shareGaInstance: "G-TEST" });
      const post = vi.spyOn(iframe.contentWindow!, "postMessage");
      fromForm(iframe, { type: "form-ready" });
      await vi.dynamicImportSettled();
      const embedId = new URL(iframe.src).searchParams.get("typeform-embed-id");
      expect(gtag).toHaveBeenCalledWith("get", "G-TEST", "client_id", expect.any(Function));
      expect(post).toHaveBeenCalledWith({ type: "ga-client-id", embedId, data: { embedId, gaClientId: "555.777" } }, FORM_ORIGIN);
    } finally {
      delete (window as { gtag?: unknown }).gtag;
    }
  });
});

describe("redirects", () => {
  const redirect = async (iframe: HTMLIFrameElement, payload: Record<string, unknown>, type = "redirect-after-submit") => {
    fromForm(iframe, { type, ...payload });
    await vi.dynamicImportSettled();
  };

  it("without a URL log 'Redirect failed, no URL provided'", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await redirect(openPopup(), { target: "_blank" });
    expect(error).toHaveBeenCalledWith("Redirect failed, no URL provided");
  });

  it("_self loads the address in the iframe, reloading even when only the hash differs", async () => {
    const iframe = openPopup();
    const embedId = new URL(iframe.src).searchParams.get("typeform-embed-id");
    await redirect(iframe, { url: "https://example.com/thanks", target: "_self" });
    expect(iframe.src).toBe("https://example.com/thanks");
    await redirect(iframe, { url: "https://example.com/thanks#done", target: "_self", embedId }, "thank-you-screen-redirect");
    expect(iframe.src).toMatch(/^https:\/\/example\.com\/thanks\?tf-embed-ts=\d+#done$/);
  });

  it("_blank opens a new tab without a way back to this page", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    await redirect(openPopup(), { url: "https://example.com/next", target: "_blank" });
    expect(open).toHaveBeenCalledWith("https://example.com/next", "_blank", "noopener");
  });

  it("_top follows a top-level link", async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await redirect(openPopup(), { url: "https://example.com/top", target: "_top" });
    expect(clicked.map((link) => [link.href, link.target])).toEqual([["https://example.com/top", "_top"]]);
    expect(document.querySelector("a")).toBeNull();
  });

  it("follow the embed's redirectTarget when the form names none", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    await redirect(openPopup({ redirectTarget: "_blank" }), { url: "https://example.com/x" });
    expect(open).toHaveBeenCalledWith("https://example.com/x", "_blank", "noopener");
  });

  it("refuse anything but a web address", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    await redirect(openPopup(), { url: "javascript:alert(1)", target: "_blank" });
    expect(open).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith("Redirect failed, not a web address: javascript:alert(1)");
  });
});
