/**
 * What the renderer needs from a voice: a WAV and when each word of the script is spoken. The built-in voice
 * is festival; an HTTP text-to-speech provider implements the same interface.
 */
export interface TimedWord {
  /** The script's own token, punctuation included ("$24.99,"), so captions show what was written. */
  word: string;
  startMs: number;
  endMs: number;
}

/** A phone as the voice spoke it, for a presenter's mouth; the same shape as the avatar's TimedPhone. */
export interface TimedPhone {
  phone: string;
  startMs: number;
  endMs: number;
}

export interface SynthesizedSpeech {
  wavPath: string;
  words: TimedWord[];
  /** When the voice gives them (festival does, an HTTP voice does not). */
  phones?: TimedPhone[];
  durationMs: number;
}

export interface VoiceInfo {
  id: string;
  name: string;
  language: string;
  /** null when the voice's provider does not say. */
  gender: "female" | "male" | "neutral" | null;
  provider: string;
  /** The voice data's own licence, shown where voices are listed. */
  licence: string;
}

export interface SynthesizeOptions {
  /** Folder the WAV is written to; the caller owns and cleans it. */
  outputDir: string;
  signal?: AbortSignal;
}

export interface VoiceProvider {
  listVoices(): Promise<VoiceInfo[]>;
  synthesize(text: string, voiceId: string, options: SynthesizeOptions): Promise<SynthesizedSpeech>;
  /** Several lines in one go, where that is cheaper than one at a time; the speeches come back in order. */
  synthesizeMany?(texts: readonly string[], voiceId: string, options: SynthesizeOptions): Promise<SynthesizedSpeech[]>;
}
