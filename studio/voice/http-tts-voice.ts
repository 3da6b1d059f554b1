/**
 * Voices from an HTTP text-to-speech service that speaks OpenAI's `POST {base}/audio/speech` protocol
 * ({ model, input, voice, response_format: "wav" } → WAV bytes), as many self-hosted servers do. Such services
 * return no word timings, so they are estimated from the audio: the reply is normalised to 16-bit mono by ffmpeg,
 * split at its pauses, and the script's tokens are shared out over the speech (estimate-word-timings.ts).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { readCappedBody } from "../../lib/read-capped-body";
import { MediaError } from "../render/errors";
import type { MediaTools } from "../render/media-tools";
import { runFfmpeg } from "../render/process";
import { estimateWordTimings } from "./estimate-word-timings";
import { splitScriptTokens } from "./script-tokens";
import { findSpeechSpans } from "./speech-spans";
import type { SynthesizeOptions, SynthesizedSpeech, VoiceInfo, VoiceProvider } from "./voice-provider";
import { readWavDurationMs } from "./wav-duration";
import { readPcm16MonoSamples } from "./wav-samples";

export interface HttpTtsVoiceSpec {
  /** The service's own name for the voice, sent as `voice`. */
  name: string;
  language: string;
  gender: VoiceInfo["gender"];
}

export interface HttpTtsConfig {
  /** Up to and including the API version, e.g. `http://tts.internal:8880/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey?: string;
  model: string;
  voices: readonly HttpTtsVoiceSpec[];
}

export interface HttpTtsOptions {
  tools: MediaTools;
  fetch?: typeof fetch;
  /** Per line; a slow service fails the line with a clear reason instead of holding the render. */
  timeoutMs?: number;
  /** A line of at most 400 characters is well under a minute of audio; anything far larger is not a reply to it. */
  maxReplyBytes?: number;
}

/** Our voice ids for the service's voices: prefixed, so they never collide with the built-in voices. */
export const httpTtsVoiceIdPrefix = "tts-";
const voiceNamePattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,59}$/;
const genders = new Set(["female", "male", "neutral"]);

/**
 * TTS_VOICES: `name[:language[:gender]]`, comma-separated, e.g. `af_bella:en-US:female,am_adam:en-US:male,alloy`.
 * Throws an Error whose message names the entry that cannot be used.
 */
export function parseTtsVoiceList(text: string): HttpTtsVoiceSpec[] {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error("TTS_VOICES must name at least one voice");
  const voices = entries.map((entry) => {
    const [name = "", language = "en", gender] = entry.split(":").map((part) => part.trim());
    if (!voiceNamePattern.test(name)) {
      throw new Error(`TTS_VOICES: "${entry}" is not a voice name (letters, digits, _ . - only, at most 60 characters)`);
    }
    if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language)) throw new Error(`TTS_VOICES: "${entry}" has no language code such as en or en-US`);
    if (gender !== undefined && !genders.has(gender)) throw new Error(`TTS_VOICES: "${entry}" has a gender other than female, male or neutral`);
    return { name, language, gender: (gender ?? null) as HttpTtsVoiceSpec["gender"] };
  });
  if (new Set(voices.map((voice) => voice.name)).size !== voices.length) throw new Error("TTS_VOICES names a voice twice");
  return voices;
}

const retryLater = "Try again later or pick another voice.";

export class HttpTtsVoice implements VoiceProvider {
  private readonly speechUrl: string;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;
  private readonly maxReplyBytes: number;

  constructor(
    private readonly config: HttpTtsConfig,
    private readonly options: HttpTtsOptions,
  ) {
    this.speechUrl = `${config.baseUrl.replace(/\/+$/, "")}/audio/speech`;
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.maxReplyBytes = options.maxReplyBytes ?? 64 * 1024 * 1024;
  }

  async listVoices(): Promise<VoiceInfo[]> {
    return this.config.voices.map((voice) => ({
      id: `${httpTtsVoiceIdPrefix}${voice.name}`,
      name: voice.name,
      language: voice.language,
      gender: voice.gender,
      // The model is part of what the voice sounds like: a cached sample must change with it.
      provider: `http-tts/${this.config.model}`,
      licence: "Provided by this site's text-to-speech service under its own terms.",
    }));
  }

