import { applyProps, el, type Lifecycle } from "./dom";
import type { Callbacks, CommonOptions, EmbedType } from "./types";
import { buildIframeSrc, formAddress, randomEmbedId, toggleRefreshMarker } from "./url";
import { loadAnalytics, loadRedirect } from "./lazy";

/** The form's messages that reach a site owner's callback. */
const CALLBACK_FOR: Record<string, keyof Callbacks> = {
  "form-ready": "onReady",
  "form-started": "onStarted",
  "form-screen-changed": "onQuestionChanged",
  "form-height-changed": "onHeightChanged",
  "form-submit": "onSubmit",
  "duplicate-detected": "onDuplicateDetected",
  "thank-you-screen-button-click": "onEndingButtonClick",
};

/** What a mode does with a message type beyond the callbacks, given the message's payload. */
export type FrameEvents = Partial<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a payload is whatever the form's message carried
  Record<"form-ready" | "form-submit" | "form-height-changed" | "welcome-screen-hidden" | "form-theme" | "form-close", (payload: any) => void>
>;

export interface Frame {
  /** A new iframe with its address set at once; it becomes the embed's form. */
  create(): HTMLIFrameElement;
  current(): HTMLIFrameElement | undefined;
  refresh(): void;
  focus(): void;
  /** The accessible name shared by the iframe and the dialog around it. */
  title: string;
}

/**
 * The iframe and the message channel to it. A message counts only when it comes from the form's origin, from this
 * embed's own iframe, and carries this embed's id; everything this sends names the form's origin as its target.
 */
export function createFrame(formId: string, type: EmbedType, domain: string, options: CommonOptions, life: Lifecycle, events: FrameEvents = {}): Frame {
  const embedId = randomEmbedId();
  const origin = formAddress(formId, domain).origin;
  const title = (options.iframeProps && options.iframeProps.title) || "Form";
  let iframe: HTMLIFrameElement | undefined;

  const post = (message: Record<string, unknown>) => iframe && iframe.contentWindow && iframe.contentWindow.postMessage(message, origin);

  life.on(window, "message", (event: MessageEvent) => {
    const data = event.data;
    if (!iframe || event.source !== iframe.contentWindow || event.origin !== origin || !data || data.embedId != embedId) return;
    const { type: messageType, embedId: _, ...payload } = data;
    const callback = options[CALLBACK_FOR[messageType]] as ((detail: object) => void) | undefined;
    if (callback) callback({ formId, ...payload });
    const modeHandler = events[messageType as keyof FrameEvents];
    if (modeHandler) modeHandler(payload);
    // Sharing the analytics client id is rare: its code loads only for the embeds that ask for it.
    if (messageType == "form-ready" && options.shareGaInstance)
      loadAnalytics().then(({ shareAnalyticsClientId }) =>
        shareAnalyticsClientId(options.shareGaInstance!, (gaClientId) => post({ type: "ga-client-id", embedId, data: { embedId, gaClientId } }), life.later),
      );
    // redirect-after-submit and thank-you-screen-redirect
    if (/redirect/.test(messageType)) {
      const target = iframe;
      loadRedirect().then(({ redirect }) => redirect(target, payload.url, payload.target || options.redirectTarget));
    }
  });

  return {
    title,
    create() {
      iframe = el("iframe", "tf-iframe");
      iframe.src = buildIframeSrc(formId, domain, type, embedId, options);
      iframe.setAttribute("allow", "microphone; camera");
      iframe.title = title;
      applyProps(iframe, options.iframeProps);
      return iframe;
    },
    current: () => iframe,
    refresh() {
      if (iframe) iframe.src = toggleRefreshMarker(iframe.src);
    },
    focus() {
      if (iframe) iframe.focus({ preventScroll: true });
      post({ type: "embed-focus", embedId });
    },
  };
}
