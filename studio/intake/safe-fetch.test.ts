import os from "node:os";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { IntakeError, type IntakeErrorCode } from "./errors";
import { htmlContentTypes, imageContentTypes, safeFetch, type SafeFetchOptions } from "./safe-fetch";
import { recordConnections, startLocalServer, type LocalServer } from "./testing/local-server";

const page = "<!doctype html><title>Hello</title><p>Hello</p>";

let shop: LocalServer;
let internal: LocalServer;
let connections: ReturnType<typeof recordConnections>;

beforeAll(async () => {
  internal = await startLocalServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" }).end("internal admin page");
  });
  shop = await startLocalServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://shop");
    const redirectTo = (location: string) => response.writeHead(302, { location }).end();
    switch (url.pathname) {
      case "/page":
        return response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
      case "/to-internal":
        return redirectTo(`${internal.origin}/admin`);
      case "/to-metadata":
        return redirectTo("http://169.254.169.254/latest/meta-data/");
      case "/to-localhost-name":
        return redirectTo(`http://localhost:${new URL(shop.origin).port}/page`);
      case "/to-file":
        return redirectTo("file:///etc/passwd");
      case "/relative-redirect":
        return redirectTo("/page");
      case "/no-location":
        return response.writeHead(302).end();
      case "/json":
        return response.writeHead(200, { "content-type": "application/json" }).end("{}");
      case "/image":
        return response.writeHead(200, { "content-type": "image/png" }).end(Buffer.from("89504e470d0a1a0a", "hex"));
      case "/missing":
        return response.writeHead(404, { "content-type": "text/html" }).end("gone");
      case "/declared-huge":
        response.writeHead(200, { "content-type": "text/html", "content-length": String(50 * 1024 * 1024) });
        return response.write("<html>");
      case "/endless":
        return streamForever(response);
      case "/gzip-bomb":
        return response.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(gzipSync(Buffer.alloc(10 * 1024 * 1024, " ")));
      case "/gzipped":
        return response.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(gzipSync(page));
      case "/slow":
        response.writeHead(200, { "content-type": "text/html" });
        return response.write("<html>"); // and never finishes
      case "/silent":
        return; // never answers at all
    }
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const remaining = Number(hop[1]);
      return remaining === 0 ? redirectTo("/page") : redirectTo(`/hop/${remaining - 1}`);
    }
    response.writeHead(404).end();
  });
});

afterAll(async () => {
  await shop.close();
  await internal.close();
});

beforeEach(() => {
  connections = recordConnections();
  shop.requests.length = 0;
  internal.requests.length = 0;
});

afterEach(() => connections.restore());

function htmlOptions(overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions {
  return {
    allowedContentTypes: htmlContentTypes,
    maxBytes: 256 * 1024,
    timeoutMs: 3000,
    allowPrivateHosts: [shop.hostAndPort],
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>): Promise<IntakeErrorCode> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IntakeError);
  expect((error as IntakeError).message).toMatch(/^[A-Z].*\.$/);
  return (error as IntakeError).code;
}

function streamForever(response: import("node:http").ServerResponse) {
  response.writeHead(200, { "content-type": "text/html" });
  const chunk = Buffer.alloc(16 * 1024, "a");
  const pump = () => {
    while (response.write(chunk)) if (response.destroyed) return;
    response.once("drain", pump);
  };
  response.on("close", () => response.removeAllListeners("drain"));
  pump();
}

describe("safeFetch on an allowed server", () => {
  it("returns the page, its type and its final URL", async () => {
    const result = await safeFetch(`${shop.origin}/page`, htmlOptions());
    expect(result.body.toString()).toBe(page);
    expect(result.contentType).toBe("text/html");
    expect(result.status).toBe(200);
    expect(result.url).toBe(`${shop.origin}/page`);
  });

  it("follows a relative redirect and reports where it ended", async () => {
    const result = await safeFetch(`${shop.origin}/relative-redirect`, htmlOptions());
    expect(result.url).toBe(`${shop.origin}/page`);
    expect(result.body.toString()).toBe(page);
  });

  it("follows exactly five redirects", async () => {
    const result = await safeFetch(`${shop.origin}/hop/4`, htmlOptions());
    expect(result.body.toString()).toBe(page);
    expect(shop.requests).toEqual(["/hop/4", "/hop/3", "/hop/2", "/hop/1", "/hop/0", "/page"]);
  });

  it("decodes a gzipped page", async () => {
    const result = await safeFetch(`${shop.origin}/gzipped`, htmlOptions());
    expect(result.body.toString()).toBe(page);
  });

  it("takes an image when the call asks for images", async () => {
    const result = await safeFetch(`${shop.origin}/image`, htmlOptions({ allowedContentTypes: imageContentTypes }));
    expect(result.contentType).toBe("image/png");
  });
});

