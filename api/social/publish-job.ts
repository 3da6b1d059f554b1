/**
 * The publish job (one per post, enqueued to run at the post's scheduled time): refreshes the account's token when it
 * is about to expire, then walks the platform's publishing state machine one `advancePublish` step at a time, storing
 * the returned progress in the post row after every step. A worker killed mid-upload leaves that progress behind, and
 * the next attempt goes on from it instead of starting a second post on the platform (issue 24, acceptance 4).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db, DbExecutor } from "../db/connection";
import type { SocialFailureKind, SocialPostState } from "../contract/social";
import { ratioSlug } from "../contract/videos";
import { JobLeaseLostError, leaseOf, leaseStillHeld, type Job, type JobContext, type JobHandler, type JobLease, type JobQueue } from "../jobs";
import { logger } from "../lib/logger";
import type { MediaStore } from "../storage/media-store";
import { ApiError } from "../http/errors";
import { shareVideo } from "../shares/shares";
import { findActiveUpdate, latestUpdates, startUpdate } from "../videos/updates";
import { videoFiles, videoTimeline, type VideoRow } from "../videos/videos";
import { findAccount, markNeedsReconnect, platformAccountOf, type SocialAccountRow } from "./accounts";
import { freshTokens, ReconnectNeeded } from "./fresh-tokens";
import { PlatformError, type PlatformTokens, type PostRequest, type PublishProgress, type SocialPlatform } from "./platform";
import type { SocialPostRow } from "./posts";
import { statsJobKind } from "./stats-job";
import { decryptToken, encryptToken, type TokenKeys } from "./token-crypto";

export const publishJobKind = "social.publish";
/** A publish job's attempts before the post fails as unavailable (each attempt goes on from the stored progress). */
export const publishAttempts = 5;
export interface PublishPayload {
  postId: string;
}

export type SocialPlatforms = Partial<Record<SocialPlatform["id"], SocialPlatform>>;

export interface PublishDependencies {
  db: Db;
  jobs: JobQueue;
  keys: TokenKeys;
  platforms: SocialPlatforms;
  /** Where the rendered files are (the local disk or a bucket): a rendition is downloaded into the attempt's folder. */
  mediaStore: MediaStore;
  appUrl: string;
  /** Waits between status polls and after rate-limit answers; tests pass one that does not sleep. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Rate-limit and outage answers within one attempt before the job gives the attempt back to the queue's backoff. */
const maxStepRetries = 5;
/** Without a Retry-After, wait 2 s, 4 s, 8 s… (at most a minute) after a rate-limit or outage answer. */
const backoffMs = (retry: number) => Math.min(60_000, 2_000 * 2 ** retry);
/** A wait longer than this (a status poll, a rate limit) is not slept in the job: a later job takes the post on. */
const longWaitMs = 30_000;
/** While the post's missing size renders, its publish job looks again this often. */
export const renditionCheckMs = 30_000;
/** The first figures a little after publishing, when the platform has counted something. */
const firstStatsDelayMs = 10 * 60_000;

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener("abort", aborted);
      resolve();
    }
    function aborted() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener("abort", aborted, { once: true });
  });
}

/** The post fails for good: the platform's words are kept for the screen. */
class PostFailed extends Error {
  constructor(
    readonly kind: SocialFailureKind,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** The post was cancelled, or its account disconnected, while the attempt ran: it stops without writing. */
class PostWithdrawn extends Error {
  constructor() {
    super("the post is no longer waiting to go out");
  }
}

/** The post goes on in a later job (a long wait); this attempt ends without failing. */
class PostDeferred extends Error {
  constructor() {
    super("the post goes on later");
  }
}

/** The video has no file in the post's size yet: the post waits for it to be rendered. */
class RenditionMissing extends Error {
  constructor(readonly video: VideoRow) {
    super("the video has no file in the post's size yet");
  }
}

const activeStates: SocialPostState[] = ["scheduled", "uploading", "processing"];

export function publishHandler(deps: PublishDependencies): JobHandler {
  const { db, keys } = deps;
  const sleep = deps.sleep ?? abortableSleep;
  const now = deps.jobs.now;

  /**
   * Writes the post while this attempt still holds its job. An attempt that stalled past its lease (its job now
   * another worker's) writes nothing and stops, so it neither rolls back the newer attempt's progress nor fails a post
   * the newer attempt is publishing; a post cancelled or disconnected meanwhile stops the attempt too.
   */
  async function updatePost(post: SocialPostRow, lease: JobLease, changes: Partial<Omit<SocialPostRow, "id">>, trx: DbExecutor = db) {
    const written = await trx
      .updateTable("social_posts")
      .set({ ...changes, updated_at: now() })
      .where("id", "=", post.id)
      .where("state", "in", activeStates)
      .where(leaseStillHeld(lease))
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) === 0) await stopUnlessActive(post, lease, trx);
  }

