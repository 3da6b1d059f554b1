import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// These start the real bundled server (build/server.js), as `npm start` does.
const serverBuilt = existsSync("build/server.js") && existsSync("build/index.js");
if (!serverBuilt) console.warn("build/server.js is missing: run `npm run build` (npm test builds first). Skipping server process tests.");

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill("SIGKILL");
});

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "promoreel-server-"));
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { PATH: process.env.PATH, NODE_ENV: "test", HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return response;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} never became healthy`);
}

describe.skipIf(!serverBuilt)("the server process", () => {
  it("refuses a bad setting with a message naming the variable", async () => {
    const server = startServer({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it("refuses to start in production without SESSION_SECRET", async () => {
    const server = startServer({ PORT: "3291", NODE_ENV: "production", JWT_SECRET: "x".repeat(40) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/SESSION_SECRET/);
  });

  it("serves health, security headers and immutable assets, and stops cleanly on SIGTERM", async () => {
    const port = 3292;
    const server = startServer({ PORT: String(port) });
    const health = await waitForHealth(port);
    expect(await health.json()).toEqual({ status: "ok" });

    const page = await fetch(`http://127.0.0.1:${port}/account/login`);
    const csp = page.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const html = await page.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");

    const asset = html.match(/\/build\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await fetch(`http://127.0.0.1:${port}${asset}`);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const unknownApi = await fetch(`http://127.0.0.1:${port}/api/v1/no-such-call`);
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toMatchObject({ status_code: 404, data: null });

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("stopped");
  });

  it("refuses a post that is not a form, or too large a form, with a page in the visitor's language", async () => {
    const port = 3294;
    startServer({ PORT: String(port) });
    await waitForHealth(port);
    const signIn = `http://127.0.0.1:${port}/account/login`;
    const switched = await fetch(`http://127.0.0.1:${port}/resources/language`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "lng=zh&redirectTo=%2Faccount%2Flogin",
      redirect: "manual",
    });
    const chinese = { cookie: switched.headers.get("set-cookie")!.split(";")[0] };

    const json = await fetch(signIn, { method: "POST", headers: { ...chinese, "content-type": "application/json" }, body: "{}" });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain("表单的提交方式无法识别");

    const declared = await fetch(signIn, { method: "POST", headers: { ...chinese, "content-type": "application/x-www-form-urlencoded" }, body: `email=${"a".repeat(300 * 1024)}` });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain("表单内容过多");

    // Sent in chunks with no length given: the server keeps nothing past the cap and still answers with the page.
    const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 8 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(signIn, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: endless, duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.text()).toContain("This form is too large to send.");

    const form = await fetch(signIn, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=nobody%40example.com&password=wrong-password" });
    expect(form.status).toBe(400);
  });

  it("on SIGTERM answers the request in flight before it stops", async () => {
    const port = 3293;
    const server = startServer({ PORT: String(port) });
    await waitForHealth(port);

    const body = JSON.stringify({ content: "The export button is hard to find.", page: "/videos" });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: "127.0.0.1", port, path: "/api/v1/feedback", method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (response) => {
          let text = "";
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode!, text }));
        },
      );
      request.on("error", reject);
      // Half the body now, the rest after SIGTERM: the request is in flight while the server shuts down.
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 200);
    });

    const result = await answered;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.text)).toMatchObject({ status_code: 200 });
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
