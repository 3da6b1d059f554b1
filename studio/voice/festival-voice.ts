/**
 * The built-in offline voice: Debian's festival with the festvox-us-slt-hts voice. One festival process says one
 * or several lines: it writes each line's WAV and prints each token's words with their start and end times.
 */
import { mkdir, writeFile, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { createHash, randomUUID } from "node:crypto";
import { MediaError } from "../render/errors";
import { runProcess } from "../render/process";
import { alignWords, type SpokenToken } from "./align-words";
import { splitScriptTokens, toFestivalText } from "./script-tokens";
import type { SynthesizeOptions, SynthesizedSpeech, TimedPhone, VoiceInfo, VoiceProvider } from "./voice-provider";
import { readWavDurationMs } from "./wav-duration";

export const defaultVoiceId = "en-us-slt";

/** Voice ids to festival's voice functions; each comes from one Debian package. */
const festivalVoices: readonly (VoiceInfo & { festivalVoice: string; debianPackage: string })[] = [
  {
    id: defaultVoiceId,
    name: "Sally (US English)",
    language: "en-US",
    gender: "female",
    provider: "festival",
    licence: "CMU ARCTIC / HTS voice, BSD-style licence",
    festivalVoice: "voice_cmu_us_slt_arctic_hts",
    debianPackage: "festvox-us-slt-hts",
  },
];

/** The festival executable: FESTIVAL_PATH, or `festival` on PATH; the health check looks for the same one. */
export function festivalPathFromEnv(env: NodeJS.ProcessEnv): string {
  return env.FESTIVAL_PATH || "festival";
}

export interface FestivalVoiceConfig {
  /** FESTIVAL_PATH; `festival` on PATH by default. */
  festivalPath?: string;
}

export class FestivalVoice implements VoiceProvider {
  private readonly festivalPath: string;

  constructor(config: FestivalVoiceConfig = {}) {
    this.festivalPath = config.festivalPath ?? "festival";
  }

  async listVoices(): Promise<VoiceInfo[]> {
    return festivalVoices.map(({ festivalVoice: _festivalVoice, debianPackage: _debianPackage, ...info }) => info);
  }

  async synthesize(text: string, voiceId: string, options: SynthesizeOptions): Promise<SynthesizedSpeech> {
    const [speech] = await this.synthesizeMany([text], voiceId, options);
    return speech;
  }

  /**
   * Several lines in one festival process: loading the voice takes about 1 s of CPU, saying a line about 0.25 s,
   * so a video's six lines cost two loads (one process per core) instead of six.
   */
  async synthesizeMany(texts: readonly string[], voiceId: string, options: SynthesizeOptions): Promise<SynthesizedSpeech[]> {
    const voice = festivalVoices.find((candidate) => candidate.id === voiceId);
    if (!voice) throw new MediaError("unknown-asset", `There is no voice called "${voiceId}"; pick one from the voice list.`);
    const lines = texts.map((text) => {
      const tokens = splitScriptTokens(text);
      if (tokens.length === 0) throw new MediaError("tool-failed", "There is nothing to say in this line; write a few words.");
      // Named by content so parallel lines never collide and the same line gives the same file name.
      const name = `voice-${createHash("sha256").update(`${voiceId}\n${text}`).digest("hex").slice(0, 16)}`;
      return { tokens, wavPath: join(options.outputDir, `${name}.wav`) };
    });
    if (lines.length === 0) return [];

    await mkdir(options.outputDir, { recursive: true });
    const scriptPath = join(options.outputDir, `${randomUUID()}.scm`);
    await writeFile(
      scriptPath,
      festivalScript(
        voice.festivalVoice,
        lines.map((line) => ({ text: toFestivalText(line.tokens), wavPath: line.wavPath })),
      ),
    );
    try {
      const { stdout } = await runProcess(this.festivalPath, ["--batch", scriptPath], { signal: options.signal });
      const spokenPerLine = splitUtterances(stdout);
      return Promise.all(
        lines.map(async (line, index) => ({
          wavPath: line.wavPath,
          words: alignWords(line.tokens, parseSpokenTokens(spokenPerLine[index] ?? "")),
          phones: parsePhones(spokenPerLine[index] ?? ""),
          durationMs: readWavDurationMs(await readFile(line.wavPath)),
        })),
      );
    } finally {
      await rm(scriptPath, { force: true });
    }
  }
}

/**
 * Scheme for festival: load the voice once, then per line synthesise, save a RIFF WAV, print "U" to start the
 * line's section, then "T name" per token and "W name start end" per word, then "P name end" per phone (the Segment
 * relation, which a presenter's mouth follows).
 */
function festivalScript(festivalVoice: string, lines: readonly { text: string; wavPath: string }[]): string {
  const sayLine = (line: { text: string; wavPath: string }) => `(set! utt (SynthText "${schemeString(line.text)}"))
(utt.save.wave utt "${schemeString(line.wavPath)}" 'riff)
(format t "U\\n")
(promoreel_print_tokens (utt.relation.first utt 'Token))
(mapcar (lambda (segment) (format t "P\\t%s\\t%s\\n" (item.name segment) (item.feat segment "end"))) (utt.relation.items utt 'Segment))
`;
  return `(${festivalVoice})
(define (promoreel_print_tokens token)
  (if token
    (begin
      (format t "T\\t%s\\n" (item.name token))
      (mapcar
        (lambda (word) (format t "W\\t%s\\t%s\\t%s\\n" (item.name word) (item.feat word "word_start") (item.feat word "word_end")))
        (item.daughters token))
      (promoreel_print_tokens (item.next token)))))
${lines.map(sayLine).join("")}`;
}

/** Festival's output cut into one section per line, in the order the lines were said. */
function splitUtterances(festivalOutput: string): string[] {
  return festivalOutput.split(/^U$/m).slice(1);
}

function schemeString(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
}

/** Festival's segments with their end times; each starts where the one before ended, the first at 0. */
function parsePhones(festivalOutput: string): TimedPhone[] {
  const phones: TimedPhone[] = [];
  for (const line of festivalOutput.split("\n")) {
    const [kind, name, end] = line.split("\t");
    if (kind !== "P") continue;
    const startMs = phones.at(-1)?.endMs ?? 0;
    phones.push({ phone: name, startMs, endMs: Math.max(startMs, Math.round(Number(end) * 1000)) });
  }
  return phones;
}

/** Festival lists punctuation as words timed 0–0; a token is voiced only if one of its words has a length. */
export function parseSpokenTokens(festivalOutput: string): SpokenToken[] {
  const tokens: SpokenToken[] = [];
  let current: { name: string; startMs?: number; endMs?: number } | undefined;
  const finish = () => {
    if (current?.startMs !== undefined && current.endMs !== undefined) {
      tokens.push({ name: current.name, startMs: current.startMs, endMs: current.endMs });
    }
  };
  for (const line of festivalOutput.split("\n")) {
    const [kind, name, start, end] = line.split("\t");
    if (kind === "T") {
      finish();
      current = { name };
    } else if (kind === "W" && current) {
      const startMs = Math.round(Number(start) * 1000);
      const endMs = Math.round(Number(end) * 1000);
      if (!(endMs > startMs)) continue;
      current.startMs ??= startMs;
      current.endMs = endMs;
    }
  }
  finish();
  return tokens;
}
