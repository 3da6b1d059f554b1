/** The voices and music beds a video can use, as `materials/voices` and `video/bgm-list` list them. */

export interface VoiceView {
  id: string;
  name: string;
  language: string;
  /** null when the voice's provider does not say. */
  gender: "female" | "male" | "neutral" | null;
  provider: string;
  licence: string;
  /** A short sample to listen to. */
  sample_url: string;
  sample_text: string;
}

export interface MusicTrackView {
  id: string;
  name: string;
  mood: string;
  tempo_bpm: number;
  /** One pass through the chords; a video's bed repeats it to the video's length. */
  duration_ms: number;
  licence: { spdx: string; holder: string; origin: string };
  preview_url: string;
  preview_duration_ms: number;
  /** Whether the caller's plan may use it. */
  allowed: boolean;
}
