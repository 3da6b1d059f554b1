export type { SynthesizeOptions, SynthesizedSpeech, TimedPhone, TimedWord, VoiceInfo, VoiceProvider } from "./voice-provider";
export { FestivalVoice, defaultVoiceId, festivalPathFromEnv, type FestivalVoiceConfig } from "./festival-voice";
export { HttpTtsVoice, httpTtsVoiceIdPrefix, parseTtsVoiceList, type HttpTtsConfig, type HttpTtsOptions, type HttpTtsVoiceSpec } from "./http-tts-voice";
export { combineVoiceProviders } from "./voice-catalog";
export { splitScriptTokens } from "./script-tokens";
