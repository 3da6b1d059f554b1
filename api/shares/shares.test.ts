import { beforeAll, expect, it } from "vitest";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import { registerAccount } from "../testing/accounts";
import { call, describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import { createVideo, fetchBytes, scriptedAccount, startSmallWorker, waitForVideoDetail, type ScriptedAccount } from "../videos/testing";
import type { VideoView } from "../contract/videos";
import type { Engagement } from "../contract/shares";
import type { ShareView } from "../contract/shares";
import { visitorsPerNetworkPerDay } from "./visitors";
import { has } from "../../tests/requirements";

const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });

const day = 24 * 60 * 60_000;
const browser = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";

describeOnEachDatabase("shares", (harness: ApiHarness) => {
  let owner: ScriptedAccount;
  let rendered: VideoView;

  beforeAll(async () => {
    if (!canRender) return;
    owner = await scriptedAccount(harness);
    const video = await createVideo(harness, owner);
    const worker = startSmallWorker(harness);
    rendered = await waitForVideoDetail(harness, owner.token, video.id, (current) => current.status === "ready");
    await worker.stop({ timeoutMs: 0 });
  }, 200_000);

  async function share(id = rendered.id, token = owner.token) {
    return harness.call<{ share: ShareView | null }>("POST", "video/share", { token, json: { id } });
  }

  async function engagement(id = rendered.id) {
    const answer = await harness.call<{ share: ShareView | null; engagement: Engagement }>("GET", `video/share?id=${id}`, { token: owner.token });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.data;
  }

  /** What a visitor's browser asks for: the page's data (counts a view) or an event. */
  function visit(token: string, ip: string, userAgent = browser) {
    return call(harness.api, "GET", `share/${token}`, { clientIp: ip, headers: { "user-agent": userAgent } });
  }

  function event(token: string, type: string, ip: string, userAgent = browser) {
    return call<{ counted: boolean }>(harness.api, "POST", `share/${token}/event`, { clientIp: ip, headers: { "user-agent": userAgent }, json: { type } });
  }

  it.skipIf(!canRender)("shares only one's own video, signed in, by a valid id", async () => {
    const stranger = await registerAccount(harness);

    const foreign = await share(rendered.id, stranger.access_token);
    expect(foreign.status).toBe(404);
    expect(await harness.db.selectFrom("video_shares").selectAll().where("user_id", "=", stranger.user.id).execute()).toEqual([]);

    const signedOut = await harness.call("POST", "video/share", { json: { id: rendered.id } });
    expect(signedOut.status).toBe(401);
    const badId = await harness.call("POST", "video/share", { token: owner.token, json: { id: 42 } });
    expect(badId.status).toBe(400);
  });

  it.skipIf(!canRender)("refuses to share a video that is still rendering", async () => {
    const setup = await scriptedAccount(harness);
    const pending = await createVideo(harness, setup);
    const refused = await share(pending.id, setup.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This video is not ready yet. Wait until it has finished rendering.");
    expect(await harness.db.selectFrom("video_shares").selectAll().where("video_id", "=", pending.id).execute()).toEqual([]);
  });

  it.skipIf(!canRender)("gives one public link per video, whose page shows the product and plays the video signed out", async () => {
    const first = (await share()).body.data.share!;
    const again = (await share()).body.data.share!;
    expect(again.token).toBe(first.token);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.path).toBe(`/preview?s=${first.token}`);
    expect(first.url).toBe(`${harness.config.appUrl}/preview?s=${first.token}`);

    const page = await visit(first.token, "198.51.100.7");
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ token: first.token, product: { name: "Trail Bottle", brand: "Northpeak" }, duration_ms: rendered.duration_ms });
    const file = page.body.data.files[0] as { url: string; thumbnail_url: string; width: number; height: number };
    expect(file).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
    expect(file.width).toBe(file.height);

    const whole = await fetchBytes(harness.api, file.url);
    expect(whole.response.status).toBe(200);
    expect(whole.response.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(whole.bytes.subarray(4, 8)).toString("latin1")).toBe("ftyp");
    const ranged = await fetchBytes(harness.api, file.url, { headers: { range: "bytes=0-99" } });
    expect(ranged.response.status).toBe(206);
    expect(ranged.bytes.length).toBe(100);
    const thumbnail = await fetchBytes(harness.api, file.thumbnail_url);
    expect(thumbnail.response.headers.get("content-type")).toBe("image/jpeg");
    expect([...thumbnail.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await fetchBytes(harness.api, file.url.replace(/\/[^/]+$/, "/4-3"))).response.status).toBe(404);
  });

  it.skipIf(!canRender)("counts a visitor's view once a day, plays and plays to the end, and keeps the figures day by day", async () => {
    const shared = await share();
    expect(shared.status, shared.body.message).toBe(200);
    const token = shared.body.data.share!.token;
    const before = (await engagement()).engagement;

    await visit(token, "192.0.2.10");
    await visit(token, "192.0.2.10");
    await visit(token, "192.0.2.11");
    await visit(token, "192.0.2.10", "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0");

    // A play to the end with no play before it is not counted: a script cannot lift the rate.
    expect((await event(token, "complete", "192.0.2.10")).body.data.counted).toBe(false);
    expect((await event(token, "play", "192.0.2.10")).body.data.counted).toBe(true);
    expect((await event(token, "play", "192.0.2.10")).body.data.counted).toBe(false);
    expect((await event(token, "complete", "192.0.2.10")).body.data.counted).toBe(true);
    expect((await event(token, "play", "192.0.2.11")).body.data.counted).toBe(true);

    const today = (await engagement()).engagement;
    expect(today.views - before.views).toBe(3);
    expect(today.plays - before.plays).toBe(2);
    expect(today.completes - before.completes).toBe(1);
    expect(today.play_through_rate).toBe(Math.round((today.completes / today.plays) * 1000) / 1000);

    harness.clock.advance(day);
    // A day later the owner's access token has long expired: sign in again, as the owner would.
    const login = await harness.call("POST", "auth/login", { json: { email: owner.account.email, password: owner.account.password } });
    owner = { ...owner, token: login.body.data.access_token as string };
    await visit(token, "192.0.2.10");
    const tomorrow = (await engagement()).engagement;
    expect(tomorrow.views).toBe(today.views + 1);
    const days = tomorrow.daily.map((entry) => entry.day);
    expect(days).toEqual([...days].sort());
    expect(tomorrow.daily.at(-1)).toEqual({ day: new Date(harness.clock.now).toISOString().slice(0, 10), views: 1, plays: 0, completes: 0, play_through_rate: 0 });

    // No address is stored: only a day's keyed hash, whose salt is gone the day after.
    const rows = await harness.db.selectFrom("share_visits").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain("192.0.2.10");
    const salts = await harness.db.selectFrom("share_salts").select("day").execute();
    expect(salts.map((salt) => salt.day)).toEqual([new Date(harness.clock.now).toISOString().slice(0, 10)]);
  });

  it.skipIf(!canRender)("counts a few browsers a day from one network, however many user agents it sends", async () => {
    const token = (await share()).body.data.share!.token;
    const before = (await engagement()).engagement;
    const agents = Array.from({ length: visitorsPerNetworkPerDay + 5 }, (_, index) => `counter-bot/${index}`);
    // All at once, as a script would send them: none may slip under the cap while another is being counted.
    await Promise.all(
      agents.map(async (agent) => {
        await visit(token, "192.0.2.50", agent);
        await event(token, "play", "192.0.2.50", agent);
        await event(token, "complete", "192.0.2.50", agent);
      }),
    );
    // One household's IPv6 /64 is one network too, whichever of its addresses a browser uses.
    for (const [index, agent] of agents.entries()) await visit(token, `2001:db8:5:7::${(index + 1).toString(16)}`, agent);
    await visit(token, "192.0.2.51");
    await visit(token, "2001:db8:5:8::1");

    const after = (await engagement()).engagement;
    expect(after.views - before.views).toBe(2 * visitorsPerNetworkPerDay + 2);
    expect(after.plays - before.plays).toBe(visitorsPerNetworkPerDay);
    expect(after.completes - before.completes).toBe(visitorsPerNetworkPerDay);
  });

  it.skipIf(!canRender)("refuses unknown events and tokens with clear messages", async () => {
    const token = (await share()).body.data.share!.token;
    const wrong = await event(token, "like", "192.0.2.20");
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain("type");
    for (const bad of ["nope", "A".repeat(43), `${token}x`]) {
      const missing = await visit(bad, "192.0.2.20");
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("This share link does not exist or has been turned off.");
    }
  });

  it.skipIf(!canRender)("turns a link off: its page, events and files answer 404, and sharing again gives a new link", async () => {
    const old = (await share()).body.data.share!;
    const page = await visit(old.token, "192.0.2.30");
    const fileUrl = page.body.data.video_url as string;

    const revoked = await harness.call("POST", "video/share", { token: owner.token, json: { id: rendered.id, revoke: true } });
    expect(revoked.body.data).toEqual({ share: null });
    expect((await engagement()).share).toBeNull();
    expect((await visit(old.token, "192.0.2.30")).status).toBe(404);
    expect((await event(old.token, "play", "192.0.2.30")).status).toBe(404);
    expect((await fetchBytes(harness.api, fileUrl)).response.status).toBe(404);

    const fresh = (await share()).body.data.share!;
    expect(fresh.token).not.toBe(old.token);
    expect((await visit(fresh.token, "192.0.2.30")).status).toBe(200);
  });

  it.skipIf(!canRender)("limits how often one address may ask for a share page", async () => {
    const token = (await share()).body.data.share!.token;
    const strict = await harness.createApi({ rateLimitFactor: 1 });
    const answers: number[] = [];
    for (let attempt = 0; attempt < 61; attempt++) {
      answers.push((await call(strict, "GET", `share/${token}`, { clientIp: "192.0.2.40" })).status);
    }
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
    expect((await call(strict, "GET", `share/${token}`, { clientIp: "192.0.2.41" })).status).toBe(200);
  });
});