  async synthesize(text: string, voiceId: string, options: SynthesizeOptions): Promise<SynthesizedSpeech> {
    const voice = this.config.voices.find((candidate) => `${httpTtsVoiceIdPrefix}${candidate.name}` === voiceId);
    if (!voice) throw new MediaError("unknown-asset", `There is no voice called "${voiceId}"; pick one from the voice list.`);
    const tokens = splitScriptTokens(text);
    if (tokens.length === 0) throw new MediaError("tool-failed", "There is nothing to say in this line; write a few words.");

    const reply = await this.requestSpeech(text.trim(), voice.name, options.signal);
    await mkdir(options.outputDir, { recursive: true });
    const name = `voice-${createHash("sha256").update(`${voiceId}\n${text}`).digest("hex").slice(0, 16)}`;
    const replyPath = join(options.outputDir, `${name}.reply.wav`);
    const wavPath = join(options.outputDir, `${name}.wav`);
    await writeFile(replyPath, reply);
    try {
      // Whatever rate, channels and sample format the service chose: the renderer and the pause finder get one form.
      await runFfmpeg(this.options.tools, ["-i", replyPath, "-ac", "1", "-ar", "24000", "-c:a", "pcm_s16le", "-map_metadata", "-1", "-fflags", "+bitexact", wavPath], {
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof MediaError && error.code === "tool-failed") {
        throw new MediaError("tool-failed", `The voice service's audio for this line could not be read. ${retryLater}`, error.detail);
      }
      throw error;
    } finally {
      await rm(replyPath, { force: true });
    }
    const wav = await readFile(wavPath);
    const { samples, sampleRate } = readPcm16MonoSamples(wav);
    const durationMs = readWavDurationMs(wav);
    return { wavPath, words: estimateWordTimings(tokens, findSpeechSpans(samples, sampleRate), durationMs), durationMs };
  }

  /** One POST to the service; every way it can fail becomes a MediaError a person can act on. */
  private async requestSpeech(input: string, voice: string, callerSignal: AbortSignal | undefined): Promise<Buffer> {
    if (callerSignal?.aborted) throw new MediaError("cancelled", "The render was cancelled.");
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    const where = `POST ${safeUrl(this.speechUrl)}`;
    const failed = (error: unknown): never => {
      if (callerSignal?.aborted) throw new MediaError("cancelled", "The render was cancelled.");
      if (timeout.aborted) {
        throw new MediaError("tool-failed", `The voice service did not answer within ${Math.round(this.timeoutMs / 1000)} s. ${retryLater}`, where);
      }
      throw new MediaError("tool-failed", `The voice service could not be reached. ${retryLater}`, `${where}: ${(error as Error).message}`);
    };

    let response: Response;
    try {
      response = await this.fetch(this.speechUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "audio/wav",
          ...(this.config.apiKey && { authorization: `Bearer ${this.config.apiKey}` }),
        },
        body: JSON.stringify({ model: this.config.model, input, voice, response_format: "wav" }),
        signal,
      });
    } catch (error) {
      return failed(error);
    }

    if (!response.ok) {
      const detail = `${where} → HTTP ${response.status}: ${(await response.text().catch(() => "")).slice(0, 300)}`;
      if (response.status === 401 || response.status === 403) {
        // A configuration problem: retrying cannot help, so the render fails at once with this reason.
        throw new MediaError(
          "tool-missing",
          "The voice service refused this site's credentials, so this voice cannot speak. Pick another voice, or ask the site's operator to check the text-to-speech settings.",
          detail,
        );
      }
      throw new MediaError("tool-failed", `The voice service failed to speak this line (HTTP ${response.status}). ${retryLater}`, detail);
    }

    const contentType = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (contentType && !contentType.startsWith("audio/") && contentType !== "application/octet-stream") {
      await response.body?.cancel();
      throw new MediaError("tool-failed", `The voice service answered with ${contentType} instead of WAV audio. ${retryLater}`, where);
    }
    let bytes: Buffer;
    try {
      bytes = await readCapped(response, this.maxReplyBytes);
    } catch (error) {
      if (error instanceof MediaError) throw error;
      return failed(error);
    }
    if (bytes.length < 44 || bytes.toString("ascii", 0, 4) !== "RIFF" || bytes.toString("ascii", 8, 12) !== "WAVE") {
      throw new MediaError(
        "tool-failed",
        `The voice service's answer is not WAV audio. ${retryLater}`,
        `${where}: ${bytes.length} bytes, ${contentType || "no content type"}`,
      );
    }
    return bytes;
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const bytes = await readCappedBody(response.body, maxBytes);
  if (!bytes) throw new MediaError("tool-failed", `The voice service's answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. ${retryLater}`);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The URL without credentials a base URL may carry, for logs. */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
