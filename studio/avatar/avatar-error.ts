/**
 * Why a photo or clip cannot become a presenter, with a code the screens branch on and a sentence that says what
 * to upload instead.
 */
export type AvatarErrorCode =
  | "unreadable_image" // not an image (or a clip) we can decode
  | "no_face" // nothing the detector takes for a face
  | "several_faces" // more than one face of similar size
  | "face_too_small" // the face would be upscaled visibly when shown
  | "blurred" // the face is out of focus or shaken
  | "clip_too_long"; // a clip over the length we sample

export class AvatarError extends Error {
  readonly code: AvatarErrorCode;

  constructor(code: AvatarErrorCode, message: string) {
    super(message);
    this.name = "AvatarError";
    this.code = code;
  }
}
