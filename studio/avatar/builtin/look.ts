/**
 * What makes one drawn presenter look like itself: colours, face proportions, hair and clothes, as data. The rig
 * (draw-*.ts) draws any look; a presenter added is a new entry in presenters.ts, not new drawing code, unless it
 * needs a hair style or outfit the rig does not have yet.
 */

export type HairStyle = "curls" | "crop" | "bob" | "short-grey" | "long-waves";
export type OutfitStyle = "wrap-top" | "blazer" | "turtleneck" | "cardigan" | "denim-shirt";
export type VoiceGender = "female" | "male";

export interface Tones {
  base: string;
  shadow: string;
  /** Lighter tone for highlights (hair sheen, lip shine); optional where the part has none. */
  light?: string;
}

export interface PresenterLook {
  skin: Tones & { blush: string };
  /** `coversEars`: the hair falls over the ears, so they (and any earrings) are not drawn. */
  hair: Tones & { style: HairStyle; coversEars?: boolean };
  brows: string;
  iris: string;
  lips: { upper: string; lower: string; line: string };
  outfit: { style: OutfitStyle; main: Tones; inner: Tones };
  /** Shoulder and neck width relative to the rig's default (1). */
  build: number;
  /** Face proportions, in design units (the design space is 1000 wide, the head about 250): small changes read as different people. */
  face: { cheekHalf: number; jawHalf: number; chinHalf: number; chinY: number; mouthHalf: number };
  /** Eye corners tilted up at the outside (units), lashes drawn as a flick at the outer corner. */
  eyes: { tilt: number; lashes: boolean; size: number };
  beard?: string;
  glasses?: string;
  earrings?: string;
  /** Smile lines and under-eye creases for an older face. */
  creases?: boolean;
}

export interface BuiltinPresenter {
  id: string;
  name: string;
  /** One line a customer reads when choosing. */
  description: string;
  /** Which of the voices suits the presenter by default. */
  voiceGender: VoiceGender;
  look: PresenterLook;
}
