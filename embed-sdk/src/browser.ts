/**
 * The global script: `<script src="https://{embed host}/embed.js">`. It exposes `window.tf` and turns every
 * `data-tf-*` element into an embed once the document has loaded.
 */
import { setScriptDefaults } from "./core/config";
import { hasDom } from "./core/dom";
import { loadEmbeds, type Factories } from "./core/init";
import { createPopover } from "./popover";
import { createPopup } from "./popup";
import { createSidetab } from "./sidetab";
import { createSlider } from "./slider";
import { createWidget } from "./widget";

const factories: Factories = { widget: createWidget, popup: createPopup, slider: createSlider, popover: createPopover, sidetab: createSidetab };

if (hasDom()) {
  // Only readable while this script first runs.
  const script = document.currentScript as HTMLScriptElement | null;
  setScriptDefaults(script && script.src ? new URL(script.src).origin : undefined, (script && script.nonce) || undefined);
  const load = () => loadEmbeds(factories);
  (window as unknown as { tf: unknown }).tf = {
    createWidget,
    createPopup,
    createSlider,
    createPopover,
    createSidetab,
    load,
    reload: () => loadEmbeds(factories, true),
  };
  if (document.readyState == "loading") document.addEventListener("DOMContentLoaded", load, { once: true });
  else load();
}
