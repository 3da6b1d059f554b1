/**
 * The text layer as one ASS subtitle file rendered by libass: word-timed captions, each scene's headline and
 * the call to action. ASS gives outlines, highlight colours, fades and wrapping inside margins for free, and is
 * drawn once over the finished picture, so a slow zoom never pushes text out of the safe area.
 */
import type { Timeline } from "../timeline";
import type { TimedWord } from "../voice/voice-provider";
import type { FrameLayout } from "./frame-layout";
import { frameToMs, type TimingPlan } from "./timing-plan";

const white = "&H00FFFFFF";
const highlight = "&H0000D7FF"; // #FFD700 as ASS's &HAABBGGRR
const outline = "&H00101010";
const callToActionBox = "&H001E5BFF"; // #FF5B1E
/** A caption line stays this long after its last word, unless the next line or scene comes first. */
const captionHoldMs = 400;
const maxCaptionLineChars = 24;

export function buildCaptionsAss(timeline: Timeline, plan: TimingPlan, layout: FrameLayout, fontFamily: string): string {
  const captionsOnTop = timeline.captions.position === "top";
  const captionAlignment = { top: 8, center: 5, bottom: 2 }[timeline.captions.position];
  const captionMarginV = timeline.captions.position === "bottom" ? Math.round(layout.height * 0.11) : layout.safeMarginY;
  const outlineWidth = Math.max(2, Math.round(layout.captionFontSize * 0.07));
  // With BorderStyle 3 (an opaque box) libass paints the box in the outline colour.
  const style = (name: string, size: number, alignment: number, marginV: number, borderStyle = 1, outlineColour = outline) =>
    `Style: ${name},${fontFamily},${size},${white},${white},${outlineColour},&H80000000,-1,0,0,0,100,100,0,0,${borderStyle},${outlineWidth * (borderStyle === 3 ? 3 : 1)},0,${alignment},${layout.safeMarginX},${layout.safeMarginX},${marginV},1`;

  const events: string[] = [];
  for (const planned of plan.scenes) {
    const sceneStartMs = frameToMs(planned.startFrame);
    const sceneEndMs = frameToMs(planned.startFrame + planned.frameCount);
    if (planned.scene.onScreenText) {
      events.push(dialogue("Headline", sceneStartMs + 150, sceneEndMs - 50, `{\\fad(250,150)}${escapeText(planned.scene.onScreenText)}`));
    }
    if (timeline.captions.style !== "none") {
      events.push(...captionEvents(planned.voice.words, sceneEndMs, layout.captionWordsPerLine, timeline.captions.style));
    }
  }
  if (timeline.callToAction) {
    const last = plan.scenes.at(-1)!;
    const startMs = Math.max(frameToMs(last.startFrame) + 300, plan.totalMs - 3_000);
    const y = Math.round(layout.height * layout.callToActionY);
    events.push(dialogue("CallToAction", startMs, plan.totalMs, `{\\an5\\pos(${layout.width / 2},${y})\\fad(200,0)}${escapeText(timeline.callToAction)}`));
  }

  return [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${layout.width}`,
    `PlayResY: ${layout.height}`,
    "WrapStyle: 0",
    "ScaledBorderAndShadow: yes",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    style("Caption", layout.captionFontSize, captionAlignment, captionMarginV),
    style("Headline", layout.headlineFontSize, captionsOnTop ? 2 : 8, captionsOnTop ? Math.round(layout.height * 0.11) : layout.safeMarginY),
    style("CallToAction", layout.captionFontSize, 5, 0, 3, callToActionBox),
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    ...events,
    "",
  ].join("\n");
}

/**
 * Splits a line's words into short caption lines. "word-highlight" gives one event per word (the whole line,
 * the spoken word in colour) starting exactly when the word starts; "block" one event per line.
 */
function captionEvents(words: readonly TimedWord[], sceneEndMs: number, wordsPerLine: number, style: "word-highlight" | "block"): string[] {
  const lines = groupIntoLines(words, wordsPerLine);
  const events: string[] = [];
  lines.forEach((line, lineIndex) => {
    const nextLineStart = lines[lineIndex + 1]?.[0].startMs ?? Infinity;
    const lineEndMs = Math.min(nextLineStart, sceneEndMs, line.at(-1)!.endMs + captionHoldMs);
    if (style === "block") {
      events.push(dialogue("Caption", line[0].startMs, lineEndMs, line.map((word) => escapeText(word.word)).join(" ")));
      return;
    }
    line.forEach((word, wordIndex) => {
      const endMs = wordIndex + 1 < line.length ? line[wordIndex + 1].startMs : lineEndMs;
      const text = line
        .map((other, otherIndex) => (otherIndex === wordIndex ? `{\\c${highlight}&}${escapeText(other.word)}{\\c${white}&}` : escapeText(other.word)))
        .join(" ");
      events.push(dialogue("Caption", word.startMs, endMs, text));
    });
  });
  return events;
}

function groupIntoLines(words: readonly TimedWord[], wordsPerLine: number): TimedWord[][] {
  const lines: TimedWord[][] = [];
  for (const word of words) {
    const current = lines.at(-1);
    const currentChars = current?.reduce((sum, other) => sum + other.word.length + 1, 0) ?? 0;
    const endsSentence = current && /[.!?]$/.test(current.at(-1)!.word);
    if (!current || current.length >= wordsPerLine || currentChars + word.word.length > maxCaptionLineChars || endsSentence) {
      lines.push([word]);
    } else {
      current.push(word);
    }
  }
  return lines;
}

function dialogue(style: string, startMs: number, endMs: number, text: string): string {
  return `Dialogue: 0,${assTime(startMs)},${assTime(Math.max(startMs + 10, endMs))},${style},,0,0,0,,${text}`;
}

/** ASS times are h:mm:ss.cc (centiseconds). */
export function assTime(ms: number): string {
  const centiseconds = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(centiseconds / 360_000);
  const minutes = Math.floor(centiseconds / 6_000) % 60;
  const seconds = Math.floor(centiseconds / 100) % 60;
  return `${hours}:${pad(minutes)}:${pad(seconds)}.${pad(centiseconds % 100)}`;
}

/** Braces start override tags and backslashes escapes in ASS; user text must not be able to inject either. */
function escapeText(text: string): string {
  return text.replace(/\\/g, "/").replace(/\{/g, "(").replace(/\}/g, ")").replace(/\s+/g, " ");
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
