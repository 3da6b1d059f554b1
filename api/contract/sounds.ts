/** The voices and music beds a video can use, as `materials/voices` and `video/bgm-list` list them. */
import type { MusicLicence, MusicMood } from "../../studio/music/music-library";
import type { VoiceInfo } from "../../studio/voice/voice-provider";

/** A voice as the studio describes it, with a short sample to listen to. */
export interface VoiceView extends VoiceInfo {
  sample_url: string;
  sample_text: string;
}

export interface MusicTrackView {
  id: string;
  name: string;
  mood: MusicMood;
  tempo_bpm: number;
  /** One pass through the chords; a video's bed repeats it to the video's length. */
  duration_ms: number;
  licence: MusicLicence;
  preview_url: string;
  preview_duration_ms: number;
  /** Whether the caller's plan may use it. */
  allowed: boolean;
}
