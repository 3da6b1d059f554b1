/** The render stages the API uses: the studio's defaults, with the HTTP text-to-speech voices added when configured. */
import { defaultRenderStages, type RenderStages } from "../../studio/render";
import { combineVoiceProviders, HttpTtsVoice } from "../../studio/voice";
import type { ApiConfig } from "../config";

export function renderStagesFor(config: Pick<ApiConfig, "tts">, env: NodeJS.ProcessEnv = process.env): RenderStages {
  const stages = defaultRenderStages(env);
  if (!config.tts) return stages;
  return { ...stages, voice: combineVoiceProviders([stages.voice, new HttpTtsVoice(config.tts, { tools: stages.tools })]) };
}
