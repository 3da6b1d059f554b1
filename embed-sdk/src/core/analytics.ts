/** Shares the page's Google Analytics client id with the form, so both count the same visitor. */

type Tracker = { get(field: string): string };
type AnalyticsWindow = Window & {
  gtag?: (command: string, target: string, field: string, callback: (clientId: string) => void) => void;
  dataLayer?: unknown[];
  GoogleAnalyticsObject?: string;
  ga?: { getAll(): Tracker[] };
};

const TRACKER_WAIT_MS = 3000;

const explain = (reason: string) =>
  console.error(
    `shareGaInstance is on but ${reason}. Load the Google Analytics script before the embed script and check the tracker ID; an ad blocker may also block Google Analytics.`,
  );

/** The measurement id of the first `gtag('config', id)` call on the page. */
const configuredTrackingId = (layer: unknown[] = []) => {
  const config = layer.find((entry) => entry && (entry as ArrayLike<unknown>)[0] == "config") as ArrayLike<string> | undefined;
  return config && config[1];
};

export function shareAnalyticsClientId(share: boolean | string, send: (clientId: string) => void, later: (fn: () => void, ms: number) => void) {
  const page = window as AnalyticsWindow;
  const trackingId = typeof share == "string" ? share : undefined;
  if (page.gtag) {
    const id = trackingId || configuredTrackingId(page.dataLayer);
    if (!id) return explain("the tracking ID could not be retrieved");
    let answered = false;
    page.gtag("get", id, "client_id", (clientId) => {
      answered = true;
      send(clientId);
    });
    later(() => answered || explain(`the tracker with ID ${id} was not found`), TRACKER_WAIT_MS);
    return;
  }
  try {
    const trackers = (page as unknown as Record<string, { getAll(): Tracker[] }>)[page.GoogleAnalyticsObject || "ga"].getAll();
    const tracker = trackingId ? trackers.find((candidate) => candidate.get("trackingId") == trackingId) : trackers[0];
    if (tracker) send(tracker.get("clientId"));
    else explain(`the tracker with ID ${trackingId} was not found`);
  } catch {
    explain("the Google Analytics object was not found");
  }
}
