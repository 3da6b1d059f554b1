// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countListeners, resetPage } from "../testing/dom";
import { lifecycle } from "./dom";
import { armOpenTrigger, hasClosedCookie, setClosedCookie, shouldSkipOpen } from "./triggers";

const noHubspotWait = () => Promise.resolve();
const listeners = countListeners();

function openOverlay(formId: string) {
  const overlay = document.createElement("div");
  overlay.setAttribute("data-tf-open", "");
  overlay.setAttribute("data-tf-form", formId);
  document.body.append(overlay);
}

const mouseAt = (clientY: number) => document.dispatchEvent(new MouseEvent("mousemove", { clientY }));

function scrollTo(top: number, height = 2000) {
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: height });
  Object.defineProperty(window, "scrollY", { configurable: true, value: top });
  document.dispatchEvent(new Event("scroll"));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  resetPage();
});

describe("skip rules", () => {
  it("skip when preventReopenOnClose and the tf-{formId}-closed cookie is set", () => {
    expect(shouldSkipOpen("early-access", { preventReopenOnClose: true })).toBe(false);
    setClosedCookie("early-access");
    expect(document.cookie).toContain("tf-early-access-closed=true");
    expect(hasClosedCookie("early-access")).toBe(true);
    expect(shouldSkipOpen("early-access", { preventReopenOnClose: true })).toBe(true);
    expect(shouldSkipOpen("early-access", {})).toBe(false);
    expect(shouldSkipOpen("other-form", { preventReopenOnClose: true })).toBe(false);
  });

  it("respectOpenModals 'all' skips while any embed is open, 'same' only while this form is", () => {
    openOverlay("other-form");
    expect(shouldSkipOpen("early-access", { respectOpenModals: "all" })).toBe(true);
    expect(shouldSkipOpen("early-access", { respectOpenModals: "same" })).toBe(false);
    openOverlay("early-access");
    expect(shouldSkipOpen("early-access", { respectOpenModals: "same" })).toBe(true);
    expect(shouldSkipOpen("early-access", {})).toBe(false);
  });
});

describe("open triggers", () => {
  const arm = async (options: Parameters<typeof armOpenTrigger>[2], open = vi.fn()) => {
    const life = lifecycle();
    await armOpenTrigger(open, "early-access", options, life, noHubspotWait);
    return { open, life };
  };

  it("load opens at once", async () => {
    const { open } = await arm({ open: "load" });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("time opens after openValue ms", async () => {
    const { open } = await arm({ open: "time", openValue: 3000 });
    vi.advanceTimersByTime(2999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("exit opens when the mouse moves up above openValue px, then stops listening", async () => {
    const added = listeners.mark();
    const { open } = await arm({ open: "exit", openValue: 50 });
    mouseAt(300);
    mouseAt(40); // inside the zone and moving up
    expect(open).toHaveBeenCalledTimes(1);
    mouseAt(100);
    mouseAt(10);
    expect(open).toHaveBeenCalledTimes(1);
    expect(added.left()).toEqual({});
  });

  it("exit does not open for a mouse moving down inside the zone", async () => {
    const { open } = await arm({ open: "exit", openValue: 50 });
    mouseAt(10);
    mouseAt(20);
    mouseAt(45);
    expect(open).not.toHaveBeenCalled();
  });

  it("scroll opens past openValue percent and removes its listener", async () => {
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 500 });
    const added = listeners.mark();
    const { open } = await arm({ open: "scroll", openValue: 50 });
    scrollTo(900);
    expect(open).not.toHaveBeenCalled();
    scrollTo(1000);
    expect(open).toHaveBeenCalledTimes(1);
    expect(added.left()).toEqual({});
  });

  it("scroll opens at the bottom of a page too short to reach the percentage", async () => {
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 900 });
    const { open } = await arm({ open: "scroll", openValue: 90 });
    scrollTo(100, 1000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("a skipped trigger does not open", async () => {
    setClosedCookie("early-access");
    const { open } = await arm({ open: "load", preventReopenOnClose: true });
    expect(open).not.toHaveBeenCalled();
  });

  it("goes with the embed: disposed before firing, nothing opens and no listener is left", async () => {
    const added = listeners.mark();
    const timed = await arm({ open: "time", openValue: 1000 });
    const exit = await arm({ open: "exit", openValue: 50 });
    timed.life.dispose();
    exit.life.dispose();
    vi.advanceTimersByTime(5000);
    mouseAt(300);
    mouseAt(10);
    expect(timed.open).not.toHaveBeenCalled();
    expect(exit.open).not.toHaveBeenCalled();
    expect(added.left()).toEqual({});
  });

  it("waits for HubSpot's cookie before arming when hubspot is on", async () => {
    let cookieThere: () => void = () => {};
    const wait = () => new Promise<void>((resolve) => (cookieThere = resolve));
    const open = vi.fn();
    const armed = armOpenTrigger(open, "early-access", { open: "load", hubspot: true }, lifecycle(), wait);
    expect(open).not.toHaveBeenCalled();
    cookieThere();
    await armed;
    expect(open).toHaveBeenCalledTimes(1);
  });
});