  /** Throws what ends this attempt when the post is no longer active or the job no longer this attempt's. */
  async function stopUnlessActive(post: SocialPostRow, lease: JobLease, trx: DbExecutor = db) {
    const current = await trx.selectFrom("social_posts").select("state").where("id", "=", post.id).executeTakeFirst();
    if (!current || !activeStates.includes(current.state)) throw new PostWithdrawn();
    const job = await trx.selectFrom("jobs").select("id").where("id", "=", lease.jobId).where(leaseStillHeld(lease)).executeTakeFirst();
    if (!job) throw new JobLeaseLostError(lease.jobId);
  }

  async function fail(post: SocialPostRow, lease: JobLease, failure: PostFailed) {
    await updatePost(post, lease, { state: "failed", failure_kind: failure.kind, failure_reason: failure.reason });
    logger.info("a social post failed", { postId: post.id, platform: post.platform, kind: failure.kind, reason: failure.reason });
  }

  /** The post's job goes on at `at` as a new job, leaving this worker's slot to renders meanwhile. */
  async function resumeLater(post: SocialPostRow, lease: JobLease, at: number) {
    await db.transaction().execute(async (trx) => {
      const next = await deps.jobs.enqueue<PublishPayload>(
        publishJobKind,
        { postId: post.id },
        { ownerUserId: post.user_id, runAfter: at, maxAttempts: publishAttempts, trx },
      );
      await updatePost(post, lease, { job_id: next.id }, trx);
    });
  }

  async function tokensFor(accountId: string, platform: SocialPlatform, force = false): Promise<PlatformTokens> {
    try {
      return (await freshTokens({ db, keys, now }, accountId, platform, force)).tokens;
    } catch (error) {
      if (error instanceof ReconnectNeeded) throw new PostFailed("reconnect", error.reason);
      throw error;
    }
  }

  /**
   * What the platform is sent. TikTok and YouTube read the bytes from a local file, so the rendition is downloaded into
   * this attempt's folder (the store may be a bucket); Instagram fetches the file itself from the video's share link.
   */
  async function postRequest(post: SocialPostRow, attemptDir: string): Promise<PostRequest> {
    const video = await db.selectFrom("videos").selectAll().where("id", "=", post.video_id).executeTakeFirst();
    if (!video) throw new PostFailed("no-rendition", post.ratio);
    const file = videoFiles(video).find((candidate) => candidate.ratio === post.ratio);
    if (!file) throw new RenditionMissing(video);
    const request = {
      caption: post.caption,
      title: post.title || video.title,
      privacy: post.privacy,
      durationMs: video.duration_ms,
      tiktokDisclosure: post.tiktok_disclosure,
    };
    if (post.platform === "instagram") {
      const share = await shareVideo(db, video, now());
      const publicUrl = `${deps.appUrl}/resources/share-media/${share.token}/video/${ratioSlug(post.ratio)}`;
      return { ...request, file: { path: "", size: file.size }, publicUrl };
    }
    const filePath = path.join(attemptDir, `video${path.extname(file.video_key)}`);
    if (!(await deps.mediaStore.download(file.video_key, filePath))) throw new PostFailed("no-rendition", post.ratio);
    return { ...request, file: { path: filePath, size: file.size }, publicUrl: "" };
  }

  /** A post's stored progress; one written before progress was encrypted is plain JSON. */
  function storedProgress(stored: string | null): PublishProgress | null {
    if (stored === null) return null;
    return JSON.parse(stored.startsWith("{") ? stored : decryptToken(keys, "progress", stored)) as PublishProgress;
  }

  async function publish(post: SocialPostRow, lease: JobLease, context: JobContext) {
    const platform = deps.platforms[post.platform];
    if (!platform) throw new PostFailed("unavailable", `${post.platform} is not configured on this server`);
    const account = await findAccount(db, post.account_id);
    if (!account || account.state === "needs-reconnect") throw new PostFailed("reconnect", "");
    // One folder per attempt, gone when it ends; the next attempt downloads again and goes on from the stored progress.
    const attemptDir = await mkdtemp(path.join(tmpdir(), "promoreel-social-"));
    try {
      await publishFrom(post, lease, platform, account, attemptDir, context);
    } finally {
      await rm(attemptDir, { recursive: true, force: true });
    }
  }

  /** Waits `ms` in this attempt, or hands the post to a later job when the wait is long (a rate limit until tomorrow). */
  async function wait(post: SocialPostRow, lease: JobLease, ms: number, signal: AbortSignal) {
    if (ms <= longWaitMs) return sleep(ms, signal);
    await resumeLater(post, lease, now() + ms);
    throw new PostDeferred();
  }

