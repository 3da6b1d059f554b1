/**
 * What /create-avatar sends to the API: the photo or clip, its name and the consent given (`avatar/train`, which
 * checks the file by its content, counts the plan's avatars and queues the training). The page of the avatar being
 * trained reads it with `readAvatar` (./avatars.server.ts).
 */
import type { AppLoadContext } from "@remix-run/node";
import type { UploadReadLimits } from "~/utils/read-upload.server";
import { avatarLimits, mediaLimits, type AvatarView } from "../../api/contract";
import { outcomeOf, type Outcome } from "./slideshow.server";

/** The web server's caps while the upload streams in: the largest file `avatar/train` takes (a clip) and two small fields. */
export const avatarUploadLimits: UploadReadLimits = {
  fileBytes: avatarLimits.clipBytes,
  requestBytes: avatarLimits.clipBytes + mediaLimits.multipartOverheadBytes,
  textFields: mediaLimits.textFields,
  textFieldBytes: mediaLimits.textFieldBytes,
  descriptionChars: avatarLimits.name,
};

/**
 * Starts training an avatar from the file. Refusals come back in the user's words: a file that is not a photo or a
 * clip, one too large or too long, consent missing; `upgrade` when the plan's number of avatars is reached.
 */
export async function trainAvatar(context: AppLoadContext, file: File, name: string): Promise<Outcome<AvatarView>> {
  const form = new FormData();
  form.append("file", file);
  form.append("name", name);
  // The form refused to come here without the box ticked; the API records it with the time and the account.
  form.append("consent", "true");
  return outcomeOf(await context.api.post<AvatarView>("avatar/train", form, { toast: false }));
}
