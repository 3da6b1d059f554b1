import { rm, writeFile } from "node:fs/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { probeMedia } from "../../studio/render";
import { mediaToolsFromEnv } from "../../studio/render/media-tools";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import { has } from "../../tests/requirements";
import type { HealthReport, SampleRenderView, TestEmailView } from "../contract/diagnostics";
import type { UserView } from "../contract/plans";
import { createJobQueue, type Worker } from "../jobs";
import { registerAccount } from "../testing/accounts";
import { call, describeOnEachDatabase, useApiHarness, type ApiHarness } from "../testing/harness";
import { fetchBytes, startSmallWorker } from "../videos/testing";

const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });
const slow = { timeout: 180_000 };

/** A fresh Api per read: the report is reused for a second, and each test changes what it should say. */
async function healthOf(harness: ApiHarness) {
  const api = await harness.createApi();
  return call<HealthReport>(api, "GET", "diagnostics/health");
}

async function withFfmpegPath<T>(value: string, run: () => Promise<T>): Promise<T> {
  const before = process.env.FFMPEG_PATH;
  process.env.FFMPEG_PATH = value;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.FFMPEG_PATH;
    else process.env.FFMPEG_PATH = before;
  }
}

describeOnEachDatabase("diagnostics: health", (harness) => {
  afterEach(async () => {
    await harness.db.updateTable("jobs").set({ status: "cancelled" }).where("status", "in", ["queued", "running"]).execute();
  });

  it.runIf(canRender)("answers 200 with every check, and nothing that names a person, a path or a secret", async () => {
    await registerAccount(harness, { email: "health-private@example.com" });
    const { status, body } = await healthOf(harness);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: "ok",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      failing: [],
      checks: {
        database: { ok: true },
        disk: { ok: true, free_bytes: expect.any(Number) },
        queue: { ok: true, waiting: 0, oldest_waiting_ms: null },
        workers: { ok: true, seen_last_minute: 0 },
        ffmpeg: { ok: true },
        voice: { ok: true },
      },
    });
    const text = JSON.stringify(body);
    for (const secret of ["health-private", harness.config.dataDir, harness.config.jwtSecret, "/usr/"]) expect(text).not.toContain(secret);
  });

  it("answers 503 naming ffmpeg when FFMPEG_PATH points nowhere", async () => {
    const { status, body } = await withFfmpegPath("/nowhere/ffmpeg", () => healthOf(harness));
    expect(status).toBe(503);
    expect(body.data.failing).toContain("ffmpeg");
    expect(body.data.checks.ffmpeg.ok).toBe(false);
    expect(body.data.checks.database.ok).toBe(true);
    expect(body.message).toContain("ffmpeg");
  });

  it("counts the jobs waiting and the oldest one's wait, and fails the workers check when nobody takes them", async () => {
    const queue = createJobQueue(harness.db, { now: () => harness.clock.now });
    await queue.enqueue("video.render", { videoId: "v1" });
    await queue.enqueue("video.render", { videoId: "v2" });
    // Retrying later: not waiting yet.
    await queue.enqueue("video.render", { videoId: "v3" }, { runAfter: harness.clock.now + 10 * 60_000 });
    harness.clock.advance(2 * 60_000);
    const { status, body } = await healthOf(harness);
    expect(status).toBe(503);
    expect(body.data.checks.queue).toMatchObject({ ok: true, waiting: 2, oldest_waiting_ms: 2 * 60_000 });
    expect(body.data.checks.workers).toMatchObject({ ok: false, seen_last_minute: 0 });
    expect(body.data.failing).toContain("workers");
  });

  it("counts a worker renewing a lease as seen, and the waiting job as attended", async () => {
    const queue = createJobQueue(harness.db, { now: () => harness.clock.now, workerId: "worker-seen" });
    await queue.enqueue("video.render", { videoId: "running" });
    const claimed = await queue.leases.claim(["video.render"]);
    expect(claimed).toBeDefined();
    await queue.enqueue("video.render", { videoId: "next" });
    harness.clock.advance(2 * 60_000);
    await queue.leases.renew({ jobId: claimed!.id, owner: "worker-seen", attempt: 1 });
    const { body } = await healthOf(harness);
    expect(body.data.checks.workers).toMatchObject({ ok: true, seen_last_minute: 1 });
    expect(body.data.checks.queue).toMatchObject({ waiting: 1 });
  });
});

