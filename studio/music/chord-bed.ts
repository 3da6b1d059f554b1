/**
 * Builds the aevalsrc expressions for a music bed. Every note has an attack and a release that reach silence
 * at the bar (or beat) boundary, where the frequency changes, so the phase jump never clicks.
 */
import type { MusicBed } from "./music-library";

/** Sample rate of the synthesis; the lowpass removes everything above a few kHz anyway, and it halves the work. */
export const bedSampleRate = 24_000;

const padAttackSeconds = 0.35;
const padReleaseSeconds = 0.45;
const pluckAttackSeconds = 0.006;
const pluckReleaseSeconds = 0.04;

/** Length of one pass through the chord progression: the bed is this cycle looped, which is seamless because
 * every note has faded to silence at a bar line, and four times cheaper than synthesising thirty seconds. */
export function progressionSeconds(bed: MusicBed): number {
  return (60 / bed.beatsPerMinute) * 4 * bed.chords.length;
}

/** The bed's expression, mono: the voice sits in the middle anyway, and one channel is half the synthesis. */
export function chordBedExpression(bed: MusicBed): string {
  const beatSeconds = 60 / bed.beatsPerMinute;
  const barSeconds = beatSeconds * 4;
  const chordIndex = `mod(floor(t/${barSeconds}),${bed.chords.length})`;
  const timeInBar = `mod(t,${barSeconds})`;
  const padEnvelope = `min(1,${timeInBar}/${padAttackSeconds})*min(1,(${barSeconds}-${timeInBar})/${padReleaseSeconds})`;

  const voiceCount = bed.chords[0].length;
  const padVoices = Array.from({ length: voiceCount }, (_, voice) => {
    const frequency = pickPerChord(
      chordIndex,
      bed.chords.map((chord) => midiToHz(chord[voice])),
    );
    // A quiet second harmonic makes the sine sound like a soft pad rather than a test tone.
    return `(sin(2*PI*t*${frequency})+0.25*sin(4*PI*t*${frequency}))`;
  });
  const bassFrequency = pickPerChord(
    chordIndex,
    bed.chords.map((chord) => midiToHz(chord[0] - 12)),
  );
  const parts = [`0.11*(${padVoices.join("+")})*${padEnvelope}`, `0.22*sin(2*PI*t*${bassFrequency})*${padEnvelope}`];

  if (bed.pulse) {
    const timeInBeat = `mod(t,${beatSeconds})`;
    const beatInBar = `mod(floor(t/${beatSeconds}),4)`;
    // Arpeggio through the chord's upper tones, one per beat, an octave up.
    const arpeggio = bed.chords.map((chord) =>
      pickPerChord(
        beatInBar,
        [1, 2, 3, 2].map((voice) => midiToHz(chord[voice % chord.length] + 12)),
      ),
    );
    const pluckFrequency = pickPerChord(chordIndex, arpeggio);
    const pluckEnvelope = `exp(-6*${timeInBeat})*min(1,${timeInBeat}/${pluckAttackSeconds})*min(1,(${beatSeconds}-${timeInBeat})/${pluckReleaseSeconds})`;
    parts.push(`0.16*sin(2*PI*t*${pluckFrequency})*${pluckEnvelope}`);
  }
  return parts.join("+");
}

/** if(eq(index,0),a,if(eq(index,1),b,…)) for a value that changes with the chord or the beat. */
function pickPerChord(indexExpression: string, values: readonly (number | string)[]): string {
  const format = (value: number | string) => (typeof value === "number" ? value.toFixed(4) : value);
  return values.slice(0, -1).reduceRight<string>((otherwise, value, index) => `if(eq(${indexExpression},${index}),${format(value)},${otherwise})`, format(values.at(-1)!));
}

function midiToHz(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}
