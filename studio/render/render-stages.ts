/**
 * The stages a render depends on, passed in: the real ones by default, fakes in the orchestrator's tests.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AvatarProvider } from "../avatar/avatar-provider";
import { createAvatarProvider } from "../avatar/providers";
import { renderMusicBed, type MusicBedRequest } from "../music/render-music-bed";
import { FestivalVoice, festivalPathFromEnv } from "../voice/festival-voice";
import type { VoiceProvider } from "../voice/voice-provider";
import { mediaToolsFromEnv, type MediaTools } from "./media-tools";

export interface MusicBedSource {
  renderBed(request: MusicBedRequest): Promise<{ wavPath: string }>;
}

export interface RenderStages {
  tools: MediaTools;
  voice: VoiceProvider;
  music: MusicBedSource;
  /** Draws a video's presenter: offline, or a lip-sync service with the offline provider behind it. */
  avatars: AvatarProvider;
}

export function defaultRenderStages(env: NodeJS.ProcessEnv = process.env): RenderStages {
  const tools = mediaToolsFromEnv(env);
  return {
    tools,
    voice: new FestivalVoice({ festivalPath: festivalPathFromEnv(env) }),
    music: { renderBed: (request) => renderMusicBed(tools, request) },
    // The lip-sync service's results are kept between renders, so a re-render does not pay for the same clip twice.
    avatars: createAvatarProvider({ env, cacheDir: env.AVATAR_CACHE_DIR || join(tmpdir(), "promoreel-avatar-cache") }),
  };
}
