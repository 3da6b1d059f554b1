/**
 * The cluster test (issue 25, `npm run test:cluster`): two API processes behind a balancer, the built web app in
 * front of it, two render workers, PostgreSQL, Redis and an S3-protocol server, each process with a data folder of
 * its own. A newcomer's journey runs through the web app's screens (no JavaScript: the forms post as a browser
 * would); during the render one API process and the worker rendering are killed, and the video still finishes once,
 * on the other worker after the lease expires. Then a login limit holds across both API processes, and no media file
 * was written to any process's data folder (acceptance 2).
 */
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from "vitest";
import { postgresReachable } from "../../api/testing/harness";
import { readOutbox } from "../../api/testing/outbox";
import { redisReachable } from "../../lib/shared-state/testing/reachable";
import { defaultRenderStages } from "../../studio/render";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import { startCluster, type Cluster } from "../cluster/cluster";
import { repoRoot, startApiProcess, type ClusterProcess } from "../cluster/processes";
import { fixtureShopProduct, startFixtureShop, type FixtureShop } from "./fixture-shop";
import { has } from "../requirements";

const built = existsSync(path.join(repoRoot, "build/server.js"));
const canRun = has({ postgres: postgresReachable, redis: redisReachable, ffmpeg: hasFfmpeg, festival: hasFestival, build: built });

/** A killed worker's render is taken over this long after its last heartbeat (JOB_LEASE_MS; 30 s by default). */
const leaseMs = 3_000;

