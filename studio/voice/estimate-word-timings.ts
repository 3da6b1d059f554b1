/**
 * Word timings for a voice that gives none (an HTTP text-to-speech service): the recording is split at its pauses,
 * the script's tokens are shared out over the stretches of speech, and inside a stretch each token gets time in
 * proportion to how long it takes to say (spoken-weight.ts).
 *
 * Which tokens go into which stretch is chosen by dynamic programming over every contiguous split: a stretch should
 * last about as long as its tokens take to say at the line's own pace, pauses fall after punctuation more than
 * anywhere else, and a long pause inside one token group is unlikely. The cheapest split wins.
 */
import type { SpeechSpan } from "./speech-spans";
import { spokenWeight } from "./spoken-weight";
import type { TimedWord } from "./voice-provider";

/** How much a stretch may differ from its tokens' expected time: the cost grows with the square of the log ratio. */
const durationMismatchCost = 4;
/** A pause after a token without punctuation happens (voices breathe before a long phrase), but less often. */
const pauseWithoutPunctuationCost = 1;
/** A pause kept inside a token group costs this much per 100 ms: long pauses are almost always between tokens. */
const pauseInsideGroupCostPer100Ms = 1.5;

/** Punctuation that usually makes a voice pause after the token. */
function endsPhrase(token: string): boolean {
  return /[,.!?;:\u2013\u2014][)"'\u2019\u201d\]]*$/u.test(token);
}

export function estimateWordTimings(tokens: readonly string[], spans: readonly SpeechSpan[], durationMs: number): TimedWord[] {
  if (tokens.length === 0) return [];
  const weights = tokens.map(spokenWeight);
  if (spans.length === 0) return spreadOverTime(tokens, weights, [{ startMs: 0, endMs: Math.max(durationMs, tokens.length) }]);

  const groups = chooseGroups(tokens, weights, spans);
  const words: TimedWord[] = [];
  for (const group of groups) {
    words.push(
      ...spreadOverTime(tokens.slice(group.firstToken, group.endToken), weights.slice(group.firstToken, group.endToken), spans.slice(group.firstSpan, group.endSpan)),
    );
  }
  return words;
}

interface TokenGroup {
  firstToken: number;
  endToken: number;
  firstSpan: number;
  endSpan: number;
}

function chooseGroups(tokens: readonly string[], weights: readonly number[], spans: readonly SpeechSpan[]): TokenGroup[] {
  const tokenCount = tokens.length;
  const spanCount = spans.length;
  const weightBefore = prefixSums(weights);
  const speechBefore = prefixSums(spans.map((span) => span.endMs - span.startMs));
  // Pause costs inside a group, as prefix sums over the gaps after each span.
  const gapCostBefore = prefixSums(spans.slice(0, -1).map((span, index) => ((spans[index + 1]!.startMs - span.endMs) / 100) * pauseInsideGroupCostPer100Ms));
  const msPerWeight = speechBefore[spanCount]! / weightBefore[tokenCount]!;

  // best[t][s]: the cheapest way to put tokens [0, t) into spans [0, s), with a group ending at both.
  const best = Array.from({ length: tokenCount + 1 }, () => new Array<number>(spanCount + 1).fill(Infinity));
  const from = Array.from({ length: tokenCount + 1 }, () => new Array<[number, number]>(spanCount + 1));
  best[0]![0] = 0;
  for (let endToken = 1; endToken <= tokenCount; endToken++) {
    const boundaryCost = endToken === tokenCount || endsPhrase(tokens[endToken - 1]!) ? 0 : pauseWithoutPunctuationCost;
    for (let endSpan = 1; endSpan <= spanCount; endSpan++) {
      // Every token and every span is used, so the last group must end with both.
      if ((endToken === tokenCount) !== (endSpan === spanCount)) continue;
      for (let firstToken = 0; firstToken < endToken; firstToken++) {
        const expectedMs = (weightBefore[endToken]! - weightBefore[firstToken]!) * msPerWeight;
        for (let firstSpan = 0; firstSpan < endSpan; firstSpan++) {
          const before = best[firstToken]![firstSpan]!;
          if (before === Infinity) continue;
          const speechMs = speechBefore[endSpan]! - speechBefore[firstSpan]!;
          const mismatch = Math.log(speechMs / expectedMs);
          const pausesInside = gapCostBefore[endSpan - 1]! - gapCostBefore[firstSpan]!;
          const cost = before + durationMismatchCost * mismatch * mismatch + pausesInside + boundaryCost;
          if (cost < best[endToken]![endSpan]!) {
            best[endToken]![endSpan] = cost;
            from[endToken]![endSpan] = [firstToken, firstSpan];
          }
        }
      }
    }
  }

  const groups: TokenGroup[] = [];
  for (let endToken = tokenCount, endSpan = spanCount; endToken > 0;) {
    const [firstToken, firstSpan] = from[endToken]![endSpan]!;
    groups.unshift({ firstToken, endToken, firstSpan, endSpan });
    endToken = firstToken;
    endSpan = firstSpan;
  }
  return groups;
}

/** Tokens laid end to end over the spans' speech by weight; pauses between the spans are skipped over. */
function spreadOverTime(tokens: readonly string[], weights: readonly number[], spans: readonly SpeechSpan[]): TimedWord[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const speechMs = spans.reduce((sum, span) => sum + span.endMs - span.startMs, 0);
  const atSpeechMs = (offset: number, atStartOfNext: boolean) => {
    let remaining = offset;
    for (const [index, span] of spans.entries()) {
      const length = span.endMs - span.startMs;
      const last = index === spans.length - 1;
      if (remaining < length || (remaining === length && (!atStartOfNext || last))) return span.startMs + remaining;
      remaining -= length;
    }
    return spans.at(-1)!.endMs;
  };
  const words: TimedWord[] = [];
  let weightSoFar = 0;
  tokens.forEach((token, index) => {
    const startOffset = (weightSoFar / totalWeight) * speechMs;
    weightSoFar += weights[index]!;
    const endOffset = (weightSoFar / totalWeight) * speechMs;
    const startMs = Math.round(atSpeechMs(startOffset, true));
    const endMs = Math.max(startMs + 1, Math.round(atSpeechMs(endOffset, false)));
    words.push({ word: token, startMs, endMs });
  });
  return words;
}

function prefixSums(values: readonly number[]): number[] {
  const sums = [0];
  for (const value of values) sums.push(sums.at(-1)! + value);
  return sums;
}
