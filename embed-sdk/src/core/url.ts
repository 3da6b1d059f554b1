import type { CommonOptions, EmbedType } from "./types";

const isHttpUrl = (value: string) => /^https?:\/\//i.test(value);

/** `domain` may be a full origin or a bare host name; a bare one means https. */
export const originOf = (domain: string) => (isHttpUrl(domain) ? new URL(domain).origin : `https://${domain}`);

/** A form id that is already an http(s) address is used as given; otherwise the form lives at /to/{formId}. */
export const formAddress = (formId: string, domain: string) => new URL(isHttpUrl(formId) ? formId : `${originOf(domain)}/to/${encodeURIComponent(formId)}`);

export const randomEmbedId = () => Math.random().toString(36).slice(2, 12);

const HUBSPOT_COOKIE = /(?:^|; )hubspotutk=([^;]+)/;
export const hubspotCookie = () => (document.cookie.match(HUBSPOT_COOKIE) || [])[1];

/** HubSpot sets its cookie a little after load: look for it up to 10 times, 250 ms apart. */
export async function waitForHubspotCookie() {
  for (let tries = 0; tries < 10 && !hubspotCookie(); tries++) await new Promise((done) => setTimeout(done, 250));
}

const flag = (on: unknown) => (on ? "true" : undefined);

/** The query parameters the hosted form reads (embed-sdk/README.md), then page parameters passed through, then tracking extras. */
function queryParameters(type: EmbedType, embedId: string, options: CommonOptions): Record<string, string | number | undefined> {
  const noHeading = options.noHeading || !!document.querySelector("h1");
  return {
    "typeform-embed-id": embedId,
    "typeform-embed": type,
    "typeform-source": options.source || location.hostname.replace(/^www\./, ""),
    "typeform-medium": options.medium || "embed-sdk",
    "typeform-medium-version": options.mediumVersion || "next",
    "embed-hide-footer": flag(options.hideFooter),
    "embed-hide-headers": flag(options.hideHeaders),
    "embed-opacity": options.opacity,
    "disable-tracking": flag(options.disableTracking || options.enableSandbox),
    "__dangerous-disable-submissions": flag(options.enableSandbox),
    "share-ga-instance": flag(options.shareGaInstance),
    "force-touch": flag(options.forceTouch),
    "add-placeholder-ws": flag(type == "embed-widget" && options.displayAsFullScreenModal),
    "typeform-embed-redirect-target": options.redirectTarget,
    "typeform-embed-handles-redirect": 1,
    "typeform-embed-auto-resize": flag(options.autoResize),
    "typeform-embed-disable-scroll": flag(options.disableScroll),
    "typeform-embed-handle-ending-button-click": flag(options.onEndingButtonClick),
    "typeform-embed-no-heading": flag(noHeading),
    "typeform-embed-no-scrollbars": flag(options.noScrollbars),
  };
}

/** The page's own query parameters to pass on; a hidden field of the same name wins and travels in the hash only. */
function pageParameters(passThrough: CommonOptions["transitiveSearchParams"], hidden: Record<string, unknown>) {
  const passed: Record<string, string> = {};
  new URLSearchParams(location.search).forEach((value, name) => {
    if ((passThrough === true || (Array.isArray(passThrough) && passThrough.includes(name))) && !(name in hidden)) passed[name] = value;
  });
  return passed;
}

/** Hidden fields (empty ones dropped) and the preselected answer as `answers-{key}`. */
export function hashFields(options: CommonOptions): Record<string, string> {
  const hidden: Record<string, string | null | undefined> = { ...options.hidden };
  if (options.hubspot) {
    hidden.hubspot_page_name = document.title;
    hidden.hubspot_page_url = location.href;
    hidden.hubspot_utk = hubspotCookie();
  }
  const [question] = Object.keys(options.preselect || {});
  if (question) hidden[`answers-${question}`] = options.preselect![question];
  const fields: Record<string, string> = {};
  for (const name in hidden) if (hidden[name] != null && hidden[name] !== "") fields[name] = String(hidden[name]);
  return fields;
}

/** Each key and value percent-encoded, so commas, &, # and non-ASCII survive; `URLSearchParams` reads it back. */
export const hashOf = (fields: Record<string, string>) =>
  Object.keys(fields)
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(fields[name])}`)
    .join("&");

export function buildIframeSrc(formId: string, domain: string, type: EmbedType, embedId: string, options: CommonOptions): string {
  const url = formAddress(formId, domain);
  const hidden = hashFields(options);
  const parameters = { ...queryParameters(type, embedId, options), ...pageParameters(options.transitiveSearchParams, hidden), ...options.tracking };
  for (const [name, value] of Object.entries(parameters)) if (value != null) url.searchParams.set(name, String(value));
  url.hash = hashOf(hidden);
  return url.href;
}

/** Reloads an iframe by toggling a marker in its query; the hash alone would not reload it. */
export function toggleRefreshMarker(src: string) {
  const url = new URL(src);
  if (url.searchParams.has("refresh")) url.searchParams.delete("refresh");
  else url.searchParams.set("refresh", "1");
  return url.href;
}
