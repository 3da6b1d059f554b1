// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetPage } from "../testing/dom";
import { buildIframeSrc, hashFields, hashOf, hubspotCookie, originOf, toggleRefreshMarker, waitForHubspotCookie } from "./url";

const DOMAIN = "http://localhost:3000";
const build = (options = {}, formId = "early-access", type: Parameters<typeof buildIframeSrc>[2] = "popup-blank") =>
  new URL(buildIframeSrc(formId, DOMAIN, type, "embed123", options));
const hashParams = (url: URL) => new URLSearchParams(url.hash.slice(1));

afterEach(() => {
  resetPage();
  history.replaceState(null, "", "/");
});

describe("iframe address", () => {
  it("is /to/{formId} on the configured domain, with the embed id, type and default source, medium and version", () => {
    const url = build();
    expect(url.origin + url.pathname).toBe("http://localhost:3000/to/early-access");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      "typeform-embed-id": "embed123",
      "typeform-embed": "popup-blank",
      "typeform-source": "localhost",
      "typeform-medium": "embed-sdk",
      "typeform-medium-version": "next",
      "typeform-embed-handles-redirect": "1",
    });
  });

  it("uses a form id that is already an http(s) address as given", () => {
    const url = build({}, "https://forms.example.com/to/abc?lang=en");
    expect(url.origin + url.pathname).toBe("https://forms.example.com/to/abc");
    expect(url.searchParams.get("lang")).toBe("en");
  });

  it("takes a bare host name as https and a full origin as given", () => {
    expect(originOf("forms.example.com")).toBe("https://forms.example.com");
    expect(originOf("http://localhost:3297/")).toBe("http://localhost:3297");
    expect(new URL(buildIframeSrc("f", "forms.example.com", "embed-widget", "e", {})).origin).toBe("https://forms.example.com");
  });

  it("carries every option of the address as its query parameter", () => {
    const url = build(
      {
        source: "shop.example",
        medium: "snippet",
        mediumVersion: "2",
        hideFooter: true,
        hideHeaders: true,
        opacity: 60,
        disableTracking: true,
        shareGaInstance: "G-1",
        forceTouch: true,
        redirectTarget: "_blank",
        autoResize: "200,600",
        disableScroll: true,
        onEndingButtonClick: () => {},
        noHeading: true,
        noScrollbars: true,
      },
      "early-access",
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      "typeform-source": "shop.example",
      "typeform-medium": "snippet",
      "typeform-medium-version": "2",
      "embed-hide-footer": "true",
      "embed-hide-headers": "true",
      "embed-opacity": "60",
      "disable-tracking": "true",
      "share-ga-instance": "true",
      "force-touch": "true",
      "typeform-embed-redirect-target": "_blank",
      "typeform-embed-auto-resize": "true",
      "typeform-embed-disable-scroll": "true",
      "typeform-embed-handle-ending-button-click": "true",
      "typeform-embed-no-heading": "true",
      "typeform-embed-no-scrollbars": "true",
    });
    expect(url.searchParams.has("__dangerous-disable-submissions")).toBe(false);
  });

  it("marks the sandbox: no submissions stored and no tracking", () => {
    const url = build({ enableSandbox: true });
    expect(url.searchParams.get("__dangerous-disable-submissions")).toBe("true");
    expect(url.searchParams.get("disable-tracking")).toBe("true");
  });

  it("asks for the placeholder only for a full-screen widget", () => {
    expect(build({ displayAsFullScreenModal: true }, "f", "embed-widget").searchParams.get("add-placeholder-ws")).toBe("true");
    expect(build({ displayAsFullScreenModal: true }, "f", "popup-blank").searchParams.has("add-placeholder-ws")).toBe(false);
  });

  it("hides the form's heading by itself when the page has its own h1", () => {
    expect(build().searchParams.has("typeform-embed-no-heading")).toBe(false);
    document.body.innerHTML = "<h1>Our product</h1>";
    expect(build().searchParams.get("typeform-embed-no-heading")).toBe("true");
  });

  it("drops www. from the default source", () => {
    history.replaceState(null, "", "/");
    expect(build({}).searchParams.get("typeform-source")).toBe("localhost");
    expect(build({ source: "www.kept.example" }).searchParams.get("typeform-source")).toBe("www.kept.example");
  });

  it("passes the page's query parameters through: all of them, or the ones listed", () => {
    history.replaceState(null, "", "/landing?utm_source=news&ref=friend&other=1");
    expect(Object.fromEntries(build({ transitiveSearchParams: true }).searchParams)).toMatchObject({ utm_source: "news", ref: "friend", other: "1" });
    const listed = build({ transitiveSearchParams: ["ref"] }).searchParams;
    expect(listed.get("ref")).toBe("friend");
    expect(listed.has("utm_source")).toBe(false);
    expect(build().searchParams.has("ref")).toBe(false);
  });

  it("lets a hidden field win over a page parameter of the same name, which then travels in the hash only", () => {
    history.replaceState(null, "", "/?email=page@example.com");
    const url = build({ transitiveSearchParams: true, hidden: { email: "field@example.com" } });
    expect(url.searchParams.has("email")).toBe(false);
    expect(hashParams(url).get("email")).toBe("field@example.com");
  });

  it("adds tracking extras to the query", () => {
    expect(build({ tracking: { utm_campaign: "spring", gclid: "x1" } }).searchParams.get("utm_campaign")).toBe("spring");
  });
});

