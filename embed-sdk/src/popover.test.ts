// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPopover } from "./popover";
import { createSidetab } from "./sidetab";
import { formFrame, resetPage } from "./testing/dom";
import type { EmbedHandle } from "./core/types";

let handles: EmbedHandle[] = [];
const track = (handle: EmbedHandle) => (handles.push(handle), handle);
const launcher = () => document.querySelector<HTMLButtonElement>(".tf-launcher")!;
const settle = () => vi.dynamicImportSettled();
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
afterEach(() => {
  handles.forEach((handle) => handle.unmount());
  handles = [];
  vi.useRealTimers();
  resetPage();
});

describe("popover", () => {
  it("draws a round launcher in the default colour #3a7685 with a white icon, named for the form", () => {
    track(createPopover("early-access"));
    expect(launcher().style.backgroundColor).toBe("rgb(58, 118, 133)");
    expect(launcher().style.color).toBe("rgb(255, 255, 255)");
    expect(launcher().getAttribute("aria-label")).toBe("Form");
    expect(launcher().getAttribute("aria-expanded")).toBe("false");
    expect(launcher().querySelector("svg")).not.toBeNull();
  });

  it("picks black text for a bright button colour, or the colour given", () => {
    track(createPopover("a", { buttonColor: "#ffee00" }));
    expect(launcher().style.color).toBe("rgb(0, 0, 0)");
    handles.pop()!.unmount();
    track(createPopover("a", { buttonColor: "#ffee00", buttonTextColor: "#123456" }));
    expect(launcher().style.color).toBe("rgb(18, 52, 86)");
  });

  it("takes the button's width and height, keeping a unit given", () => {
    track(createPopover("a", { buttonWidth: "4rem", buttonHeight: 64 }));
    expect(launcher().style.width).toBe("4rem");
    expect(launcher().style.height).toBe("64px");
  });

  it("refuses a button colour that is not hex", () => {
    expect(() => createPopover("a", { buttonColor: "teal" })).toThrow("Expected a valid hex string");
  });

  it("shows a spinner while the form loads, then a close icon, then the icon again when closed", () => {
    const popover = track(createPopover("early-access"));
    launcher().click();
    expect(launcher().dataset.state).toBe("loading");
    expect(new URL(formFrame().src).searchParams.get("typeform-embed")).toBe("popup-popover");
    formFrame().dispatchEvent(new Event("load"));
    expect(launcher().dataset.state).toBe("open");
    expect(launcher().getAttribute("aria-expanded")).toBe("true");
    popover.close();
    expect(launcher().dataset.state).toBe("closed");
  });

  it("shows the tooltip as text, never as markup, until the form is opened", async () => {
    const popover = track(createPopover("early-access", { tooltip: '<img src=x onerror="alert(1)">Questions?' }));
    await settle();
    const tooltip = document.querySelector(".tf-tooltip")!;
    expect(tooltip.textContent).toContain('<img src=x onerror="alert(1)">Questions?');
    expect(tooltip.querySelector("img")).toBeNull();
    popover.open();
    await settle();
    expect(document.querySelector(".tf-tooltip")).toBeNull();
  });

  it("lets the visitor dismiss the tooltip", async () => {
    track(createPopover("early-access", { tooltip: "Hi" }));
    await settle();
    document.querySelector<HTMLButtonElement>(".tf-tooltip .tf-close")!.click();
    expect(document.querySelector(".tf-tooltip")).toBeNull();
  });

  it("hides the notification dot for notificationDays after the first open, then shows it again", async () => {
    vi.setSystemTime(new Date("2025-03-01T12:00:00Z"));
    const first = track(createPopover("early-access", { notificationDays: 3 }));
    await settle();
    expect(document.querySelector(".tf-dot")).not.toBeNull();
    first.open();
    await settle();
    expect(document.querySelector(".tf-dot")).toBeNull();
    const stored = JSON.parse(localStorage.getItem("tfNotificationData")!);
    expect(stored["early-access"].hideUntilTime).toBe(new Date("2025-03-04T12:00:00Z").getTime());
    first.unmount();

    vi.setSystemTime(Date.now() + 2 * DAY);
    track(createPopover("early-access", { notificationDays: 3 }));
    await settle();
    expect(document.querySelector(".tf-dot")).toBeNull();
    handles.pop()!.unmount();

    vi.setSystemTime(Date.now() + 1 * DAY + 1);
    track(createPopover("early-access", { notificationDays: 3 }));
    await settle();
    expect(document.querySelector(".tf-dot")).not.toBeNull();
    expect(JSON.parse(localStorage.getItem("tfNotificationData")!)).toEqual({});
  });

  it("remembers nothing about the dot in the sandbox", async () => {
    const popover = track(createPopover("early-access", { notificationDays: 3, enableSandbox: true }));
    await settle();
    popover.open();
    await settle();
    expect(localStorage.getItem("tfNotificationData")).toBeNull();
    popover.unmount();
    track(createPopover("early-access", { notificationDays: 3, enableSandbox: true }));
    await settle();
    expect(document.querySelector(".tf-dot")).not.toBeNull();
  });

  it("shows a custom icon from a URL as an image, and sanitises icon markup", async () => {
    track(createPopover("a", { customIcon: "https://cdn.example.com/icon.png" }));
    await settle();
    expect(launcher().querySelector("img")!.getAttribute("src")).toBe("https://cdn.example.com/icon.png");
    handles.pop()!.unmount();
    track(createPopover("a", { customIcon: '<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><path d="M0 0h10v10z" style="x"/></svg>' }));
    await settle();
    const svg = launcher().querySelector(".tf-icon svg")!;
    expect(svg.getAttribute("viewBox")).toBe("0 0 10 10");
    expect(svg.hasAttribute("onload")).toBe(false);
    expect(svg.querySelector("script")).toBeNull();
    expect(svg.querySelector("path")!.hasAttribute("style")).toBe(false);
  });

  it("applies buttonProps without letting them add event handlers", () => {
    track(createPopover("a", { buttonProps: { "data-analytics": "launcher", onclick: "alert(1)", "aria-label": "Ask us" } }));
    expect(launcher().getAttribute("data-analytics")).toBe("launcher");
    expect(launcher().hasAttribute("onclick")).toBe(false);
    expect(launcher().getAttribute("aria-label")).toBe("Ask us");
  });

  it("unmount removes the launcher, tooltip and panel", async () => {
    const popover = createPopover("early-access", { tooltip: "Hi", notificationDays: 1 });
    await settle();
    popover.open();
    popover.unmount();
    expect(document.body.innerHTML).toBe("");
  });
});

