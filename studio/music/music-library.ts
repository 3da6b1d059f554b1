/**
 * The built-in music beds. Each is synthesised by ffmpeg from the chords below, so the project owns every note:
 * no samples, no third-party rights, released as CC0 like any asset the engine makes itself.
 */
export type MusicMood = "calm" | "upbeat" | "warm" | "energetic" | "dreamy";

export interface MusicLicence {
  spdx: "CC0-1.0";
  origin: string;
}

export interface MusicBed {
  id: string;
  title: string;
  mood: MusicMood;
  beatsPerMinute: number;
  /** One chord per bar, repeating; MIDI note numbers, lowest first (the lowest also plays as the bass). */
  chords: readonly (readonly number[])[];
  /** Lowpass cut-off: lower sounds softer and further back. */
  brightnessHz: number;
  /** Whether a plucked arpeggio marks the beats (gives the tempo a listener can feel). */
  pulse: boolean;
  licence: MusicLicence;
}

const selfGenerated: MusicLicence = {
  spdx: "CC0-1.0",
  origin: "Synthesised by Promoreel with ffmpeg aevalsrc from the chord list in studio/music/music-library.ts.",
};

export const musicBeds: readonly MusicBed[] = [
  {
    id: "calm-morning",
    title: "Calm Morning",
    mood: "calm",
    beatsPerMinute: 76,
    chords: [[48, 55, 59, 64], [45, 52, 55, 60], [41, 52, 57, 60], [43, 50, 55, 59]], // Cmaj7 Am7 Fmaj7 G
    brightnessHz: 1800,
    pulse: false,
    licence: selfGenerated,
  },
  {
    id: "bright-pop",
    title: "Bright Pop",
    mood: "upbeat",
    beatsPerMinute: 118,
    chords: [[48, 60, 64, 67], [43, 59, 62, 67], [45, 60, 64, 69], [41, 60, 65, 69]], // C G Am F
    brightnessHz: 3200,
    pulse: true,
    licence: selfGenerated,
  },
  {
    id: "warm-lofi",
    title: "Warm Lo-fi",
    mood: "warm",
    beatsPerMinute: 86,
    chords: [[50, 57, 60, 65], [43, 53, 59, 62], [48, 55, 59, 64], [45, 55, 61, 64]], // Dm7 G7 Cmaj7 A7
    brightnessHz: 1400,
    pulse: true,
    licence: selfGenerated,
  },
  {
    id: "driving-promo",
    title: "Driving Promo",
    mood: "energetic",
    beatsPerMinute: 128,
    chords: [[45, 57, 60, 64], [41, 57, 60, 65], [48, 55, 60, 64], [43, 55, 59, 62]], // Am F C G
    brightnessHz: 3600,
    pulse: true,
    licence: selfGenerated,
  },
  {
    id: "dreamy-glow",
    title: "Dreamy Glow",
    mood: "dreamy",
    beatsPerMinute: 68,
    chords: [[41, 57, 60, 64], [40, 55, 59, 62], [38, 53, 57, 60], [36, 52, 55, 59]], // Fmaj7 Em7 Dm7 Cmaj7
    brightnessHz: 1500,
    pulse: false,
    licence: selfGenerated,
  },
];

export function findMusicBed(id: string): MusicBed | undefined {
  return musicBeds.find((bed) => bed.id === id);
}
