/**
 * Why training failed, as the avatar row keeps it (the AvatarError code) and as the caller reads it: a sentence in
 * their language saying what to upload instead. The engine's own sentences are English only, so each code has its
 * catalogue message; a code this build does not know reads as the general failure.
 */
import { maximumClipMs, minimumFaceWidth, type AvatarErrorCode } from "../../studio/avatar";
import { translate, type Language, type MessageKey, type MessageParams } from "../http/i18n";

/** What the row stores when training failed for a reason that is not the upload's (a bug, a tool that broke). */
export const trainFailedCode = "train_failed";

const messageOfCode: Record<AvatarErrorCode, { key: MessageKey; params?: MessageParams }> = {
  unreadable_image: { key: "avatar_unreadable" },
  no_face: { key: "avatar_no_face" },
  several_faces: { key: "avatar_several_faces" },
  face_too_small: { key: "avatar_face_too_small", params: { min: minimumFaceWidth } },
  blurred: { key: "avatar_blurred" },
  clip_too_long: { key: "avatar_clip_too_long", params: { max: maximumClipMs / 1000 } },
};

export function trainingFailureMessage(code: string, language: Language): string {
  const message = messageOfCode[code as AvatarErrorCode];
  return message ? translate(message.key, language, message.params) : translate("avatar_train_failed", language);
}
