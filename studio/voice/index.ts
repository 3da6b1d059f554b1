export type { SynthesizeOptions, SynthesizedSpeech, TimedWord, VoiceInfo, VoiceProvider } from "./voice-provider";
export { FestivalVoice, defaultVoiceId, type FestivalVoiceConfig } from "./festival-voice";
export { splitScriptTokens } from "./script-tokens";
