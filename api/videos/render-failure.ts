/**
 * Why a render failed, as a video's or an update's `error` column keeps it: a message key and its parameters, so
 * each reader gets the sentence in their own language. The engine words its errors in English; that sentence is the
 * English text. Rows failed before this hold the English sentence itself and are shown as they are.
 */
import { MediaError, type MediaErrorCode } from "../../studio/render";
import { messageKeys, translate, type Language, type MessageKey, type MessageParams } from "../http/i18n";

interface StoredFailure {
  key: MessageKey;
  params: MessageParams;
}

/** A scene shows an image or clip its owner deleted after the script was written. */
export class SceneMediaDeletedError extends MediaError {
  constructor(
    readonly sceneNumber: number,
    message: string,
  ) {
    super("media-missing", message);
  }
}

/** The avatar a render was to show was deleted (or never finished training) before the render could use it. */
export class PresenterDeletedError extends MediaError {
  constructor(name: string) {
    super("media-missing", `The presenter "${name}" was deleted while the video was being made. Pick another presenter and create the video again.`);
  }
}

const keyOfCode: Record<Exclude<MediaErrorCode, "cancelled">, MessageKey> = {
  "media-missing": "render_media_unusable",
  "media-unreadable": "render_media_unusable",
  "unknown-asset": "render_asset_unknown",
  "tool-missing": "render_tool_missing",
  "tool-failed": "render_tool_failed",
};

/** The `error` to store for a render that failed with `error`; `otherwise` says a failure that is not the engine's. */
export function storedFailure(error: unknown, otherwise: "render_failed" | "update_failed"): string {
  const failure: StoredFailure =
    error instanceof PresenterDeletedError
      ? { key: "render_presenter_deleted", params: { detail: error.message } }
      : error instanceof SceneMediaDeletedError
        ? { key: "render_media_deleted", params: { scene: error.sceneNumber, detail: error.message } }
        : error instanceof MediaError && error.code !== "cancelled"
          ? { key: keyOfCode[error.code], params: { detail: error.message } }
          : { key: otherwise, params: {} };
  return JSON.stringify(failure);
}

/**
 * A stored `error` as a sentence in `language`. A key this build does not know (renamed since, or written by a newer
 * build) falls back to the engine's own sentence, or the general one: never the stored JSON.
 */
export function failureMessage(stored: string | null, language: Language): string | null {
  if (stored === null || !stored.startsWith("{")) return stored;
  let failure: Partial<StoredFailure>;
  try {
    failure = JSON.parse(stored) as Partial<StoredFailure>;
  } catch {
    return stored;
  }
  const params = failure.params ?? {};
  if (failure.key && messageKeys.includes(failure.key)) return translate(failure.key, language, params);
  return typeof params.detail === "string" ? params.detail : translate("render_failed", language);
}
