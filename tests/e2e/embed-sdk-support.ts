/**
 * Building blocks of the embed SDK journeys: the demo pages (embed-sdk/demo, served at /embed-demo/), the
 * playground that takes any mode and options from its address, and what the page holds after an embed is gone.
 */
import type { Page } from "@playwright/test";
import { expect } from "./support";

export type Mode = "widget" | "popup" | "slider" | "popover" | "sidetab";

export interface EmbedEvent {
  name: string;
  payload?: Record<string, unknown>;
}

/** The playground page with `mode` and `options`; `extra` adds flags such as `tall`, `manual` or `endingButton`. */
export function playground(mode: Mode, options: Record<string, unknown> = {}, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ mode, options: JSON.stringify(options), ...extra });
  return `/embed-demo/playground.html?${query}`;
}

export const embedEvents = (page: Page) => page.evaluate(() => (window as unknown as { embedEvents: EmbedEvent[] }).embedEvents);

/** Waits for the callback `name` and returns every payload it has had so far. */
export async function callbackPayloads(page: Page, name: string) {
  await expect.poll(async () => (await embedEvents(page)).some((event) => event.name === name), { message: `the ${name} callback`, timeout: 15_000 }).toBe(true);
  return (await embedEvents(page)).filter((event) => event.name === name).map((event) => event.payload);
}

/** Calls a method of the playground's handle. */
export const callHandle = (page: Page, method: "open" | "close" | "toggle" | "refresh" | "focus" | "unmount") =>
  page.evaluate((name) => (window as unknown as { embed: Record<string, () => void> }).embed[name](), method);

/** The open overlay (any mode) and the form inside it. */
export const openDialog = (page: Page) => page.locator("[role=dialog][data-tf-open]");
export const formIn = (page: Page, selector = "iframe.tf-iframe") => page.frameLocator(selector);

/**
 * Listeners on window and document added by the page's own scripts (not by Playwright's injected ones), as the
 * browser itself reports them through the Chrome DevTools Protocol.
 */
export async function pageListeners(page: Page) {
  const client = await page.context().newCDPSession(page);
  const scriptUrls = new Map<string, string>();
  client.on("Debugger.scriptParsed", (script) => scriptUrls.set(script.scriptId, script.url));
  await client.send("Debugger.enable");
  const count = async (expression: string) => {
    const { result } = await client.send("Runtime.evaluate", { expression });
    const { listeners } = await client.send("DOMDebugger.getEventListeners", { objectId: result.objectId! });
    return listeners
      .filter((listener) => /^https?:/.test(scriptUrls.get(listener.scriptId) ?? ""))
      .map((listener) => `${expression}:${listener.type} (${scriptUrls.get(listener.scriptId)})`);
  };
  const all = [...(await count("window")), ...(await count("document"))];
  await client.send("Debugger.disable");
  await client.detach();
  return all.sort();
}

/** What the page's scrolling looks like: the body's overflow and the scroll position. */
export const scrollState = (page: Page) => page.evaluate(() => ({ overflow: document.body.style.overflow, y: Math.round(scrollY) }));

/** The embed id the SDK gave the form, read from the iframe's address. */
export const embedIdOf = (page: Page, selector = "iframe.tf-iframe") =>
  page
    .locator(selector)
    .first()
    .evaluate((iframe) => new URL((iframe as HTMLIFrameElement).src).searchParams.get("typeform-embed-id")!);

/** The form in the overlay has loaded and is listening (its form-ready has come): answers typed now are kept. */
export const formReady = (page: Page) => callbackPayloads(page, "onReady");

/** The embed host under its other name: 127.0.0.1 is another site than localhost, on the same machine. */
export const otherSite = (baseURL: string) => baseURL.replace("localhost", "127.0.0.1");
