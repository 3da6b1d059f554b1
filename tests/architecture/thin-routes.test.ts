import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A route file is its screen plus dispatch: what it reads and changes goes through the screen's module in app/data/,
 * never through the API client itself (docs/decisions/146-thin-routes-and-screen-data-modules.md).
 */
const routesDir = path.resolve("app/routes");

/** Ways a route could reach the API client: through the context, destructured from it, or by calling it. */
const apiClientUses: { name: string; pattern: RegExp }[] = [
  { name: "context.api", pattern: /\bcontext\s*(\?\.|\.)\s*api\b/ },
  { name: 'context["api"]', pattern: /\bcontext\s*\[\s*["'`]api["'`]\s*\]/ },
  { name: "{ api } from the context", pattern: /\{[^{}]*\bapi\b[^{}]*\}\s*(:\s*[^=]+)?=\s*(args\.)?context\b/ },
  { name: "{ context: { api } } in the arguments", pattern: /\bcontext\s*:\s*\{[^{}]*\bapi\b/ },
  { name: "an API client call", pattern: /\bapi\s*(\?\.|\.)\s*(get|post|call|getUnwrapped)\s*[<(]/ },
  { name: "the API client module", pattern: /from\s+["'][^"']*utils\/api\.server["']/ },
];

function apiClientUsesIn(source: string): string[] {
  return apiClientUses.filter(({ pattern }) => pattern.test(source)).map(({ name }) => name);
}

const routeFiles = readdirSync(routesDir).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));

describe("route files", () => {
  it("are all read", () => {
    expect(routeFiles.length).toBeGreaterThan(30);
  });

  it.each(routeFiles)("%s does not use the API client", (name) => {
    expect(apiClientUsesIn(readFileSync(path.join(routesDir, name), "utf8"))).toEqual([]);
  });
});

describe("the check itself", () => {
  it("finds each way a route could reach the API client", () => {
    expect(apiClientUsesIn(`const list = await context.api.get("video/list");`)).toEqual(["context.api", "an API client call"]);
    expect(apiClientUsesIn(`const { api, t, toasts } = context;`)).toEqual(["{ api } from the context"]);
    expect(apiClientUsesIn(`export async function loader({ context: { api } }: LoaderFunctionArgs) {`)).toEqual(["{ context: { api } } in the arguments"]);
    expect(apiClientUsesIn(`await api.call("DELETE", "video/list", {});`)).toEqual(["an API client call"]);
    expect(apiClientUsesIn(`const upstream = await context?.api.getUnwrapped("video/events");`)).toEqual(["context.api", "an API client call"]);
    expect(apiClientUsesIn(`import { createApiClient } from "~/utils/api.server";`)).toEqual(["the API client module"]);
  });

  it("leaves other names alone", () => {
    expect(apiClientUsesIn(`const disallow = "Disallow: /api/"; const { apiKey } = config; context.apiBase;`)).toEqual([]);
    expect(apiClientUsesIn(`const rapid = await capi.get("x");`)).toEqual([]);
  });
});
