// @vitest-environment jsdom
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { formFrame, fromForm, resetPage } from "../testing/dom";
import { Popover, Popup, Widget, type EmbedHandle } from "./index";

let root: Root | undefined;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  resetPage();
});

function render(element: React.ReactElement) {
  const host = document.body.appendChild(document.createElement("div"));
  root = createRoot(host);
  act(() => root!.render(element));
  return host;
}

describe("React components", () => {
  it("keep the same iframe when the parent re-renders with a new callback and new option objects", () => {
    const calls: string[] = [];
    let rerender: (n: number) => void = () => {};
    function Page() {
      const [count, setCount] = useState(0);
      rerender = setCount;
      return <Widget id="early-access" hidden={{ plan: "pro" }} style={{ height: 400 }} onSubmit={(event) => calls.push(`render ${count}: ${event.responseId}`)} />;
    }
    render(<Page />);
    const iframe = formFrame();
    const src = iframe.src;
    act(() => rerender(1));
    act(() => rerender(2));
    expect(formFrame()).toBe(iframe);
    expect(formFrame().src).toBe(src);
    fromForm(iframe, { type: "form-submit", responseId: "r9" });
    expect(calls).toEqual(["render 2: r9"]);
  });

  it("create the form again when the form id or an option changes", () => {
    let setId: (id: string) => void = () => {};
    function Page() {
      const [id, update] = useState("first");
      setId = update;
      return <Widget id={id} />;
    }
    render(<Page />);
    const first = formFrame();
    act(() => setId("second"));
    expect(formFrame()).not.toBe(first);
    expect(new URL(formFrame().src).pathname).toBe("/to/second");
  });

  it("give a popup button that opens the form, and the handle through embedRef", () => {
    const embedRef = { current: undefined as EmbedHandle | undefined };
    const onClose = vi.fn();
    const host = render(
      <Popup id="early-access" embedRef={embedRef} onClose={onClose} className="cta">
        Get started
      </Popup>,
    );
    const button = host.querySelector("button")!;
    expect(button.textContent).toBe("Get started");
    act(() => button.click());
    expect(document.querySelector(".tf-popup[data-tf-open]")).not.toBeNull();
    act(() => embedRef.current!.close());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("remove everything on unmount", () => {
    render(<Popover id="early-access" tooltip="Hi" />);
    expect(document.querySelector(".tf-popover")).not.toBeNull();
    act(() => root!.unmount());
    root = undefined;
    expect(document.querySelector(".tf-popover")).toBeNull();
  });
});