describe("diagnostics: health of an unreadable database file [SQLite]", () => {
  const harness = useApiHarness("sqlite");

  it("answers 503 naming the database when its file is no longer a database", async () => {
    const api = await harness.createApi();
    const database = harness.config.database;
    if (database.kind !== "sqlite") throw new Error("this test needs SQLite");
    // What a damaged disk or a file replaced under the running server looks like: garbage where the pages were.
    await writeFile(database.file, Buffer.alloc(64 * 1024, 0x5a));
    const { status, body } = await call<HealthReport>(api, "GET", "diagnostics/health");
    expect(status).toBe(503);
    expect(body.data.failing).toContain("database");
    expect(body.data.checks.database.ok).toBe(false);
    expect(body.message).toContain("database");
  });

  it("answers 503 naming the database when its file is gone", async () => {
    const api = await harness.createApi();
    const database = harness.config.database;
    if (database.kind !== "sqlite") throw new Error("this test needs SQLite");
    await rm(database.file);
    const { status, body } = await call<HealthReport>(api, "GET", "diagnostics/health");
    expect(status).toBe(503);
    expect(body.data.failing).toContain("database");
  });
});

describeOnEachDatabase("diagnostics: self-test", (harness) => {
  const workers: Worker[] = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop({ timeoutMs: 0 })));
    await harness.db.updateTable("jobs").set({ status: "cancelled" }).where("status", "in", ["queued", "running"]).execute();
  });

  it("refuses a visitor who is not signed in", async () => {
    expect((await harness.call("POST", "diagnostics/sample")).status).toBe(401);
    expect((await harness.call("POST", "diagnostics/test-email")).status).toBe(401);
  });

  it.runIf(canRender)("renders a 5-second sample in the plan's settings, plays it to its owner only, and leaves the quota alone", slow, async () => {
    const owner = await registerAccount(harness);
    const started = await harness.call<SampleRenderView>("POST", "diagnostics/sample", { token: owner.access_token });
    expect(started.status, started.body.message).toBe(200);
    expect(started.body.data).toMatchObject({ status: "generating", music: false, video_url: null });
    // A second press while it waits follows the same sample.
    const again = await harness.call<SampleRenderView>("POST", "diagnostics/sample", { token: owner.access_token });
    expect(again.body.data.id).toBe(started.body.data.id);

    workers.push(startSmallWorker(harness));
    const ready = await vi.waitFor(
      async () => {
        const sample = (await harness.call<SampleRenderView>("GET", `diagnostics/sample?id=${started.body.data.id}`, { token: owner.access_token })).body.data;
        if (sample.status !== "ready") throw new Error(`sample is ${sample.status}/${sample.stage} ${sample.error ?? ""}`);
        return sample;
      },
      { timeout: 150_000, interval: 100 },
    );
    expect(ready.video_url).toBe(`/api/v1/media/diagnostics/${ready.id}`);

    const file = await fetchBytes(harness.api, ready.video_url!, { headers: { authorization: `Bearer ${owner.access_token}` } });
    expect(file.response.status).toBe(200);
    expect(file.response.headers.get("content-type")).toBe("video/mp4");
    const stranger = await registerAccount(harness);
    expect((await fetchBytes(harness.api, ready.video_url!, { headers: { authorization: `Bearer ${stranger.access_token}` } })).response.status).toBe(404);
    expect((await harness.call("GET", `diagnostics/sample?id=${ready.id}`, { token: stranger.access_token })).status).toBe(404);

    const copy = `${harness.config.dataDir}/sample-copy.mp4`;
    await writeFile(copy, file.bytes);
    const probed = await probeMedia(mediaToolsFromEnv(), copy);
    expect(probed.durationMs).toBeGreaterThan(4_500);
    expect(probed.durationMs).toBeLessThan(6_500);

    const user = (await harness.call<UserView>("GET", "auth/user", { token: owner.access_token })).body.data;
    expect(user.quota).toMatchObject({ used: 0, rendering: 0 });
  });

  it("gives a plan with music a sample with music", async () => {
    const owner = await registerAccount(harness);
    await harness.db.updateTable("users").set({ current_plan: "starter" }).where("id", "=", owner.user.id).execute();
    const started = await harness.call<SampleRenderView>("POST", "diagnostics/sample", { token: owner.access_token });
    expect(started.body.data.music).toBe(true);
  });

  it("e-mails the test message to the signed-in user and says where it went", async () => {
    const owner = await registerAccount(harness);
    const sent = await harness.call<TestEmailView>("POST", "diagnostics/test-email", { token: owner.access_token });
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.data).toEqual({ to: owner.email, sent_at: harness.clock.now });
    // The test clock stands still, so the sign-up code's mail and this one share a time: found by subject, not order.
    const subjects = (await harness.readOutbox()).filter((mail) => mail.to === owner.email).map((mail) => mail.subject);
    expect(subjects).toContain("Promoreel test e-mail");
  });
});
