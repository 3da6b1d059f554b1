import type express from "express";
import type { Envelope } from "../api/http/envelope";
import type { HealthReport } from "../api/contract";

/**
 * GET /test for a monitor (decision 191): a request that prefers JSON gets the health report itself, 200 when healthy
 * and 503 when not; a browser, or a client that takes anything, goes on to the page, which shows the same report.
 */
export function healthReportForMonitors(askApi: (request: Request, clientIp: string) => Promise<Response>, apiBaseUrl: string): express.RequestHandler {
  return async (req, res, next) => {
    if (req.accepts(["html", "json"]) !== "json") return next();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Vary", "Accept");
    try {
      const request = new Request(`${apiBaseUrl}diagnostics/health`, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(5000) });
      const envelope = (await (await askApi(request, req.ip ?? "")).json()) as Envelope<HealthReport | null>;
      if (envelope.data?.status) {
        res.status(envelope.data.status === "ok" ? 200 : 503).json(envelope.data);
        return;
      }
    } catch {
      // The API did not answer with a report: said below, as a monitor can read it.
    }
    res.status(503).json({ status: "unavailable", failing: ["api"] });
  };
}
