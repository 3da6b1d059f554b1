/**
 * The lip-sync service the avatar journeys point a second app server at (playwright.config.ts): the studio's
 * protocol double on a fixed port, and beside it a small control port the spec uses to make the service's next jobs
 * succeed or fail, and to count what it was sent. Run with tsx as one of Playwright's web servers.
 */
import http from "node:http";
import { mediaToolsFromEnv } from "../../../studio/render/media-tools";
import { startLipsyncServer, type LipsyncJobOutcome } from "../../../studio/avatar/http/testing/lipsync-server";

const servicePort = Number(process.env.LIPSYNC_PORT);
const controlPort = Number(process.env.LIPSYNC_CONTROL_PORT);
const apiKey = process.env.LIPSYNC_KEY ?? "";
const outcomes: readonly LipsyncJobOutcome[] = ["succeed", "fail", "never-finish"];

const service = await startLipsyncServer({ apiKey, tools: mediaToolsFromEnv(process.env), port: servicePort });

const control = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://control");
  const answer = (status: number, body: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  if (request.method === "GET" && url.pathname === "/healthz") return answer(200, { ok: true });
  if (request.method === "GET" && url.pathname === "/submissions") return answer(200, { count: service.submissions.length });
  const outcome = url.pathname.match(/^\/outcome\/([\w-]+)$/)?.[1] as LipsyncJobOutcome | undefined;
  if (request.method === "POST" && outcome && outcomes.includes(outcome)) {
    service.outcome = outcome;
    return answer(200, { outcome });
  }
  return answer(404, { error: "not found" });
});
control.listen(controlPort, "127.0.0.1");

const stop = () => {
  control.close();
  void service.close().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
