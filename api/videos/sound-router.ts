/**
 * The sounds a video can use: `GET video/bgm-list` (music beds, with whether the caller's plan may use them),
 * `GET materials/voices` (the built-in voice and any HTTP text-to-speech voices), and their listening samples.
 * The samples are public: they hold nothing personal, are the same for everyone, and an <audio> element cannot send a
 * bearer token. Rendering a missing one costs a few seconds, so they are rate-limited per IP; there are only as many
 * as there are beds and voices.
 */
import { Hono, type Context } from "hono";
import type { MusicTrackView, VoiceView } from "../contract/sounds";
import { findMusicBed, musicBeds, progressionSeconds } from "../../studio/music";
import { MediaError } from "../../studio/render";
import type { Authenticator } from "../auth/authenticate";
import { apiBasePath } from "../http/base-path";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import type { RateLimit } from "../http/rate-limit";
import { logger } from "../lib/logger";
import { asPlan, planFeatures } from "../plans/plans";
import type { ApiEnv, ApiServices } from "../services";
import { fileResponse } from "./file-response";
import { createSoundPreviews, musicPreviewMs, voiceSampleText } from "./sound-previews";

export const soundPreviewsByIp: RateLimit = { name: "sound-preview:ip", limit: 60, windowMs: 60_000 };

export function soundRouter(services: ApiServices, authenticator: Authenticator) {
  const { mediaStore, rateLimit, renderStages } = services;
  const previews = createSoundPreviews({ mediaStore, stages: renderStages });
  const router = new Hono<ApiEnv>();

  router.get("/video/bgm-list", async (context) => {
    const { user } = await authenticator.required(context);
    const allowed = planFeatures[asPlan(user.current_plan)].includes("music");
    return ok(context, {
      items: musicBeds.map((bed): MusicTrackView => ({
        id: bed.id,
        name: bed.title,
        mood: bed.mood,
        tempo_bpm: bed.beatsPerMinute,
        // One pass through the chords; a video's bed repeats it seamlessly to the video's length.
        duration_ms: Math.round(progressionSeconds(bed) * 1000),
        licence: { spdx: bed.licence.spdx, holder: bed.licence.holder, origin: bed.licence.origin },
        preview_url: `${apiBasePath}/media/music/${bed.id}`,
        preview_duration_ms: musicPreviewMs,
        allowed,
      })),
    });
  });

  router.get("/materials/voices", async (context) => {
    await authenticator.required(context);
    const voices = await renderStages.voice.listVoices();
    return ok(context, {
      items: voices.map((voice): VoiceView => ({
        id: voice.id,
        name: voice.name,
        language: voice.language,
        gender: voice.gender,
        provider: voice.provider,
        licence: voice.licence,
        sample_url: `${apiBasePath}/media/voice/${encodeURIComponent(voice.id)}`,
        sample_text: voiceSampleText,
      })),
    });
  });

  async function servePreview(context: Context<ApiEnv>, render: () => Promise<string>) {
    await rateLimit(soundPreviewsByIp, context.get("clientIp"));
    let key: string;
    try {
      key = await render();
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      logger.warn("a listening sample could not be rendered", { path: context.req.path, reason: error.message, detail: error.detail });
      throw new ApiError(503, "sound_preview_unavailable");
    }
    const response = await fileResponse(mediaStore, key, "audio/mp4", context.req.raw.headers);
    if (!response) throw new ApiError(404, "media_not_found");
    return response;
  }

  router.get("/media/music/:id", async (context) => {
    const bed = findMusicBed(context.req.param("id"));
    if (!bed) throw new ApiError(404, "music_not_found", { music: context.req.param("id") });
    return servePreview(context, () => previews.musicPreview(bed));
  });

  router.get("/media/voice/:id", async (context) => {
    const voiceId = context.req.param("id");
    const voice = (await renderStages.voice.listVoices()).find((candidate) => candidate.id === voiceId);
    if (!voice) throw new ApiError(404, "voice_not_found", { voice: voiceId });
    return servePreview(context, () => previews.voiceSample(voice));
  });

  return router;
}