describe("safeFetch refuses private and local targets", () => {
  it("refuses the same local server when it is not explicitly allowed", async () => {
    expect(await refusal(safeFetch(`${shop.origin}/page`, htmlOptions({ allowPrivateHosts: [] })))).toBe("private_address");
    expect(shop.requests).toEqual([]);
  });

  it("allows only the exact host:port listed", async () => {
    const otherPort = `127.0.0.1:${Number(new URL(shop.origin).port) + 1}`;
    expect(await refusal(safeFetch(`${shop.origin}/page`, htmlOptions({ allowPrivateHosts: [otherPort] })))).toBe("private_address");
  });

  it.each([
    "http://127.0.0.1/",
    "http://127.1.2.3:8080/",
    "http://10.0.0.8/",
    "http://192.168.0.1/",
    "http://172.20.0.1/",
    "http://100.64.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://0.0.0.0/",
    "http://[::1]/",
    "http://[::]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:169.254.169.254]/",
    "http://[fe80::1]/",
    "http://[fd00::1]/",
    "https://2130706433/",
    "http://0x7f.1/",
  ])("refuses %s without connecting", async (url) => {
    expect(await refusal(safeFetch(url, htmlOptions()))).toBe("private_address");
    expect(connections.hosts).toEqual([]);
  });

  it("refuses a hostname that resolves to loopback", async () => {
    const url = `http://localhost:${new URL(shop.origin).port}/page`;
    expect(await refusal(safeFetch(url, htmlOptions()))).toBe("private_address");
    expect(shop.requests).toEqual([]);
  });

  it("refuses a public-looking name whose DNS answer is private", async () => {
    const resolveHost = async () => ["10.1.2.3"];
    expect(await refusal(safeFetch("https://shop.example/product", htmlOptions({ resolveHost })))).toBe("private_address");
    expect(connections.hosts).toEqual([]);
  });

  it("refuses a name whose DNS answer mixes public and private addresses", async () => {
    const resolveHost = async () => ["93.184.216.34", "127.0.0.1"];
    expect(await refusal(safeFetch("https://shop.example/product", htmlOptions({ resolveHost })))).toBe("private_address");
    expect(connections.hosts).toEqual([]);
  });

  it("connects to the address it checked, not to a second DNS answer", async () => {
    const answers = [["127.0.0.1"], ["10.9.9.9"]];
    const resolveHost = async () => answers.shift() ?? [];
    const url = `http://shop.test:${new URL(shop.origin).port}/page`;
    const allowPrivateHosts = [`shop.test:${new URL(shop.origin).port}`];
    const result = await safeFetch(url, htmlOptions({ resolveHost, allowPrivateHosts }));
    expect(result.body.toString()).toBe(page);
    expect(connections.hosts).toEqual(["127.0.0.1"]);
    expect(answers).toEqual([["10.9.9.9"]]);
  });

  it("refuses a redirect from an allowed server into another private address", async () => {
    expect(await refusal(safeFetch(`${shop.origin}/to-internal`, htmlOptions()))).toBe("private_address");
    expect(shop.requests).toEqual(["/to-internal"]);
    expect(internal.requests).toEqual([]);
  });

  it("refuses a redirect to the cloud metadata address", async () => {
    expect(await refusal(safeFetch(`${shop.origin}/to-metadata`, htmlOptions()))).toBe("private_address");
    expect(connections.hosts).toEqual(["127.0.0.1"]);
  });

  it("checks the redirect's own host, even when it is the same machine under another name", async () => {
    expect(await refusal(safeFetch(`${shop.origin}/to-localhost-name`, htmlOptions()))).toBe("private_address");
    expect(shop.requests).toEqual(["/to-localhost-name"]);
  });

  it("refuses a public host on a port other than 80, 443, 8080 and 8443, even with allowPrivateNetworks", async () => {
    const resolveHost = async () => ["93.184.216.34"];
    for (const url of ["http://shop.example:22/", "https://shop.example:6379/", "http://93.184.216.34:25/"]) {
      expect(await refusal(safeFetch(url, htmlOptions({ resolveHost, allowPrivateNetworks: true })))).toBe("port_not_allowed");
    }
    expect(connections.hosts).toEqual([]);
  });

  it("refuses the server's own addresses even when they are public, in IPv4 and IPv6 forms", async () => {
    const ownPublic = { address: "93.184.216.34", netmask: "255.255.255.0", family: "IPv4", mac: "00:00:00:00:00:01", internal: false, cidr: "93.184.216.34/24" } as const;
    const interfaces = vi.spyOn(os, "networkInterfaces").mockReturnValue({ eth0: [ownPublic] });
    try {
      const resolveHost = async () => ["93.184.216.34"];
      expect(await refusal(safeFetch("https://shop.example/product", htmlOptions({ resolveHost })))).toBe("private_address");
      expect(await refusal(safeFetch("http://[::ffff:5db8:d822]/product", htmlOptions()))).toBe("private_address");
      expect(connections.hosts).toEqual([]);
    } finally {
      interfaces.mockRestore();
    }
  });

  it("lets every private address through only with allowPrivateNetworks", async () => {
    const result = await safeFetch(`${shop.origin}/to-internal`, htmlOptions({ allowPrivateNetworks: true }));
    expect(result.body.toString()).toBe("internal admin page");
  });
});