describe("side tab", () => {
  it("says 'Launch me' by default, in the default colour, with the panel 580 px high", () => {
    const sidetab = track(createSidetab("early-access"));
    expect(launcher().textContent).toBe("Launch me");
    expect(launcher().hasAttribute("aria-label")).toBe(false);
    expect(launcher().style.backgroundColor).toBe("rgb(58, 118, 133)");
    sidetab.open();
    expect(document.querySelector<HTMLElement>(".tf-sidetab-panel")!.style.height).toBe("580px");
    expect(new URL(formFrame().src).searchParams.get("typeform-embed")).toBe("popup-side-panel");
  });

  it("takes its text as text, its alignment and its offsets", () => {
    track(createSidetab("a", { buttonText: "<b>Talk</b> to us", buttonAlign: "top", top: 120, height: 500, buttonTextSize: 18 }));
    expect(launcher().textContent).toBe("<b>Talk</b> to us");
    const root = document.querySelector<HTMLElement>(".tf-sidetab")!;
    expect(root.className).toContain("tf-align-top");
    expect(root.style.top).toBe("120px");
    expect(launcher().style.fontSize).toBe("18px");
    handles[0].open();
    expect(document.querySelector<HTMLElement>(".tf-sidetab-panel")!.style.height).toBe("500px");
  });

  it("sits at a bottom offset, with the button size given (plain digits get px)", () => {
    track(createSidetab("a", { buttonAlign: "bottom", bottom: 40, buttonWidth: 60, buttonHeight: "180" }));
    const root = document.querySelector<HTMLElement>(".tf-sidetab")!;
    expect(root.className).toContain("tf-align-bottom");
    expect(root.style.bottom).toBe("40px");
    expect(launcher().style.width).toBe("60px");
    expect(launcher().style.height).toBe("180px");
  });

  it("does not lock page scrolling", () => {
    const sidetab = track(createSidetab("a"));
    sidetab.open();
    expect(document.body.style.overflow).toBe("");
  });
});
