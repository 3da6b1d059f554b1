// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shareAnalyticsClientId } from "./analytics";

const page = window as unknown as Record<string, unknown>;
let error: ReturnType<typeof vi.spyOn>;
const later = (fn: () => void, ms: number) => setTimeout(fn, ms);
const advice = "Load the Google Analytics script before the embed script and check the tracker ID; an ad blocker may also block Google Analytics.";

beforeEach(() => {
  vi.useFakeTimers();
  error = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  for (const name of ["gtag", "dataLayer", "ga", "GoogleAnalyticsObject", "analytics"]) delete page[name];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("sharing the analytics client id", () => {
  it("with gtag, takes the tracking id from the page's config and sends the client id", () => {
    page.dataLayer = [
      ["js", new Date()],
      ["config", "G-PAGE"],
    ];
    page.gtag = (_command: string, id: string, _field: string, callback: (clientId: string) => void) => callback(`client-of-${id}`);
    const send = vi.fn();
    shareAnalyticsClientId(true, send, later);
    expect(send).toHaveBeenCalledWith("client-of-G-PAGE");
    vi.advanceTimersByTime(3000);
    expect(error).not.toHaveBeenCalled();
  });

  it("with gtag and no id anywhere, says the tracking ID could not be retrieved", () => {
    page.gtag = vi.fn();
    shareAnalyticsClientId(true, vi.fn(), later);
    expect(error).toHaveBeenCalledWith(`shareGaInstance is on but the tracking ID could not be retrieved. ${advice}`);
  });

  it("with gtag that never answers, says the tracker was not found after waiting 3000 ms", () => {
    page.gtag = vi.fn();
    shareAnalyticsClientId("G-MISSING", vi.fn(), later);
    vi.advanceTimersByTime(2999);
    expect(error).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(error).toHaveBeenCalledWith(`shareGaInstance is on but the tracker with ID G-MISSING was not found. ${advice}`);
  });

  it("with analytics.js, finds the tracker by id, or says it was not found", () => {
    const tracker = (id: string, clientId: string) => ({ get: (field: string) => (field == "trackingId" ? id : clientId) });
    page.GoogleAnalyticsObject = "analytics";
    page.analytics = { getAll: () => [tracker("UA-1", "c1"), tracker("UA-2", "c2")] };
    const send = vi.fn();
    shareAnalyticsClientId("UA-2", send, later);
    expect(send).toHaveBeenCalledWith("c2");
    shareAnalyticsClientId("UA-9", send, later);
    expect(error).toHaveBeenCalledWith(`shareGaInstance is on but the tracker with ID UA-9 was not found. ${advice}`);
  });

  it("without any analytics object, says so", () => {
    shareAnalyticsClientId(true, vi.fn(), later);
    expect(error).toHaveBeenCalledWith(`shareGaInstance is on but the Google Analytics object was not found. ${advice}`);
  });
});
