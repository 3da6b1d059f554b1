/**
 * The audio of a video: each voice line placed at its scene, the music bed ducked under the voice
 * (sidechaincompress keyed by the voice), then normalised to -14 LUFS and encoded to AAC once, whatever the number of
 * aspect ratios. The mix is measured (ebur128) as it is written. When the measured true peak leaves room for the
 * gain and the loudness range is within the target, the normalisation is that gain alone (a music bed under no
 * voice, a slideshow's video); otherwise loudnorm measures and normalises in two passes, dynamically: a voice over
 * music usually needs it (the reference video: -26.1 LUFS with peaks at -10.5 dBTP needs +12.1 dB), and loudnorm
 * then holds the peaks at -1.5 dBTP. Its measuring pass takes about 0.5 s of CPU and 110 MB (it works at 192 kHz),
 * ebur128's 0.1 s and nothing beside the mix (docs/decisions/204-slideshow-video-time.md).
 */
import { join } from "node:path";
import type { MediaTools } from "./media-tools";
import { bitexactArgs } from "./video-part";
import { runFfmpeg } from "./process";
import type { TimingPlan } from "./timing-plan";

export const targetLoudnessLufs = -14;
const truePeakDb = -1.5;
const loudnessRange = 11;
const sampleRate = 48_000;

export interface SoundtrackRequest {
  plan: TimingPlan;
  /** Music bed WAV at least as long as the video, and its level before ducking; null for no music. */
  music: { wavPath: string; volumeDb: number } | null;
  workDir: string;
  outputPath: string;
  signal?: AbortSignal;
}

