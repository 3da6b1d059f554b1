/** Which writer the API uses: the built-in offline one, or the LLM writer when LLM_BASE_URL and LLM_MODEL are set. */
import { builtInWriter, createLlmWriter, type StudioWriter } from "../../studio/writer/llm-writer";
import { ScriptError, type ScriptErrorCode } from "../../studio/writer";
import type { ApiConfig } from "../config";
import { ApiError } from "../http/errors";
import type { MessageKey } from "../http/i18n";
import { logger } from "../lib/logger";

export function studioWriterFor(config: Pick<ApiConfig, "llm">, fetchFn?: typeof fetch): StudioWriter {
  if (!config.llm) return builtInWriter;
  return createLlmWriter(
    { baseUrl: config.llm.baseUrl, apiKey: config.llm.apiKey, model: config.llm.model },
    { log: (message) => logger.warn(message), ...(fetchFn && { fetch: fetchFn }) },
  );
}

const scriptErrorKeys: Record<ScriptErrorCode, MessageKey> = {
  "empty-spoken-line": "script_empty_spoken_line",
  "line-too-long-for-scene": "script_line_too_long_for_scene",
  "scene-not-found": "script_scene_not_found",
  "durations-do-not-fit": "script_durations_do_not_fit",
  "no-other-wording": "script_no_other_wording",
  "last-scene": "script_last_scene",
  "invalid-offer": "script_invalid_offer",
};

/** The writer's refusal as a 400: its own English sentence, or the Chinese one for its code. */
export function scriptErrorToApiError(error: ScriptError, sceneIndex?: number): ApiError {
  return new ApiError(400, scriptErrorKeys[error.code], { detail: error.message, scene: sceneIndex === undefined ? "" : sceneIndex + 1 }, { reason: error.code });
}

/** Runs a writer step; a ScriptError becomes the caller's 400, anything else stays a failure of ours. */
export async function withScriptErrors<T>(step: () => T | Promise<T>, sceneIndex?: number): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ScriptError) throw scriptErrorToApiError(error, sceneIndex);
    throw error;
  }
}
