/**
 * The avatar screens' addresses and what their forms take (docs/api-v1.md, Avatars). The address holds the whole
 * view (the page of avatars and of tasks, the avatar whose delete is being confirmed, the avatar being trained), so
 * every state renders on the server and works without JavaScript.
 */
import { z } from "zod";
import { avatarLimits, builtinAvatarPrefix, megabytes, type AvatarTaskView, type AvatarView } from "../../../api/contract";

export const avatarsPath = "/avatars";
export const createAvatarPath = "/create-avatar";

/** A user's avatar id, or `builtin:<id>` for a built-in presenter. */
export const avatarIdPattern = new RegExp(`^(${builtinAvatarPrefix})?[\\w-]{1,64}$`);
const AvatarIdSchema = z.string().trim().regex(avatarIdPattern, "errors.formRejected");

/** A page number past any real list: a typed ?page=1e9 is not sent on to the API. */
const maxPage = 10_000;

function readPageParam(params: URLSearchParams, name: string): number {
  const page = Number.parseInt(params.get(name) ?? "1", 10);
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), maxPage) : 1;
}

export const pageCountOf = (total: number, pageSize: number = avatarLimits.pageSize) => Math.max(1, Math.ceil(total / pageSize));

export interface AvatarsView {
  /** The page of avatars, and of generation tasks. */
  page: number;
  tasksPage: number;
}

export function readAvatarsView(params: URLSearchParams): AvatarsView {
  return { page: readPageParam(params, "page"), tasksPage: readPageParam(params, "tasks") };
}

/** The list at this view; `confirmDelete` names the avatar whose delete is being confirmed, `avatar` its card as the anchor. */
export function avatarsHref(view: AvatarsView, extra: { confirmDelete?: string; avatar?: string; hash?: string } = {}): string {
  const params = new URLSearchParams();
  if (view.page > 1) params.set("page", String(view.page));
  if (view.tasksPage > 1) params.set("tasks", String(view.tasksPage));
  if (extra.confirmDelete) params.set("confirm-delete", extra.confirmDelete);
  const query = params.toString();
  const hash = extra.avatar ? avatarAnchor(extra.avatar) : extra.hash;
  return `${avatarsPath}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}

/** The page of one avatar being trained (or trained): its progress, then its still, face and consent. */
export const createdAvatarHref = (avatarId: string) => `${createAvatarPath}?${new URLSearchParams({ avatar: avatarId })}`;

/** An element id made from an avatar id (a built-in one holds a colon, which a CSS selector would have to escape). */
export const avatarAnchor = (avatarId: string) => `avatar-${avatarId.replace(/[^\w-]/g, "-")}`;
export const tasksAnchor = "avatar-tasks";

export const isTraining = (avatar: Pick<AvatarView, "status">) => avatar.status === "training";
export const isTaskRunning = (task: Pick<AvatarTaskView, "status">) => task.status === "queued" || task.status === "running";

/** Every change the list makes, by `intent`; anything else is refused before the API is called. */
export const AvatarActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("update"),
    id: AvatarIdSchema,
    name: z.string().trim().min(1, "avatars.validation.nameRequired").max(avatarLimits.name, "avatars.validation.nameTooLong"),
    /** Empty: no default voice (the video's voice is used). */
    voice: z
      .string()
      .trim()
      .regex(/^[\w.-]{0,64}$/, "errors.formRejected")
      .default(""),
  }),
  z.object({ intent: z.literal("preview"), id: AvatarIdSchema }),
  z.object({ intent: z.literal("delete"), id: AvatarIdSchema }),
]);

export type AvatarIntent = z.infer<typeof AvatarActionSchema>["intent"];

/** What a change on the list answers: which card, and the refusal to show by it. */
export interface AvatarActionData {
  intent: string;
  avatarId: string;
  error?: string;
  /** The refused form's values, so a plain post shows them again. */
  name?: string;
}

/** The upload form of /create-avatar: the file is read apart (it streams to disk), the rest is checked here. */
export const CreateAvatarSchema = z.object({
  name: z
    .string({ required_error: "avatars.validation.nameRequired" })
    .trim()
    .min(1, "avatars.validation.nameRequired")
    .max(avatarLimits.name, "avatars.validation.nameTooLong"),
  consent: z.boolean({ required_error: "avatars.validation.consentRequired" }).refine(Boolean, "avatars.validation.consentRequired"),
});

export const createAvatarFormId = "create-avatar";

/** The file input's first offer; the API judges what arrives by its content. */
export const acceptedAvatarFiles = "image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm";

/** The sizes as the upload form's hint states them. */
export const avatarUploadHint = { photoMax: megabytes(avatarLimits.photoBytes), clipMax: megabytes(avatarLimits.clipBytes), seconds: avatarLimits.clipSeconds };
