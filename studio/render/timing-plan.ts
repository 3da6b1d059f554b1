/**
 * When everything happens, in frames and milliseconds: scene starts, the overlap each transition needs, where
 * each voice line is placed (and sped up if it would not fit its scene) and so when each word is spoken.
 */
import type { Scene, Timeline } from "../timeline";
import type { SynthesizedSpeech, TimedPhone, TimedWord } from "../voice/voice-provider";
import { framesPerSecond } from "./frame-layout";

/** A crossfade or slide lasts this long; the outgoing scene is extended by it so scene lengths add up exactly. */
export const transitionFrames = 12;
/** The voice starts a little after its scene, once the transition has mostly happened. */
export const voiceLeadMs = 250;
/** Room left at the end of a scene so one line never runs into the next. */
const voiceTailMs = 150;
/** Beyond this a sped-up voice sounds wrong; such a line simply runs a little into the next scene. */
const maxVoiceTempo = 1.35;

export interface PlannedScene {
  index: number;
  scene: Scene;
  startFrame: number;
  /** Frames the scene owns on the timeline. */
  frameCount: number;
  /** Frames rendered: frameCount plus the overlap of an outgoing crossfade or slide. */
  renderedFrameCount: number;
  /** How this scene enters (the first scene enters with a cut). */
  entersWith: Scene["transition"];
  voice: PlannedVoice;
}

export interface PlannedVoice {
  wavPath: string;
  startMs: number;
  /** atempo factor, 1 when the line fits. */
  tempo: number;
  /** The line's words on the video's clock. */
  words: TimedWord[];
  /** The line's phones on the video's clock, when the voice gives them: what a presenter's mouth follows. */
  phones?: TimedPhone[];
  endMs: number;
}

export interface TimingPlan {
  totalFrames: number;
  totalMs: number;
  scenes: PlannedScene[];
}

export function planTiming(timeline: Timeline, speeches: readonly SynthesizedSpeech[]): TimingPlan {
  const startFrames: number[] = [];
  let elapsedMs = 0;
  for (const scene of timeline.scenes) {
    startFrames.push(msToFrame(elapsedMs));
    elapsedMs += scene.durationMs;
  }
  const totalFrames = msToFrame(elapsedMs);
  const scenes = timeline.scenes.map((scene, index): PlannedScene => {
    const startFrame = startFrames[index];
    const frameCount = (startFrames[index + 1] ?? totalFrames) - startFrame;
    const next = timeline.scenes[index + 1];
    const overlap = next && next.transition !== "cut" ? transitionFrames : 0;
    return {
      index,
      scene,
      startFrame,
      frameCount,
      renderedFrameCount: frameCount + overlap,
      entersWith: index === 0 ? "cut" : scene.transition,
      voice: placeVoice(speeches[index], frameToMs(startFrame), scene.durationMs),
    };
  });
  return { totalFrames, totalMs: frameToMs(totalFrames), scenes };
}

function placeVoice(speech: SynthesizedSpeech, sceneStartMs: number, sceneDurationMs: number): PlannedVoice {
  const roomMs = sceneDurationMs - voiceLeadMs - voiceTailMs;
  const tempo = Math.min(maxVoiceTempo, Math.max(1, speech.durationMs / roomMs));
  const startMs = Math.round(sceneStartMs + voiceLeadMs);
  const onVideoClock = (span: { startMs: number; endMs: number }) => ({
    startMs: Math.round(startMs + span.startMs / tempo),
    endMs: Math.round(startMs + span.endMs / tempo),
  });
  return {
    wavPath: speech.wavPath,
    startMs,
    tempo,
    words: speech.words.map((word) => ({ word: word.word, ...onVideoClock(word) })),
    ...(speech.phones && { phones: speech.phones.map((phone) => ({ phone: phone.phone, ...onVideoClock(phone) })) }),
    endMs: Math.round(startMs + speech.durationMs / tempo),
  };
}

export function msToFrame(ms: number): number {
  return Math.round((ms * framesPerSecond) / 1000);
}

export function frameToMs(frame: number): number {
  return (frame * 1000) / framesPerSecond;
}
