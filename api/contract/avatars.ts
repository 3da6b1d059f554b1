/**
 * Avatars as the API shows them (docs/api-v1.md, Avatars): presenters trained from a user's photo or clip, the
 * built-in drawn presenters, and the speaking previews ("inference tasks") made from either.
 */
import { builtinAvatarPrefix, presenterLayouts, type PresenterLayout } from "../../studio/timeline";
import type { Plan } from "./plans";

export { builtinAvatarPrefix, presenterLayouts, type PresenterLayout };

/** training: the upload is being checked and prepared; ready: usable in videos; failed: `error` says what to upload instead. */
export type AvatarStatus = "training" | "ready" | "failed";
/** Speaking previews run like renders: queued, running, then done or failed. */
export type AvatarTaskStatus = "queued" | "running" | "ready" | "failed";

/** How a presenter looks in a video, and so what its label says: a photo animated offline, a drawn presenter, a service's lip-sync. */
export type PresenterLook = "animated-photo" | "drawn" | "lip-sync";

/** Photos and clips `POST avatar/train` accepts, checked by their content. */
export const avatarPhotoTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export const avatarClipTypes = ["video/mp4", "video/quicktime", "video/webm"] as const;

export const avatarLimits = {
  name: 60,
  /** Bytes of a photo upload. */
  photoBytes: 15 * 1024 * 1024,
  /** Bytes of a clip upload. */
  clipBytes: 100 * 1024 * 1024,
  /** Seconds of a clip upload: the best frame is chosen from it. */
  clipSeconds: 30,
  /** The line a speaking preview says. */
  previewText: 200,
  pageSize: 24,
} as const;

/** Avatars a plan may keep (built-in presenters do not count); reaching it opens the upgrade dialog. */
export const avatarLimitByPlan: Record<Plan, number> = { free: 1, starter: 5, pro: 20 };

/** The words the user confirms on upload; stored with the time and account, and shown on the avatar's page. */
export const consentStatementVersion = 1;

export interface AvatarConsentView {
  /** Which statement was confirmed (its text is the app's `avatars.consent.statement` in the user's language). */
  version: number;
  /** When, and by which account's e-mail, it was given. */
  given_at: number;
  given_by: string;
}

/** A rectangle in the still's pixels. */
export interface AvatarBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AvatarView {
  /** A user's avatar id, or `builtin:<id>` for a built-in presenter. */
  id: string;
  builtin: boolean;
  name: string;
  /** One sentence about a built-in presenter; null for a user's. */
  description: string | null;
  status: AvatarStatus;
  /** Training progress, 0..100. */
  progress: number;
  /** Why training failed: a sentence in the caller's language saying what to upload instead. */
  error: string | null;
  /** The code behind `error`: no_face, several_faces, face_too_small, blurred, clip_too_long, unreadable_image. */
  error_code: string | null;
  look: PresenterLook;
  /** The presenter's still (a media path); null until training has chosen it. */
  still_url: string | null;
  width: number | null;
  height: number | null;
  /** Where the face was found and the head-and-shoulders crop shown in videos, in the still's pixels. */
  face: AvatarBox | null;
  crop: AvatarBox | null;
  /** The latest ready speaking preview (a media path), or null. */
  preview_url: string | null;
  default_voice_id: string | null;
  /** Null for a built-in presenter. */
  consent: AvatarConsentView | null;
  created_at: number;
  updated_at: number;
}

export interface AvatarListView {
  /** The caller's avatars, newest first, then the built-in presenters. */
  avatars: AvatarView[];
  /** The caller's own avatars (not the built-in ones), and how many the plan allows. */
  count: number;
  limit: number;
}

export interface AvatarTaskView {
  id: string;
  avatar_id: string;
  avatar_name: string;
  /** preview: a short speaking clip of the presenter alone. */
  kind: "preview";
  text: string;
  voice_id: string;
  status: AvatarTaskStatus;
  stage: string;
  progress: number;
  error: string | null;
  /** The finished clip (a media path), once ready. */
  result_url: string | null;
  /** Which provider drew it ("local" or "http"), the look, and why a fallback happened. */
  provider: string | null;
  look: PresenterLook | null;
  fallback_reason: string | null;
  created_at: number;
  finished_at: number | null;
}

/** What a video with a presenter says about it (on `VideoView.presenter`). */
export interface VideoPresenterView {
  avatar_id: string;
  /** The presenter's name when the video was made (a deleted avatar keeps its name here). */
  name: string;
  layout: PresenterLayout;
  show_label: boolean;
  /** Filled once rendered: who drew it, the look, and why the lip-sync service was not used when it fell back. */
  provider: string | null;
  look: PresenterLook | null;
  fallback_reason: string | null;
}

export function isBuiltinAvatarId(id: string): boolean {
  return id.startsWith(builtinAvatarPrefix);
}
