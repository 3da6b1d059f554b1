import { once } from "node:events";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { sendFetchResponse, toFetchRequest } from "./remix-adapter";

const servers: Server[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** An Express app on a free port whose every request is answered by `answer` through the adapter. */
async function serve(answer: (request: Request) => Promise<Response>, { trustProxy = false } = {}) {
  const app = express();
  app.set("trust proxy", trustProxy ? 1 : false);
  app.use("/mounted", (req, res, next) => {
    answer(toFetchRequest(req, res))
      .then((response) => sendFetchResponse(res, response))
      .catch(next);
  });
  const server = createServer(app).listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the Remix adapter", () => {
  it("gives Remix the URL the client asked for, with the host Express trusts and its port", async () => {
    const seen: string[] = [];
    const origin = await serve(async (request) => {
      seen.push(request.url);
      return new Response("ok");
    });
    await fetch(`${origin}/mounted/page?x=1`);
    await fetch(`${origin}/mounted/page`, { headers: { "x-forwarded-host": "shop.example:8443" } });
    const port = new URL(origin).port;
    expect(seen).toEqual([`http://127.0.0.1:${port}/mounted/page?x=1`, `http://127.0.0.1:8443/mounted/page`]);

    const proxied: string[] = [];
    const behindProxy = await serve(
      async (request) => {
        proxied.push(request.url);
        return new Response("ok");
      },
      { trustProxy: true },
    );
    await fetch(`${behindProxy}/mounted/`, { headers: { "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" } });
    // A forwarded host without a port keeps the port of the Host header, as @remix-run/express has it.
    expect(proxied).toEqual([`https://shop.example:${new URL(behindProxy).port}/mounted/`]);
  });

  it("passes a post's headers and body through, and none for a GET", async () => {
    const seen: { method: string; type: string | null; body: string }[] = [];
    const origin = await serve(async (request) => {
      seen.push({ method: request.method, type: request.headers.get("content-type"), body: request.body ? await request.text() : "(none)" });
      return new Response(null, { status: 204 });
    });
    await fetch(`${origin}/mounted/form`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "name=a%20b" });
    await fetch(`${origin}/mounted/form`);
    expect(seen).toEqual([
      { method: "POST", type: "application/x-www-form-urlencoded", body: "name=a%20b" },
      { method: "GET", type: null, body: "(none)" },
    ]);
  });

  it("sends the status, every Set-Cookie on its own, and the body", async () => {
    const origin = await serve(async () => {
      const headers = new Headers({ "content-type": "text/plain" });
      headers.append("set-cookie", "a=1; Path=/");
      headers.append("set-cookie", "b=2; Path=/");
      return new Response("made", { status: 201, headers });
    });
    const response = await fetch(`${origin}/mounted/`);
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await response.text()).toBe("made");
  });

  it("aborts the request's signal when the client goes away before the answer", async () => {
    let aborted: Promise<boolean> | undefined;
    const origin = await serve(
      (request) =>
        new Promise<Response>((resolve) => {
          aborted = new Promise((done) => request.signal.addEventListener("abort", () => done(true)));
          setTimeout(() => resolve(new Response("late")), 5_000).unref();
        }),
    );
    const client = httpRequest(`${origin}/mounted/slow`);
    client.on("error", () => {});
    client.end();
    await expect.poll(() => aborted !== undefined).toBe(true);
    client.destroy();
    expect(await aborted).toBe(true);
  });
});
