/**
 * What an embed asks of the form page through its address (docs/decisions/111-embed-messages-and-page-safety.md): the query parameters the SDK sets (ours and
 * the official @typeform/embed send the same names), and the hash with hidden fields and `answers-{key}`.
 */

export type RedirectTarget = "_self" | "_blank" | "_top" | "_parent";

export interface EmbedParams {
  /** typeform-embed-id: names this embed in every message; without it the page sends none. */
  embedId: string | null;
  /** typeform-embed: embed-widget, popup-blank, popup-drawer, popup-popover or popup-side-panel. */
  embedType: string | null;
  source: string | null;
  medium: string | null;
  mediumVersion: string | null;
  hideFooter: boolean;
  hideHeaders: boolean;
  /** embed-opacity: 0-100, the background's opacity. */
  opacity: number;
  disableTracking: boolean;
  /** __dangerous-disable-submissions (spec) or enable-sandbox (@typeform/embed 6): answers are checked, not stored. */
  sandbox: boolean;
  shareGaInstance: boolean;
  forceTouch: boolean;
  /** add-placeholder-ws: show a welcome screen even if the form has none (the widget's full-screen mode starts after it). */
  addPlaceholderWelcome: boolean;
  redirectTarget: RedirectTarget | null;
  /** typeform-embed-handles-redirect: the page asks the embed to redirect instead of navigating itself. */
  handlesRedirect: boolean;
  autoResize: boolean;
  disableScroll: boolean;
  /** typeform-embed-handle-ending-button-click: the site handles the thank-you button; the page only reports the click. */
  handleEndingButtonClick: boolean;
  /** typeform-embed-no-heading: the host page has its own h1, so this page uses none. */
  noHeading: boolean;
  noScrollbars: boolean;
}

const overlayTypes = new Set(["popup-blank", "popup-drawer", "popup-popover", "popup-side-panel"]);
const redirectTargets = new Set<string>(["_self", "_blank", "_top", "_parent"]);
const trackingLength = 255;

function flag(params: URLSearchParams, ...names: string[]) {
  return names.some((name) => ["true", "1", "yes"].includes(params.get(name)?.toLowerCase() ?? ""));
}

function text(params: URLSearchParams, name: string) {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, trackingLength) : null;
}

export function readEmbedParams(params: URLSearchParams): EmbedParams {
  const embedId = params.get("typeform-embed-id");
  const opacity = Number(params.get("embed-opacity") ?? "");
  const redirectTarget = params.get("typeform-embed-redirect-target") ?? "";
  return {
    embedId: embedId && /^[A-Za-z0-9_-]{1,64}$/.test(embedId) ? embedId : null,
    embedType: text(params, "typeform-embed"),
    source: text(params, "typeform-source"),
    medium: text(params, "typeform-medium"),
    mediumVersion: text(params, "typeform-medium-version"),
    hideFooter: flag(params, "embed-hide-footer"),
    hideHeaders: flag(params, "embed-hide-headers"),
    opacity: params.has("embed-opacity") && Number.isFinite(opacity) ? Math.min(100, Math.max(0, Math.round(opacity))) : 100,
    disableTracking: flag(params, "disable-tracking"),
    sandbox: flag(params, "__dangerous-disable-submissions", "enable-sandbox"),
    shareGaInstance: flag(params, "share-ga-instance"),
    forceTouch: flag(params, "force-touch"),
    addPlaceholderWelcome: flag(params, "add-placeholder-ws"),
    redirectTarget: redirectTargets.has(redirectTarget) ? (redirectTarget as RedirectTarget) : null,
    handlesRedirect: flag(params, "typeform-embed-handles-redirect"),
    autoResize: flag(params, "typeform-embed-auto-resize"),
    disableScroll: flag(params, "typeform-embed-disable-scroll"),
    handleEndingButtonClick: flag(params, "typeform-embed-handle-ending-button-click"),
    noHeading: flag(params, "typeform-embed-no-heading"),
    noScrollbars: flag(params, "typeform-embed-no-scrollbars"),
  };
}

/** Popup, slider, popover and side tab: the site's overlay has a close button, and Escape or the thank-you button close it. */
export function isOverlayEmbed(params: Pick<EmbedParams, "embedType">) {
  return params.embedType !== null && overlayTypes.has(params.embedType);
}

export interface Prefill {
  /** answers-{key}=value, only for the form's questions. */
  answers: Record<string, string>;
  /** Hidden fields the form declares; anything else is dropped. */
  hidden: Record<string, string>;
}

const prefillLength = 500;

/**
 * Prefill from one set of parameters: the hash (what the SDK sends) or the query (which also works without
 * JavaScript, as a plain link). Values are cut to 500 characters, as the API stores hidden values.
 */
export function readPrefill(params: URLSearchParams, form: { fields: ReadonlyArray<{ key: string }>; hidden_fields: readonly string[] }): Prefill {
  const prefill: Prefill = { answers: {}, hidden: {} };
  const questionKeys = new Set(form.fields.map((field) => field.key));
  const hiddenNames = new Set(form.hidden_fields);
  params.forEach((value, name) => {
    if (value === "") return;
    const key = name.startsWith("answers-") ? name.slice("answers-".length) : null;
    if (key !== null && questionKeys.has(key)) prefill.answers[key] = value.slice(0, prefillLength);
    else if (hiddenNames.has(name)) prefill.hidden[name] = value.slice(0, prefillLength);
  });
  return prefill;
}

/** The hash as parameters: `#a=1&b=2`, percent-encoded as the SDKs write it. */
export function hashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.replace(/^#/, ""));
}
