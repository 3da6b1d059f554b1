/**
 * /add-material's upload action against the real API: a session the API no longer honours is sent to sign-in
 * before the web server stages any of the upload on disk.
 */
import { mkdtempSync, readdirSync, rmSync, watch } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { devSecret } from "../../api";
import { registerAccount } from "../../api/testing/accounts";
import { call, useApiHarness } from "../../api/testing/harness";
import { createRequestContext, finalizeResponse, readWebConfig } from "../../app/request-context.server";
import { tokensFromApi } from "../../app/utils/tokens.server";
import { action } from "../../app/routes/_page.add-material";

const webConfig = readWebConfig({ NODE_ENV: "test" }, (name) => devSecret(mkdtempSync(path.join(os.tmpdir(), "promoreel-web-")), name));
const pageUrl = "http://promoreel.test/add-material";

describe("an upload to /add-material with a revoked session", () => {
  const harness = useApiHarness("sqlite");
  // The web server stages uploads in the system's temporary folder: this test's own, watched for anything made in it.
  const stagingRoot = mkdtempSync(path.join(os.tmpdir(), "promoreel-staging-"));
  const previousTmpdir = process.env.TMPDIR;
  beforeAll(() => {
    process.env.TMPDIR = stagingRoot;
  });
  afterAll(() => {
    process.env.TMPDIR = previousTmpdir;
    rmSync(stagingRoot, { recursive: true, force: true });
  });

  const contextFor = (request: Request) =>
    createRequestContext({
      request,
      config: webConfig,
      clientIp: "198.51.100.30",
      cspNonce: "nonce",
      apiBaseUrl: "http://promoreel.internal/api/v1/",
      apiFetch: (apiRequest) => harness.api.fetch(apiRequest, { clientIp: "198.51.100.30" }),
    });

  async function sessionCookie(account: Awaited<ReturnType<typeof registerAccount>>) {
    const context: AppLoadContext = await contextFor(new Request(pageUrl));
    context.session.signIn(account.user.id, tokensFromApi(account)!);
    const response = await finalizeResponse(context, new Response(null));
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  /** A 4 MB multipart upload sent in 64 KiB chunks; counts what the server read of it. */
  function uploadRequest(cookie: string) {
    const boundary = "----promoreel-test";
    const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const chunk = new Uint8Array(64 * 1024).fill(7);
    const chunks = [head, ...Array.from({ length: 64 }, () => chunk), tail];
    const read = { bytes: 0, total: chunks.reduce((sum, part) => sum + part.byteLength, 0) };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (!next) return controller.close();
        read.bytes += next.byteLength;
        controller.enqueue(next);
      },
    });
    const request = new Request(pageUrl, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    return { request, read };
  }

  it("is sent to sign-in without a byte staged on disk and without reading the body", async () => {
    const account = await registerAccount(harness);
    const cookie = await sessionCookie(account);
    // Signed out everywhere else: the refresh token is replayed, which revokes its whole family.
    await call(harness.api, "POST", "auth/refresh_token", { json: { refresh_token: account.refresh_token } });
    await call(harness.api, "POST", "auth/refresh_token", { json: { refresh_token: account.refresh_token } });

    const made: string[] = [];
    const watcher = watch(stagingRoot, { recursive: true }, (_event, name) => name && made.push(name));
    try {
      const { request, read } = uploadRequest(cookie);
      const outcome = await action({ request, params: {}, context: await contextFor(request) }).catch((thrown: unknown) => thrown);
      expect(outcome).toBeInstanceOf(Response);
      expect((outcome as Response).status).toBe(302);
      expect((outcome as Response).headers.get("Location")).toMatch(/^\/account\/login/);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(made).toEqual([]);
      expect(read.bytes).toBeLessThan(read.total / 4);
    } finally {
      watcher.close();
    }
    expect(readdirSync(stagingRoot)).toEqual([]);
  });
});