interface LoudnessMeasurement {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

export async function renderSoundtrack(tools: MediaTools, request: SoundtrackRequest): Promise<void> {
  const mixPath = join(request.workDir, "mix.wav");
  const mixed = await runFfmpeg(tools, ["-loglevel", "info", ...mixArgs(request), "-c:a", "pcm_f32le", mixPath], { signal: request.signal });
  const level = parseEbur128Summary(mixed.stderr);
  const gainDb = targetLoudnessLufs - level.integratedLufs;
  // A silent mix (a muted slideshow without music) measures -70 LUFS, the gate's floor: it stays silent.
  const silent = level.integratedLufs <= -70;
  const apply = silent
    ? "anull"
    : level.truePeakDb + gainDb <= truePeakDb && level.rangeLu <= loudnessRange
      ? `volume=${gainDb.toFixed(2)}dB`
      : await dynamicLoudnorm(tools, mixPath, request.signal);
  await runFfmpeg(
    tools,
    ["-i", mixPath, "-af", `${apply},aresample=${sampleRate}`, "-c:a", "aac", "-b:a", "160k", "-ar", String(sampleRate), "-ac", "2", ...bitexactArgs, request.outputPath],
    { signal: request.signal },
  );
}

/** loudnorm's two passes: its own measurement, then the filter that normalises with it. */
async function dynamicLoudnorm(tools: MediaTools, mixPath: string, signal: AbortSignal | undefined): Promise<string> {
  const loudnorm = `loudnorm=I=${targetLoudnessLufs}:TP=${truePeakDb}:LRA=${loudnessRange}`;
  const measured = await runFfmpeg(tools, ["-loglevel", "info", "-i", mixPath, "-af", `${loudnorm}:print_format=json`, "-f", "null", "-"], { signal });
  const measurement = parseLoudnessJson(measured.stderr);
  return `${loudnorm}:measured_I=${measurement.input_i}:measured_TP=${measurement.input_tp}:measured_LRA=${measurement.input_lra}:measured_thresh=${measurement.input_thresh}:offset=${measurement.target_offset}:linear=true`;
}

/**
 * The voice alone on the video's clock, as the presenter hears it: the same lines, places and tempos as the
 * soundtrack's mix, without music or loudness passes (the presenter's mouth follows phones or the voice's own level).
 */
export async function renderVoiceTrack(tools: MediaTools, request: { plan: TimingPlan; outputPath: string; signal?: AbortSignal }): Promise<void> {
  const { inputs, chains } = voiceLinesGraph(request.plan);
  const totalSeconds = (request.plan.totalMs / 1000).toFixed(4);
  chains.push(`[voice]apad=whole_dur=${totalSeconds},atrim=end=${totalSeconds}[mix]`);
  await runFfmpeg(tools, [...inputs, "-filter_complex", chains.join(";"), "-map", "[mix]", "-c:a", "pcm_s16le", ...bitexactArgs, request.outputPath], {
    signal: request.signal,
  });
}

const toStereo = `aresample=${sampleRate},aformat=sample_fmts=fltp:channel_layouts=stereo`;

/** Each voice line placed at its start with its tempo and mixed into `[voice]`; the lines are inputs 0..n-1. */
function voiceLinesGraph(plan: TimingPlan): { inputs: string[]; chains: string[] } {
  const inputs: string[] = [];
  const chains: string[] = [];
  const voiceLabels: string[] = [];
  plan.scenes.forEach((scene, index) => {
    inputs.push("-i", scene.voice.wavPath);
    const tempo = scene.voice.tempo > 1 ? `,atempo=${scene.voice.tempo.toFixed(4)}` : "";
    chains.push(`[${index}:a]${toStereo}${tempo},adelay=${Math.round(scene.voice.startMs)}:all=1[voice${index}]`);
    voiceLabels.push(`[voice${index}]`);
  });
  chains.push(`${voiceLabels.join("")}amix=inputs=${voiceLabels.length}:duration=longest:normalize=0[voice]`);
  return { inputs, chains };
}

function mixArgs(request: SoundtrackRequest): string[] {
  const { plan, music } = request;
  const totalSeconds = (plan.totalMs / 1000).toFixed(4);
  const { inputs, chains } = voiceLinesGraph(plan);
  if (music) {
    const musicInput = plan.scenes.length;
    inputs.push("-i", music.wavPath);
    chains.push(
      "[voice]asplit=2[voicemix][voicekey]",
      `[${musicInput}:a]${toStereo},volume=${music.volumeDb}dB[music]`,
      // Fast attack so the first syllable is clear, slow release so the music swells back between lines.
      "[music][voicekey]sidechaincompress=threshold=0.015:ratio=8:attack=20:release=450[ducked]",
      `[voicemix][ducked]amix=inputs=2:duration=longest:normalize=0,apad=whole_dur=${totalSeconds},atrim=end=${totalSeconds}[mix]`,
    );
  } else {
    chains.push(`[voice]apad=whole_dur=${totalSeconds},atrim=end=${totalSeconds}[mix]`);
  }
  // The mix is measured on its way to the file; ebur128 prints its summary when the graph closes.
  chains.push("[mix]asplit=2[mixout][measured]", "[measured]ebur128=peak=true:framelog=verbose,anullsink");
  return [...inputs, "-filter_complex", chains.join(";"), "-map", "[mixout]"];
}

/** ebur128's summary, the last it prints on stderr: integrated loudness, loudness range and true peak. */
function parseEbur128Summary(stderr: string): { integratedLufs: number; rangeLu: number; truePeakDb: number } {
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  const value = (pattern: RegExp) => {
    const text = pattern.exec(summary)?.[1];
    if (text === undefined) throw new Error("ebur128 printed no summary.");
    return text === "-inf" ? -Infinity : Number(text);
  };
  return { integratedLufs: value(/I:\s+(-?[\d.]+) LUFS/), rangeLu: value(/LRA:\s+(-?[\d.]+) LU/), truePeakDb: value(/Peak:\s+(-inf|-?[\d.]+) dBFS/) };
}

/** loudnorm prints its measurement as the last JSON object on stderr. */
function parseLoudnessJson(stderr: string): LoudnessMeasurement {
  const start = stderr.lastIndexOf("{");
  const end = stderr.lastIndexOf("}");
  if (start === -1 || end < start) throw new Error("loudnorm printed no measurement.");
  return JSON.parse(stderr.slice(start, end + 1)) as LoudnessMeasurement;
}
