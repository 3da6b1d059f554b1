/**
 * A render worker process (`npm run worker`) killed mid-render and started again finishes
 * the video, and nothing is lost or done twice: one finished job (its attempts show the retry), one e-mail, one
 * unit of quota, playable files, and no temporary folders left by the killed process.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import type { Api } from "../../api/app";
import { registerAccount } from "../../api/testing/accounts";
import { call, describeOnEachDatabase, type ApiHarness, type CallOptions } from "../../api/testing/harness";
import type { VideoView } from "../../api/contract/videos";
import { videoFolderPath } from "../../api/testing/media-paths";
import { defaultRenderStages, probeMedia } from "../../studio/render";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import { has } from "../requirements";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });

/** A killed worker's render is taken over this long after its last heartbeat. */
const leaseMs = 2_000;

interface WorkerProcess {
  child: ChildProcess;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  output(): string;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/** `npm run worker` as its own process; tsx as a loader in one node process, so a SIGKILL reaches the worker itself. */
function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "api/worker.ts"], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  return { child, exited: once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>, output: () => output };
}

it("refuses a lease too short to renew, naming JOB_LEASE_MS", async () => {
  const worker = startWorkerProcess({ DATA_DIR: await mkdtemp(path.join(os.tmpdir(), "promoreel-worker-config-")), JOB_LEASE_MS: "50" });
  const [code] = await worker.exited;
  expect(code).toBe(1);
  expect(worker.output()).toContain("JOB_LEASE_MS must be a whole number of milliseconds from 1000 to 600000");
});

describeOnEachDatabase("acceptance 3: a worker killed mid-render", (harness) => {
  let tempRoot: string;
  let api: Api;

  beforeAll(async () => {
    // The workers' own temporary folder, so the test can see everything they leave behind.
    tempRoot = await mkdtemp(path.join(os.tmpdir(), "promoreel-worker-tmp-"));
    // Real time on this side too: the worker processes claim jobs by the wall clock.
    api = await harness.createApi({ now: Date.now });
  });

  afterAll(async () => {
    if (tempRoot) await rm(tempRoot, { recursive: true, force: true });
  });

  function workerEnv(): Record<string, string> {
    const { database, dataDir } = harness.config;
    return {
      DATA_DIR: dataDir,
      ...(database.kind === "postgres" && { DATABASE_URL: database.url }),
      TMPDIR: tempRoot,
      RENDER_SCALE: "0.25",
      RENDER_CONCURRENCY: "1",
      JOB_LEASE_MS: String(leaseMs),
    };
  }

  const send = <T = any>(method: string, route: string, options: CallOptions = {}) => call<T>(api, method, route, options);

  async function videoDetail(token: string, id: string) {
    return (await send<VideoView>("GET", `video/detail?id=${id}`, { token })).body.data;
  }

  it.skipIf(!canRender)("finishes the video once after the worker is killed and started again", { timeout: 120_000 }, async () => {
    const account = await registerAccount({ call: send, latestCode: (email: string) => harness.latestCode(email) } as ApiHarness);
    const token = account.access_token;
    const product = await send("POST", "generate-info", {
      token,
      json: {
        name: "Harbor Tote",
        brand: "Saltline",
        price: { amount: 42, currency: "USD" },
        description: "A waxed canvas tote that stands up on its own.",
        features: ["Waxed canvas", "Inner zip pocket"],
      },
    });
    expect(product.status, product.body.message).toBe(200);
    const ideas = await send("POST", "product-ideas", { token, json: { product_id: product.body.data.id } });
    const script = await send("POST", "video-script", { token, json: { product_id: product.body.data.id, idea_id: ideas.body.data.ideas[0].id, length_seconds: 15 } });
    expect(script.status, script.body.message).toBe(200);
    const created = await send<VideoView>("POST", "video/create-by-product", {
      token,
      json: { product_id: product.body.data.id, script_id: script.body.data.id, aspect_ratios: ["9:16"] },
    });
    expect(created.status, created.body.message).toBe(200);
    const videoId = created.body.data.id;
    const { job_id: jobId } = await harness.db.selectFrom("videos").select("job_id").where("id", "=", videoId).executeTakeFirstOrThrow();

    const first = startWorkerProcess(workerEnv());
    await vi.waitFor(
      async () => {
        const video = await videoDetail(token, videoId);
        if (video.stage !== "rendering") throw new Error(`the video is ${video.status}/${video.stage}; ${first.output()}`);
      },
      { timeout: 60_000, interval: 50 },
    );
    first.child.kill("SIGKILL");
    expect(await first.exited).toEqual([null, "SIGKILL"]);

    const interrupted = await harness.db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirstOrThrow();
    expect(interrupted).toMatchObject({ status: "running", attempts: 1 });
    expect((await videoDetail(token, videoId)).status).toBe("generating");
    // The killed worker had work files; nothing of it ran to clean them up.
    expect(await readdir(tempRoot)).not.toEqual([]);

    const second = startWorkerProcess(workerEnv());
    const ready = await vi.waitFor(
      async () => {
        const video = await videoDetail(token, videoId);
        if (video.status !== "ready") throw new Error(`the video is ${video.status}/${video.stage}; ${second.output()}`);
        return video;
      },
      { timeout: 90_000, interval: 100 },
    );
    second.child.kill("SIGTERM");
    expect((await second.exited)[0]).toBe(0);

    // The files: one video and its thumbnail, playable.
    expect(ready).toMatchObject({ status: "ready", stage: "done", progress: 100, error: null, duration_ms: 15_000 });
    expect(ready.files).toEqual([expect.objectContaining({ ratio: "9:16", width: 270, height: 480 })]);
    const folder = videoFolderPath(harness.config.dataDir, account.user.id, videoId);
    expect((await readdir(folder)).sort()).toEqual([`${videoId}-9x16.jpg`, `${videoId}-9x16.mp4`]);
    const probe = await probeMedia(defaultRenderStages().tools, path.join(folder, `${videoId}-9x16.mp4`));
    expect(probe.video).toMatchObject({ codec: "h264", width: 270, height: 480 });
    expect(probe.audio?.codec).toBe("aac");
    expect(Math.abs(probe.durationMs - 15_000)).toBeLessThanOrEqual(100);

    // Finished once, by the second worker, on the job's second attempt.
    const job = await harness.db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(job.lease_owner).not.toBe(interrupted.lease_owner);
    expect(JSON.parse(job.result ?? "null")).toEqual({ status: "ready" });

    // One e-mail, one unit of quota.
    const mails = (await harness.readOutbox()).filter((mail) => mail.to === account.email && mail.text.includes(`/videos?id=${videoId}`));
    expect(mails).toHaveLength(1);
    expect(await harness.db.selectFrom("usage_events").select("id").where("user_id", "=", account.user.id).execute()).toHaveLength(1);
    expect((await send("GET", "auth/user", { token })).body.data.quota.used).toBe(1);

    // Nothing left in the workers' temporary folder: the second worker removed what the killed one left. (tsx-*
    // is tsx's compile cache, which the loader keeps there on purpose.)
    expect((await readdir(tempRoot)).filter((entry) => !entry.startsWith("tsx-"))).toEqual([]);
  });
});