describe("iframe hash", () => {
  it("holds hidden fields whose values survive commas, &, #, = and non-ASCII", () => {
    const hidden = { company: "Acme, Inc. & Sons #1", note: "a=b", name: "Zoë 张伟", empty: "", missing: undefined, nothing: null };
    const url = build({ hidden });
    expect(Object.fromEntries(hashParams(url))).toEqual({ company: "Acme, Inc. & Sons #1", note: "a=b", name: "Zoë 张伟" });
    expect(url.hash).not.toMatch(/[ ,&#=]Sons/);
  });

  it("preselects one answer as answers-{key}", () => {
    expect(hashParams(build({ preselect: { plan: "pro plan" } })).get("answers-plan")).toBe("pro plan");
  });

  it("adds the HubSpot fields from the page and the hubspotutk cookie", () => {
    document.title = "Pricing & plans";
    document.cookie = "hubspotutk=abc123; path=/";
    expect(hashFields({ hubspot: true })).toEqual({ hubspot_page_name: "Pricing & plans", hubspot_page_url: location.href, hubspot_utk: "abc123" });
  });

  it("waits for HubSpot's cookie up to 10 times, 250 ms apart, then goes on without it", async () => {
    vi.useFakeTimers();
    try {
      let settled = false;
      const late = waitForHubspotCookie().then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(750);
      expect(settled).toBe(false);
      document.cookie = "hubspotutk=late1; path=/";
      await vi.advanceTimersByTimeAsync(250);
      await late;
      expect(hubspotCookie()).toBe("late1");

      document.cookie = "hubspotutk=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
      settled = false;
      const never = waitForHubspotCookie().then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(2250);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(250);
      await never;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is empty without hidden fields", () => {
    expect(build().hash).toBe("");
    expect(hashOf({})).toBe("");
  });
});

describe("refresh marker", () => {
  it("toggles a query marker and keeps the hash, so each refresh is a new address", () => {
    const src = build({ hidden: { a: "1" } }).href;
    const once = toggleRefreshMarker(src);
    expect(once).not.toBe(src);
    expect(new URL(once).hash).toBe("#a=1");
    expect(toggleRefreshMarker(once)).not.toBe(once);
    expect(new URL(toggleRefreshMarker(once)).searchParams.has("refresh")).toBe(false);
  });
});
