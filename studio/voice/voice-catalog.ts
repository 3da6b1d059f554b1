/**
 * Several voice providers as one: the built-in voice and, when configured, an HTTP text-to-speech service. The
 * renderer asks for a voice id and the catalogue hands the line to the provider that lists it.
 */
import { MediaError } from "../render/errors";
import type { SynthesizeOptions, SynthesizedSpeech, VoiceInfo, VoiceProvider } from "./voice-provider";

export function combineVoiceProviders(providers: readonly VoiceProvider[]): VoiceProvider {
  async function ownerOf(voiceId: string): Promise<VoiceProvider | undefined> {
    for (const provider of providers) {
      if ((await provider.listVoices()).some((voice) => voice.id === voiceId)) return provider;
    }
    return undefined;
  }
  return {
    async listVoices(): Promise<VoiceInfo[]> {
      return (await Promise.all(providers.map((provider) => provider.listVoices()))).flat();
    },
    async synthesize(text: string, voiceId: string, options: SynthesizeOptions): Promise<SynthesizedSpeech> {
      const provider = await ownerOf(voiceId);
      if (!provider) throw new MediaError("unknown-asset", `There is no voice called "${voiceId}"; pick one from the voice list.`);
      return provider.synthesize(text, voiceId, options);
    },
  };
}
