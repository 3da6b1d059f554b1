/** Tests only. Driving a platform's publishing state machine the way the posting queue does, and the test clip. */
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { PlatformError, type PlatformAccount, type PostRequest, type PublishProgress, type SocialPlatform } from "../../platform";

/** A real MP4 of the repository (the landing page's sample, just under 1 MB). */
export const sampleClipPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../public/landing/sample-1.mp4");

export async function postRequest(file: string, publicUrl: string, overrides: Partial<PostRequest> = {}): Promise<PostRequest> {
  return {
    caption: "Fresh roast, delivered #coffee #promoreel",
    title: "Fresh roast, delivered",
    privacy: "public",
    // The landing sample's length.
    durationMs: 15_000,
    tiktokDisclosure: "none",
    file: { path: file, size: (await stat(file)).size },
    publicUrl,
    ...overrides,
  };
}

/**
 * Steps until published, storing the progress as JSON between steps as the queue does (so nothing in it survives
 * that a stored row would not keep); `waitMs` is not slept, the local servers answer at once. Every step's progress
 * is returned.
 */
export async function publishToEnd(
  platform: SocialPlatform,
  accessToken: string,
  account: PlatformAccount,
  request: PostRequest,
  from: PublishProgress | null = null,
  maxSteps = 100,
): Promise<PublishProgress[]> {
  const steps: PublishProgress[] = [];
  let stored = from === null ? null : JSON.stringify(from);
  for (let step = 0; step < maxSteps; step++) {
    const progress = await platform.advancePublish(accessToken, account, request, stored === null ? null : (JSON.parse(stored) as PublishProgress));
    stored = JSON.stringify(progress);
    steps.push(JSON.parse(stored) as PublishProgress);
    if (progress.stage === "published") return steps;
  }
  throw new Error(`not published after ${maxSteps} steps`);
}

/** The PlatformError a call ends with (the test fails when it ends otherwise). */
export async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}
