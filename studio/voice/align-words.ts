/**
 * Puts festival's timings back onto the script's tokens. Festival reports words without punctuation and
 * expands numbers ("$31.95" → "thirty one dollars ninety five"), but groups them under the original token,
 * so the timing of a token is from its first word's start to its last word's end.
 */
import { comparableToken } from "./script-tokens";
import type { TimedWord } from "./voice-provider";

export interface SpokenToken {
  /** Festival's token name (the script token without surrounding punctuation). */
  name: string;
  startMs: number;
  endMs: number;
}

/** How far ahead to look for a token that matches again after festival and the script disagree. */
const resyncWindow = 3;
/** Length given to a token festival never voiced, when there is no gap to place it in. */
const unvoicedTokenMs = 200;

export function alignWords(scriptTokens: readonly string[], spoken: readonly SpokenToken[]): TimedWord[] {
  const matched: (SpokenToken | undefined)[] = new Array(scriptTokens.length).fill(undefined);
  let spokenIndex = 0;
  for (let tokenIndex = 0; tokenIndex < scriptTokens.length && spokenIndex < spoken.length;) {
    const wanted = comparableToken(scriptTokens[tokenIndex]);
    const spokenAhead = findAhead(spoken, spokenIndex, (candidate) => comparableToken(candidate.name) === wanted);
    if (spokenAhead !== -1) {
      matched[tokenIndex++] = spoken[spokenAhead];
      spokenIndex = spokenAhead + 1;
      continue;
    }
    const current = comparableToken(spoken[spokenIndex].name);
    const scriptAhead = findAhead(scriptTokens, tokenIndex + 1, (candidate) => comparableToken(candidate) === current);
    if (scriptAhead !== -1) {
      tokenIndex = scriptAhead;
      continue;
    }
    matched[tokenIndex++] = spoken[spokenIndex++];
  }
  return fillUnvoiced(scriptTokens, matched);
}

function findAhead<T>(items: readonly T[], from: number, isMatch: (item: T) => boolean): number {
  for (let index = from; index < Math.min(items.length, from + resyncWindow + 1); index++) {
    if (isMatch(items[index])) return index;
  }
  return -1;
}

/** Tokens without a timing share the gap between their timed neighbours, so captions never go backwards. */
function fillUnvoiced(tokens: readonly string[], matched: readonly (SpokenToken | undefined)[]): TimedWord[] {
  const words: TimedWord[] = [];
  for (let index = 0; index < tokens.length;) {
    const timing = matched[index];
    if (timing) {
      words.push({ word: tokens[index], startMs: timing.startMs, endMs: timing.endMs });
      index++;
      continue;
    }
    let runEnd = index;
    while (runEnd < tokens.length && !matched[runEnd]) runEnd++;
    const gapStart = words.at(-1)?.endMs ?? 0;
    const gapEnd = matched[runEnd]?.startMs ?? gapStart + (runEnd - index) * unvoicedTokenMs;
    const share = (gapEnd - gapStart) / (runEnd - index);
    for (let offset = 0; index < runEnd; index++, offset++) {
      words.push({
        word: tokens[index],
        startMs: Math.round(gapStart + offset * share),
        endMs: Math.round(gapStart + (offset + 1) * share),
      });
    }
  }
  return words;
}
