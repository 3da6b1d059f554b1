// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { toastDurationMs, type Toast } from "~/utils/toast";
import { Toaster } from "./toaster";

let root: Root;
let host: HTMLElement;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  vi.useFakeTimers();
  host = document.body.appendChild(document.createElement("div"));
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

const deleted: Toast = { id: "deleted", type: "success", lines: ["The video has been deleted."] };
const shared: Toast = { id: "shared", type: "success", lines: ["Your video's public link is ready."] };

/** What the loader data of each request carries: the toasts it read from the flash cookie. */
function loaderData(toasts: Toast[]) {
  act(() => root.render(<Toaster toasts={toasts} />));
}

function shownTexts(): string[] {
  return [...host.querySelectorAll("[data-toast]")].map((toast) => toast.textContent?.replace("✕", "").replace("✓", "").trim() ?? "");
}

describe("toasts", () => {
  it("stay their whole time when the page reloads its data and the reload brings none", () => {
    loaderData([deleted]);
    expect(shownTexts()).toEqual(["The video has been deleted."]);
    // The videos page refreshes itself while a render runs; the flash cookie was read by the first request.
    loaderData([]);
    expect(shownTexts()).toEqual(["The video has been deleted."]);
    act(() => vi.advanceTimersByTime(toastDurationMs - 1));
    expect(shownTexts()).toEqual(["The video has been deleted."]);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTexts()).toEqual([]);
  });

  it("show a new toast under the one still shown, and a toast that comes again only once", () => {
    loaderData([deleted]);
    act(() => vi.advanceTimersByTime(2_000));
    loaderData([deleted, shared]);
    expect(shownTexts()).toEqual(["The video has been deleted.", "Your video's public link is ready."]);
    act(() => vi.advanceTimersByTime(toastDurationMs - 2_000));
    expect(shownTexts()).toEqual(["Your video's public link is ready."]);
  });

  it("show the same message once: a second one replaces the first, and its time starts again", () => {
    loaderData([deleted]);
    act(() => vi.advanceTimersByTime(4_000));
    const again: Toast = { ...deleted, id: "deleted-again" };
    loaderData([again]);
    expect(shownTexts()).toEqual(["The video has been deleted."]);
    act(() => vi.advanceTimersByTime(toastDurationMs - 1));
    expect(shownTexts()).toEqual(["The video has been deleted."]);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTexts()).toEqual([]);
  });

  it("go at once when closed", () => {
    loaderData([deleted, shared]);
    act(() => host.querySelector<HTMLInputElement>("[data-toast] input[type=checkbox]")!.click());
    expect(shownTexts()).toEqual(["Your video's public link is ready."]);
  });
});