  async function publishFrom(post: SocialPostRow, lease: JobLease, platform: SocialPlatform, account: SocialAccountRow, attemptDir: string, context: JobContext) {
    let tokens = await tokensFor(account.id, platform);
    let refreshedForThisStep = false;
    const request = await postRequest(post, attemptDir);
    let progress = storedProgress(post.progress);
    let retries = 0;

    while (progress?.stage !== "published") {
      if (context.signal.aborted) throw context.signal.reason;
      if (progress?.waitMs) await wait(post, lease, progress.waitMs, context.signal);
      // Cancelled or disconnected while this attempt ran (another process's cancel reaches the job only at a heartbeat).
      await stopUnlessActive(post, lease);
      try {
        progress = await platform.advancePublish(tokens.accessToken, platformAccountOf(account), request, progress);
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        if (error.kind === "rejected") throw new PostFailed("rejected", error.reason);
        if (error.kind === "token-revoked") {
          await markNeedsReconnect(db, account.id, now());
          throw new PostFailed("reconnect", error.reason);
        }
        // An expired token is refreshed once per step: a long upload may outlive more than one token.
        if (error.kind === "token-expired" && !refreshedForThisStep) {
          refreshedForThisStep = true;
          tokens = await tokensFor(account.id, platform, true);
          continue;
        }
        if (error.kind === "token-expired") {
          await markNeedsReconnect(db, account.id, now());
          throw new PostFailed("reconnect", error.reason);
        }
        // Rate-limited or unavailable: wait as asked (or back off), a bounded number of times in this attempt.
        if (retries >= maxStepRetries) throw error;
        await wait(post, lease, error.retryAfterMs ?? backoffMs(retries), context.signal);
        retries += 1;
        continue;
      }
      retries = 0;
      refreshedForThisStep = false;
      const percent = request.file.size > 0 ? Math.min(100, Math.round((progress.uploadedBytes / request.file.size) * 100)) : 0;
      context.reportProgress(progress.stage, progress.stage === "uploading" ? percent : 100);
      const changes = {
        state: progress.stage,
        // Encrypted like the tokens: TikTok's upload address and YouTube's session address let whoever holds them upload.
        progress: encryptToken(keys, "progress", JSON.stringify(progress)),
        uploaded_bytes: progress.uploadedBytes,
        file_bytes: request.file.size,
      };
      if (!progress.published) {
        await updatePost(post, lease, changes);
        continue;
      }
      const { postId, url } = progress.published;
      // Published and its first figures scheduled together: a crash between the two would leave a post with no figures.
      await db.transaction().execute(async (trx) => {
        await updatePost(post, lease, { ...changes, platform_post_id: postId, platform_post_url: url, published_at: now() }, trx);
        await deps.jobs.enqueue(statsJobKind, { postId: post.id }, { ownerUserId: post.user_id, runAfter: now() + firstStatsDelayMs, trx });
      });
    }
  }

  /**
   * The post's size is made the way the user makes one (a resize of the ready video), unless a render of the video is
   * already on; the post stays scheduled and its job looks again later. A resize for it that failed fails the post.
   */
  async function waitForRendition(post: SocialPostRow, video: VideoRow): Promise<PostFailed | null> {
    if (!(await findActiveUpdate(db, video.id))) {
      const latest = (await latestUpdates(db, [video.id])).get(video.id);
      const resizeFailed =
        latest?.kind === "resize" && latest.status === "failed" && latest.created_at >= post.created_at && (JSON.parse(latest.aspect_ratios) as string[]).includes(post.ratio);
      if (resizeFailed) return new PostFailed("no-rendition", post.ratio);
      const resize = { kind: "resize" as const, version: video.version, timeline: videoTimeline(video), ratios: [post.ratio], presenterName: video.presenter_name };
      // Another render started meanwhile (409): the post waits for that one and looks again.
      await startUpdate(db, deps.jobs, video, resize, now()).catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
      });
    }
    const next = await deps.jobs.enqueue<PublishPayload>(
      publishJobKind,
      { postId: post.id },
      { ownerUserId: post.user_id, runAfter: now() + renditionCheckMs, maxAttempts: publishAttempts },
    );
    // The new job is the post's: cancelling the scheduled post cancels it.
    await db.updateTable("social_posts").set({ job_id: next.id, updated_at: now() }).where("id", "=", post.id).where("state", "=", "scheduled").execute();
    return null;
  }

  return async (job: Job<PublishPayload>, context) => {
    const post = await db.selectFrom("social_posts").selectAll().where("id", "=", job.payload.postId).executeTakeFirst();
    // Cancelled, deleted, or already out: nothing to do, and above all no second publish.
    if (!post || !activeStates.includes(post.state)) return { state: post?.state ?? "gone" };
    await db
      .updateTable("social_posts")
      .set({ attempts: post.attempts + 1 })
      .where("id", "=", post.id)
      .execute();
    const lease = leaseOf(job);
    try {
      await publish(post, lease, context);
      return { state: "published" };
    } catch (error) {
      if (error instanceof PostWithdrawn) return { state: "withdrawn" };
      if (error instanceof PostDeferred) return { state: "deferred" };
      if (error instanceof RenditionMissing) {
        const failure = await waitForRendition(post, error.video);
        if (!failure) return { state: "waiting-for-rendition" };
        await fail(post, lease, failure);
        return { state: "failed" };
      }
      if (error instanceof PostFailed) {
        await fail(post, lease, error);
        return { state: "failed" };
      }
      // Retried by the queue with its backoff; on the last attempt the post says the platform could not be reached.
      if (job.attempts >= job.max_attempts && !context.signal.aborted) {
        await fail(post, lease, new PostFailed("unavailable", error instanceof PlatformError ? error.reason : ""));
      }
      throw error;
    }
  };
}