function randomAddress() {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

describe.skipIf(!canRun)("the cluster: two API processes, two workers, the web app, PostgreSQL, Redis and S3", () => {
  let cluster: Cluster;
  let shop: FixtureShop;
  let browser: Browser;
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), "promoreel-cluster-test-"));
    shop = await startFixtureShop(defaultRenderStages().tools, path.join(workDir, "shop"));
    cluster = await startCluster({
      apis: 2,
      workers: 2,
      web: true,
      env: { RENDER_SCALE: "0.25", RENDER_CONCURRENCY: "1", JOB_LEASE_MS: String(leaseMs), INTAKE_ALLOW_PRIVATE_NETWORKS: "true", RATE_LIMIT_FACTOR: "1" },
    });
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await cluster?.stop();
    await shop?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  async function query<T>(sql: string, values: unknown[]): Promise<T[]> {
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** Every mail any process of the cluster wrote to its outbox. */
  async function allMail() {
    return (await Promise.all(cluster.dataDirs.map((dataDir) => readOutbox(dataDir).catch(() => [])))).flat();
  }

  it("sign up, link, ideas, script, render through a killed API process and worker, play and share", { timeout: 300_000 }, async () => {
    const web = cluster.web!;
    // Each run is its own visitor, so limits counted in the shared Redis never meet another run's.
    const context = await browser.newContext({ baseURL: web.baseUrl, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": randomAddress() } });
    const page = await context.newPage();
    const errorPages: string[] = [];
    onTestFailed(() => {
      console.error(
        `error pages: ${errorPages.join(", ")}\nbalancer: ${cluster.balancer.failures.join("\n")}\nweb app: ${web.output().slice(-4_000)}\nAPI: ${cluster.apis[1]!.output().slice(-4_000)}`,
      );
    });
    page.on("response", async (response) => {
      if (response.request().resourceType() === "document" && response.status() >= 500) errorPages.push(`${response.status()} ${response.url()}`);
    });
    page.setDefaultTimeout(30_000);
    const email = `cluster-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

    await page.goto("/account/register");
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send code" }).click();
    const code = await vi.waitFor(
      async () => {
        const mail = (await allMail()).find((sent) => sent.to === email);
        const found = mail?.text.match(/\b(\d{6})\b/)?.[1];
        if (!found) throw new Error(`no code was mailed to ${email}`);
        return found;
      },
      { timeout: 20_000, interval: 200 },
    );
    await page.getByLabel("Code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByLabel("Name").fill("Madam C. J. Walker");
    await page.getByLabel("Password", { exact: true }).fill("hair-care-1905");
    await page.getByLabel("Confirm password").fill("hair-care-1905");
    await page.getByLabel("I agree to the terms of service and the privacy policy").check();
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByRole("heading", { level: 1, name: "Hello, Madam C. J. Walker" }).waitFor();
    const [user] = await query<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
    expect(user).toBeDefined();

    await page.getByLabel("Product page link").fill(shop.pageUrl);
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await page.getByRole("heading", { name: "Pick one or several ideas" }).waitFor();
    await page.getByRole("checkbox").first().check();
    await page.getByLabel("15 s").check();
    await page.getByRole("button", { name: "Write the scripts" }).click();
    await page.waitForURL(/step=script/);
    await page.getByRole("link", { name: "Next: settings" }).click();
    await page.getByRole("button", { name: "Next: review" }).click();
    await page.getByRole("button", { name: "Generate the video" }).click();
    await page.waitForURL(/\/create-video\/progress\?id=[\w-]+$/);
    const videoId = new URL(page.url()).searchParams.get("id")!;
    const [{ job_id: jobId }] = await query<{ job_id: string }>("SELECT job_id FROM videos WHERE id = $1", [videoId]);

    // Mid-render: the worker holding the job and one API process are killed.
    const running = await vi.waitFor(
      async () => {
        const [job] = await query<{ status: string; lease_owner: string | null; attempts: number }>("SELECT status, lease_owner, attempts FROM jobs WHERE id = $1", [jobId]);
        const [video] = await query<{ stage: string }>("SELECT stage FROM videos WHERE id = $1", [videoId]);
        if (job?.status !== "running" || !job.lease_owner || video?.stage !== "rendering") throw new Error(`the job is ${job?.status}, the video ${video?.stage}`);
        return job;
      },
      { timeout: 120_000, interval: 100 },
    );
    const rendering = cluster.workers.find((worker) => worker.output().includes(running.lease_owner!));
    const other = cluster.workers.find((worker) => worker !== rendering);
    expect(rendering, `no worker logged the id ${running.lease_owner}`).toBeDefined();
    const killed: ClusterProcess[] = [rendering!, cluster.apis[0]!];
    for (const process of killed) process.child.kill("SIGKILL");
    for (const process of killed) expect((await process.exited)[1]).toBe("SIGKILL");

    // The seller keeps watching (without JavaScript, by reloading) until the video is ready.
    const made = page.locator("article[data-video-id]");
    await vi.waitFor(
      async () => {
        await page.reload();
        const status = await made.getByTestId("video-status").textContent();
        if (status !== "Your video is ready") throw new Error(`the page says "${status}"; ${other!.output().slice(-2_000)}`);
      },
      { timeout: 150_000, interval: 1_000 },
    );
    // Played as the player asks for it: a range.
    const start = await page.request.get(`/resources/media/video/${videoId}/9x16`, { headers: { Range: "bytes=0-99" } });
    expect(start.status()).toBe(206);
    expect((await start.body()).length).toBe(100);

    // Shared from the library, and opened by someone signed out.
    await page.getByRole("link", { name: "All videos" }).click();
    const card = page.locator(`article[data-video-id="${videoId}"]`);
    await card.getByRole("button", { name: "Share" }).click();
    const shareUrl = await card.getByLabel("Public link").inputValue();
    expect(shareUrl).toMatch(/\/preview\?s=[\w-]+$/);
    const visitor = await fetch(new URL(new URL(shareUrl).pathname + new URL(shareUrl).search, web.baseUrl));
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).toContain(fixtureShopProduct.name);
    await context.close();

    // Done once, by the other worker, on the job's second attempt; one unit of quota, one ready e-mail.
    const [job] = await query<{ status: string; attempts: number; lease_owner: string }>("SELECT status, attempts, lease_owner FROM jobs WHERE id = $1", [jobId]);
    expect(job).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(job!.lease_owner).not.toBe(running.lease_owner);
    expect(other!.output()).toContain(job!.lease_owner);
    expect(await query("SELECT id FROM jobs WHERE payload LIKE $1", [`%${videoId}%`])).toHaveLength(1);
    expect(await query("SELECT id FROM usage_events WHERE user_id = $1", [user!.id])).toHaveLength(1);
    const readyMails = (await allMail()).filter((mail) => mail.to === email && mail.text.includes(`/videos?id=${videoId}`));
    expect(readyMails).toHaveLength(1);
  });

  it("holds one login limit across both API processes, through the balancer", { timeout: 60_000 }, async () => {
    // One API process was killed in the journey: start a second again, so the limit is shared by two.
    const replacement = await startApiProcess(cluster.envFor({ TRUST_PROXY: "true" }));
    try {
      const upstreams = [cluster.apis[1]!, replacement];
      const clientIp = randomAddress();
      const login = (baseUrl: string) =>
        fetch(`${baseUrl}/api/v1/auth/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": clientIp },
          body: JSON.stringify({ email: `nobody-${clientIp}@example.com`, password: "wrong-password-1" }),
        }).then(async (response) => ((await response.json()) as { status_code: number }).status_code);
      for (let attempt = 0; attempt < 10; attempt++) expect(await login(upstreams[attempt % 2]!.baseUrl)).toBe(400);
      expect(await login(upstreams[0]!.baseUrl)).toBe(429);
      expect(await login(upstreams[1]!.baseUrl)).toBe(429);
      // And the balancer in front of them passes the address on unchanged, so the same client is refused there too.
      expect(await login(cluster.balancer.origin)).toBe(429);
    } finally {
      replacement.child.kill("SIGTERM");
      await replacement.exited;
    }
  });

  it("acceptance 2: with S3_* set, no process wrote media to its data folder", async () => {
    for (const dataDir of cluster.dataDirs) {
      const entries = await readdir(dataDir, { recursive: true });
      const media = entries.filter((entry) => !entry.startsWith("outbox") && entry !== ".space-reserve" && !entry.startsWith(".write-check-"));
      expect(media, dataDir).toEqual([]);
    }
  });
});