describe("safeFetch refuses what it was not asked for", () => {
  it("stops after five redirects", async () => {
    expect(await refusal(safeFetch(`${shop.origin}/hop/5`, htmlOptions()))).toBe("too_many_redirects");
    expect(shop.requests).toHaveLength(6);
  });

  it("refuses a redirect without a location", async () => {
    expect(await refusal(safeFetch(`${shop.origin}/no-location`, htmlOptions()))).toBe("bad_redirect");
  });

  it.each(["file:///etc/passwd", "ftp://example.com/file", "javascript:alert(1)", "data:text/html,hi", "gopher://x"])("refuses the scheme of %s", async (url) => {
    expect(await refusal(safeFetch(url, htmlOptions()))).toBe("unsupported_scheme");
  });

  it("refuses a redirect to a file: URL", async () => {
    expect(await refusal(safeFetch(`${shop.origin}/to-file`, htmlOptions()))).toBe("unsupported_scheme");
  });

  it("refuses text that is not a URL", async () => {
    expect(await refusal(safeFetch("my shop page", htmlOptions()))).toBe("invalid_url");
  });

  it("refuses JSON when it asked for HTML", async () => {
    expect(await refusal(safeFetch(`${shop.origin}/json`, htmlOptions()))).toBe("unsupported_content_type");
  });

  it("refuses HTML when it asked for images", async () => {
    const options = htmlOptions({ allowedContentTypes: imageContentTypes });
    expect(await refusal(safeFetch(`${shop.origin}/page`, options))).toBe("unsupported_content_type");
  });

  it("refuses an error status", async () => {
    expect(await refusal(safeFetch(`${shop.origin}/missing`, htmlOptions()))).toBe("http_status");
  });

  it("refuses a page that declares a size over the cap", async () => {
    expect(await refusal(safeFetch(`${shop.origin}/declared-huge`, htmlOptions()))).toBe("too_large");
  });

  it("stops reading an endless page at the cap", async () => {
    const started = Date.now();
    expect(await refusal(safeFetch(`${shop.origin}/endless`, htmlOptions({ maxBytes: 64 * 1024 })))).toBe("too_large");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("caps the decoded size, not the compressed size", async () => {
    expect(await refusal(safeFetch(`${shop.origin}/gzip-bomb`, htmlOptions({ maxBytes: 1024 * 1024 })))).toBe("too_large");
  });

  it("gives up on a page that never finishes", async () => {
    const started = Date.now();
    expect(await refusal(safeFetch(`${shop.origin}/slow`, htmlOptions({ timeoutMs: 300 })))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("gives up on a server that never answers", async () => {
    const started = Date.now();
    expect(await refusal(safeFetch(`${shop.origin}/silent`, htmlOptions({ timeoutMs: 300 })))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("says that an unknown name was not found", async () => {
    const resolveHost = async () => [];
    expect(await refusal(safeFetch("https://no-such-shop.example/", htmlOptions({ resolveHost })))).toBe("dns_failed");
  });
});
