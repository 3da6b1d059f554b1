/**
 * The stages a render depends on, passed in: the real ones by default, fakes in the orchestrator's tests.
 */
import { renderMusicBed, type MusicBedRequest } from "../music/render-music-bed";
import { FestivalVoice } from "../voice/festival-voice";
import type { VoiceProvider } from "../voice/voice-provider";
import { mediaToolsFromEnv, type MediaTools } from "./media-tools";

export interface MusicBedSource {
  renderBed(request: MusicBedRequest): Promise<{ wavPath: string }>;
}

export interface RenderStages {
  tools: MediaTools;
  voice: VoiceProvider;
  music: MusicBedSource;
}

export function defaultRenderStages(env: NodeJS.ProcessEnv = process.env): RenderStages {
  const tools = mediaToolsFromEnv(env);
  return {
    tools,
    voice: new FestivalVoice({ festivalPath: env.FESTIVAL_PATH || undefined }),
    music: { renderBed: (request) => renderMusicBed(tools, request) },
  };
}
