/**
 * What an upload may be, from the API's own limits (docs/api-v1.md, Media), so the web server and the browser refuse
 * the same files the API would, before sending them on. The API still decides by content.
 */
import { megabytes, mediaLimits } from "../../../api/contract";

export const uploadLimits = {
  /** The largest file of any kind (a clip); an image has its own smaller cap, known only from its content. */
  fileBytes: mediaLimits.clipBytes,
  imageBytes: mediaLimits.imageBytes,
  /** The whole multipart body: the file, its part headers and the small text fields. */
  requestBytes: mediaLimits.clipBytes + mediaLimits.multipartOverheadBytes,
  textFields: mediaLimits.textFields,
  textFieldBytes: mediaLimits.textFieldBytes,
  descriptionChars: mediaLimits.description,
} as const;

/** The limits as the form's hint states them. */
export const uploadHintValues = {
  imageMax: megabytes(mediaLimits.imageBytes),
  clipMax: megabytes(mediaLimits.clipBytes),
  minutes: mediaLimits.clipMaxMs / 60_000,
};

/** What the file input offers first; anything else can still be chosen, and the API judges it by content. */
export const acceptedFiles = "image/jpeg,image/png,image/webp,image/gif,image/avif,video/mp4,video/quicktime,video/webm,video/x-matroska,video/x-msvideo,.mkv,.avi";

export type UploadProblem = "noFile" | "tooLarge" | "imageTooLarge" | "descriptionTooLong" | "unreadable";

/** Each refusal the web side makes itself, as an i18n key and its values. */
export function uploadProblemMessage(problem: UploadProblem): { key: string; values?: Record<string, number> } {
  switch (problem) {
    case "noFile":
      return { key: "addMaterial.upload.noFile" };
    case "tooLarge":
      return { key: "addMaterial.upload.tooLarge", values: { max: megabytes(uploadLimits.fileBytes) } };
    case "imageTooLarge":
      return { key: "addMaterial.upload.imageTooLarge", values: { max: megabytes(uploadLimits.imageBytes) } };
    case "descriptionTooLong":
      return { key: "addMaterial.upload.descriptionTooLong", values: { max: uploadLimits.descriptionChars } };
    case "unreadable":
      return { key: "addMaterial.upload.unreadable" };
  }
}

/**
 * The browser's check before sending (with JavaScript): no file chosen, a file over the largest cap, or one that
 * says it is an image and is over the image cap. The declared type only saves a long wait; the API reads the bytes.
 */
export function checkBeforeUpload(file: { size: number; type: string } | null, description: string): UploadProblem | null {
  if (!file) return "noFile";
  if (file.size > uploadLimits.fileBytes) return "tooLarge";
  if (file.type.startsWith("image/") && file.size > uploadLimits.imageBytes) return "imageTooLarge";
  if (description.trim().length > uploadLimits.descriptionChars) return "descriptionTooLong";
  return null;
}
