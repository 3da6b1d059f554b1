/**
 * A whole deployment on loopback, as docs/deploy.md lays it out: a PostgreSQL database of its own, Redis, an
 * S3-protocol server (s3rver, in-process), API processes behind a balancer, render workers and the built web app
 * calling the balancer. Every process has its own data folder, so nothing can lean on a shared disk.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { testPostgresUrl } from "../../api/testing/harness";
import { startS3Server, type TestS3Server } from "../../api/testing/s3-server";
import { testRedisUrl } from "../../lib/shared-state/testing/reachable";
import { migrate, startApiProcess, startBalancer, startWebApp, startWorkerProcess, stopProcesses, type ApiProcess, type Balancer, type ClusterProcess } from "./processes";

export interface ClusterOptions {
  apis: number;
  workers: number;
  /** Settings for every process (RENDER_SCALE, JOB_LEASE_MS, …). */
  env?: Record<string, string>;
  /** Start the web app (needs `npm run build`). */
  web?: boolean;
}

export interface Cluster {
  databaseUrl: string;
  s3: TestS3Server;
  apis: ApiProcess[];
  workers: ClusterProcess[];
  balancer: Balancer;
  web: ApiProcess | undefined;
  /** Every data folder a process of the cluster was given. */
  dataDirs: string[];
  /** The environment a process of this cluster gets, with a data folder of its own. */
  envFor(extra?: Record<string, string>): Record<string, string>;
  /** Another worker process on the same database and bucket, once it claims jobs. */
  addWorker(extra?: Record<string, string>): Promise<ClusterProcess>;
  stop(): Promise<void>;
}

/** A database of its own on the test PostgreSQL server (TEST_DATABASE_URL), dropped by the returned function. */
async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `promoreel_cluster_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: testPostgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const database = await createDatabase();
  const s3 = await startS3Server(`promoreel-cluster-${randomUUID().slice(0, 8)}`).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  // One set of secrets for every process, as in production: a token one API process signs, the others accept.
  const secrets = { JWT_SECRET: randomBytes(32).toString("hex"), SESSION_SECRET: randomBytes(32).toString("hex") };
  const dataDirs: string[] = [];
  const started: ClusterProcess[] = [];
  let balancer: Balancer | undefined;
  const envFor = (extra: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "promoreel-cluster-"));
    dataDirs.push(dataDir);
    return { ...secrets, DATA_DIR: dataDir, DATABASE_URL: database.url, REDIS_URL: testRedisUrl, ...s3.env, ...options.env, ...extra };
  };
  const addWorker = async (extra: Record<string, string> = {}) => {
    const worker = startWorkerProcess(envFor(extra));
    started.push(worker);
    await worker.ready;
    return worker;
  };
  const stop = async () => {
    await stopProcesses(started);
    await balancer?.close();
    await s3.close();
    await database.drop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // Once, before the processes start, as docs/deploy.md says.
    await migrate(envFor());
    const apis: ApiProcess[] = [];
    for (let n = 0; n < options.apis; n++) {
      const api = await startApiProcess(envFor({ TRUST_PROXY: "true" }));
      started.push(api);
      apis.push(api);
    }
    balancer = await startBalancer(apis.map((api) => api.baseUrl));
    // The workers load their models at start (tens of seconds here): side by side with the web app's start.
    const workers = Array.from({ length: options.workers }, () => startWorkerProcess(envFor()));
    started.push(...workers);
    let web: ApiProcess | undefined;
    if (options.web) {
      web = await startWebApp(envFor({ API_ORIGIN: balancer.origin, TRUST_PROXY: "true" }));
      started.push(web);
    }
    await Promise.all(workers.map((worker) => worker.ready));
    return { databaseUrl: database.url, s3, apis, workers, balancer, web, dataDirs, envFor, addWorker, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
