import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { createApi, type Api } from "../app";
import { readApiConfig, type ApiConfig } from "../config";
import { openDatabase, type Db } from "../db/connection";
import type { Envelope } from "../http/envelope";
import type { RateLimitStore } from "../http/rate-limit";
import { has } from "../../tests/requirements";
import { latestCodeInOutbox, readOutbox } from "./outbox";

// One info line per request or mail would bury the test report; LOG_LEVEL=info (or debug) brings them back.
process.env.LOG_LEVEL ??= "warn";

export const testPostgresUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: testPostgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export const postgresReachable = await postgresAnswers();

export type DatabaseKind = "sqlite" | "postgres";

/** A test clock: tests move it forward instead of sleeping. */
export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export interface CallOptions {
  /** Sent as a JSON body with Content-Type application/json. */
  json?: unknown;
  /** Sent as is (for malformed or oversized bodies); set the content type in headers. */
  body?: string;
  token?: string;
  headers?: Record<string, string>;
  clientIp?: string;
}

export interface CallResult<T = any> {
  status: number;
  body: Envelope<T>;
  response: Response;
}

/** One request to api, relative to /api/v1 (e.g. "POST", "auth/login"). */
export async function call<T = any>(api: Api, method: string, route: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const request = new Request(`http://promoreel.test/api/v1/${route}`, { method, headers, body });
  const response = await api.fetch(request, { clientIp: options.clientIp ?? "203.0.113.1" });
  return { status: response.status, body: (await response.json()) as Envelope<T>, response };
}

export interface ApiHarness {
  readonly kind: DatabaseKind;
  /** The Api under test (factor 100 rate limits, test clock), migrated. */
  readonly api: Api;
  readonly config: ApiConfig;
  readonly clock: TestClock;
  /** Direct access for assertions on what was (not) written. */
  readonly db: Db;
  /** Another Api on the same database, e.g. with strict rate limits; closed after the suite. */
  createApi(overrides?: Partial<ApiConfig>, rateLimitStore?: RateLimitStore): Promise<Api>;
  call<T = any>(method: string, route: string, options?: CallOptions): Promise<CallResult<T>>;
  readOutbox: () => ReturnType<typeof readOutbox>;
  latestCode(email: string): Promise<string>;
}

/**
 * Rendered videos and drawn slides at a quarter of their size: most tests are about what a render does, not its
 * pixels, and a quarter-size render takes a fraction of the time. A test about sizes sets RENDER_SCALE to 1.
 */
const testRenderScale = "0.25";

/**
 * Registers beforeAll/afterAll that give the enclosing describe block its own database: a temporary SQLite file,
 * or a fresh PostgreSQL schema that is dropped afterwards. `extraEnv` adds settings (read when the API is created,
 * so a server started in an earlier beforeAll can be named).
 */
export function useApiHarness(kind: DatabaseKind, extraEnv: () => Record<string, string> = () => ({})): ApiHarness {
  const clock: TestClock = {
    now: Date.UTC(2030, 0, 15, 12),
    advance(ms) {
      this.now += ms;
    },
  };
  const apis: Api[] = [];
  let state: { api: Api; config: ApiConfig; db: Db; dataDir: string; schema?: string } | undefined;
  const ready = () => {
    if (!state) throw new Error("the API harness is used outside its describe block's tests");
    return state;
  };

  async function createApiWith(base: ApiConfig, overrides: Partial<ApiConfig> = {}, store?: RateLimitStore) {
    const api = await createApi({ ...base, ...overrides }, store);
    apis.push(api);
    await api.migrate();
    return api;
  }

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "promoreel-api-"));
    let databaseUrl: string | undefined;
    let schema: string | undefined;
    if (kind === "postgres") {
      schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
      const admin = new pg.Client({ connectionString: testPostgresUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const separator = testPostgresUrl.includes("?") ? "&" : "?";
      databaseUrl = `${testPostgresUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    }
    const config: ApiConfig = {
      ...readApiConfig({ NODE_ENV: "test", RENDER_SCALE: testRenderScale, DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }), ...extraEnv() }),
      now: () => clock.now,
    };
    const api = await createApiWith(config);
    state = { api, config, db: openDatabase(config.database), dataDir, schema };
  });

  afterAll(async () => {
    if (!state) return;
    await Promise.all(apis.map((api) => api.close()));
    await state.db.destroy();
    if (state.schema) {
      const admin = new pg.Client({ connectionString: testPostgresUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA ${state.schema} CASCADE`);
      await admin.end();
    }
    rmSync(state.dataDir, { recursive: true, force: true });
  });

  return {
    kind,
    clock,
    get api() {
      return ready().api;
    },
    get config() {
      return ready().config;
    },
    get db() {
      return ready().db;
    },
    createApi: (overrides, store) => createApiWith(ready().config, overrides, store),
    call: (method, route, options) => call(ready().api, method, route, options),
    readOutbox: () => readOutbox(ready().dataDir),
    async latestCode(email) {
      const code = await latestCodeInOutbox(ready().dataDir, email);
      if (!code) throw new Error(`no code was mailed to ${email}`);
      return code;
    },
  };
}

/** Defines the same tests on SQLite and on PostgreSQL (skipped, and said so at the end, when PostgreSQL is unreachable). */
export function describeOnEachDatabase(title: string, defineTests: (harness: ApiHarness) => void, extraEnv?: () => Record<string, string>) {
  describe(`${title} [SQLite]`, () => defineTests(useApiHarness("sqlite", extraEnv)));
  describe.skipIf(!has({ postgres: postgresReachable }))(`${title} [PostgreSQL]`, () => defineTests(useApiHarness("postgres", extraEnv)));
}
