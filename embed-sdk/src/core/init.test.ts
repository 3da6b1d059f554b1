// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPopover } from "../popover";
import { createPopup } from "../popup";
import { createSidetab } from "../sidetab";
import { createSlider } from "../slider";
import { formFrame, resetPage } from "../testing/dom";
import { createWidget } from "../widget";
import { loadEmbeds } from "./init";

const factories = { widget: createWidget, popup: createPopup, slider: createSlider, popover: createPopover, sidetab: createSidetab };

afterEach(() => {
  document.querySelectorAll("[data-tf-loaded]").forEach((element) => element.remove());
  loadEmbeds(factories, true);
  vi.restoreAllMocks();
  resetPage();
});

describe("data-tf-* snippets", () => {
  it("turn a container into a widget, with the options its attributes give", () => {
    document.body.innerHTML = '<div data-tf-widget="early-access" data-tf-hide-footer data-tf-hidden="ref=home\\,top"></div>';
    loadEmbeds(factories);
    const url = new URL(formFrame().src);
    expect(url.pathname).toBe("/to/early-access");
    expect(url.searchParams.get("embed-hide-footer")).toBe("true");
    expect(new URLSearchParams(url.hash.slice(1)).get("ref")).toBe("home,top");
  });

  it("make a popup or slider element the button that toggles it", () => {
    document.body.innerHTML = '<button data-tf-popup="a">Popup</button><a href="#x" data-tf-slider="b" data-tf-position="left">Slider</a>';
    loadEmbeds(factories);
    const [button, link] = [document.querySelector<HTMLElement>("[data-tf-popup]")!, document.querySelector<HTMLElement>("[data-tf-slider]")!];
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    button.click();
    expect(document.querySelector(".tf-popup[data-tf-open]")).not.toBeNull();
    const click = new MouseEvent("click", { cancelable: true, bubbles: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.querySelector(".tf-slider.tf-left[data-tf-open]")).not.toBeNull();
  });

  it("draw a popover and a side tab", () => {
    document.body.innerHTML = '<div data-tf-popover="a" data-tf-button-color="#ffffff"></div><div data-tf-sidetab="b" data-tf-button-text="Ask"></div>';
    loadEmbeds(factories);
    expect(document.querySelector<HTMLElement>(".tf-popover-button")!.style.color).toBe("rgb(0, 0, 0)");
    expect(document.querySelector(".tf-sidetab-button")!.textContent).toBe("Ask");
  });

  it("load each element once, and again only on reload", () => {
    document.body.innerHTML = '<button data-tf-popup="a">Popup</button>';
    loadEmbeds(factories);
    loadEmbeds(factories);
    const button = document.querySelector<HTMLElement>("[data-tf-popup]")!;
    button.click();
    expect(document.querySelectorAll(".tf-popup").length).toBe(1);
    loadEmbeds(factories, true);
    expect(document.querySelectorAll(".tf-popup").length).toBe(0);
    button.click();
    expect(document.querySelectorAll(".tf-popup").length).toBe(1);
  });

  it("report a faulty snippet and still load the others", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.innerHTML = '<div data-tf-popover="x" data-tf-button-color="teal"></div><div data-tf-widget=""></div><div data-tf-widget="ok"></div>';
    loadEmbeds(factories);
    expect(error).toHaveBeenCalledWith(new Error("Expected a valid hex string"));
    expect(error).toHaveBeenCalledWith('Invalid data-tf-widget="" for embed #0');
    expect(new URL(formFrame().src).pathname).toBe("/to/ok");
  });

  it("call a global function named by an attribute", () => {
    const onReady = vi.fn();
    Object.assign(window, { onEarlyAccessReady: onReady });
    document.body.innerHTML = '<div data-tf-widget="early-access" data-tf-on-ready="onEarlyAccessReady"></div>';
    loadEmbeds(factories);
    const iframe = formFrame();
    const embedId = new URL(iframe.src).searchParams.get("typeform-embed-id");
    window.dispatchEvent(new MessageEvent("message", { data: { type: "form-ready", embedId }, origin: location.origin, source: iframe.contentWindow }));
    expect(onReady).toHaveBeenCalledWith({ formId: "early-access" });
    delete (window as { onEarlyAccessReady?: unknown }).onEarlyAccessReady;
  });
});
