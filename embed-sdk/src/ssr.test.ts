// @vitest-environment node
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error the build script is plain JavaScript
import { buildEmbedSdk } from "../scripts/build.mjs";

const handleMethods = ["open", "close", "toggle", "refresh", "focus", "unmount"];

describe("server rendering (Node, no DOM)", () => {
  it("imports every source entry without throwing, and every factory gives a handle that does nothing", async () => {
    await import("./browser");
    const sdk = await import("./index");
    const handles = [
      sdk.createWidget("f", { container: undefined as unknown as HTMLElement }),
      sdk.createPopup("f", { open: "load" }),
      sdk.createSlider("f"),
      sdk.createPopover("f", { tooltip: "Hi", notificationDays: 2 }),
      sdk.createSidetab("f"),
    ];
    for (const handle of handles) {
      expect(Object.keys(handle).sort()).toEqual([...handleMethods].sort());
      for (const method of handleMethods) expect(() => handle[method as keyof typeof handle]()).not.toThrow();
    }
  });

  it("renders the React components to HTML", async () => {
    const { Widget, Popup, Popover } = await import("./react/index");
    expect(renderToString(createElement(Widget, { id: "f", className: "form" }))).toBe('<div class="form"></div>');
    expect(renderToString(createElement(Popup, { id: "f" }, "Get started"))).toBe('<button type="button" aria-haspopup="dialog">Get started</button>');
    expect(renderToString(createElement(Popover, { id: "f" }))).toBe("");
  });

  describe("the built files", () => {
    let outDir: string;
    afterAll(() => rm(outDir, { recursive: true, force: true }));

    it("import under Node without throwing", async () => {
      outDir = await buildEmbedSdk({ outDir: await mkdtemp(path.join(os.tmpdir(), "embed-sdk-")), types: false });
      await import(pathToFileURL(path.join(outDir, "embed.js")).href);
      for (const entry of ["index", "widget", "popup", "slider", "popover", "sidetab"]) {
        const module = await import(pathToFileURL(path.join(outDir, "esm", `${entry}.js`)).href);
        expect(Object.keys(module).every((name) => typeof module[name] == "function")).toBe(true);
      }
      const react = await import(pathToFileURL(path.join(outDir, "react", "index.js")).href);
      expect(Object.keys(react).sort()).toEqual(["Popover", "Popup", "Sidetab", "Slider", "Widget"]);
      const { createPopup } = await import(pathToFileURL(path.join(outDir, "esm", "popup.js")).href);
      expect(() => createPopup("f").open()).not.toThrow();
    });
  });
});
