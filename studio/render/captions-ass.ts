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
/** Longest caption line in characters, whatever the frame; narrower frames use their own, smaller limit. */
const maxCaptionLineChars = 24;

/** The presenter label's box: a translucent dark backing, so it reads on any picture without hiding it. */
const labelBox = "&H60101010";
const labelFontShare = 0.026;

/** `presenterLabel`: the small "AI-generated presenter" note, drawn for the whole video in the top-left margin. */
export function buildCaptionsAss(timeline: Timeline, plan: TimingPlan, layout: FrameLayout, fontFamily: string, presenterLabel?: string): string {
  const { position } = timeline.captions;
  const outlineWidth = Math.max(2, Math.round(layout.captionFontSize * 0.07));
  // With BorderStyle 3 (an opaque box) libass paints the box in the outline colour.
  const style = (name: string, size: number, alignment: number, margins: { left: number; right: number; vertical: number }, borderStyle = 1, outlineColour = outline) =>
    `Style: ${name},${fontFamily},${size},${white},${white},${outlineColour},&H80000000,-1,0,0,0,100,100,0,0,${borderStyle},${outlineWidth * (borderStyle === 3 ? 3 : 1)},0,${alignment},${margins.left},${margins.right},${margins.vertical},1`;
  // Text is wrapped between a band's left and right edges and anchored to its top (alignment 8) or bottom (2).
  const inTopBand = { left: layout.topBand.left, right: layout.width - layout.topBand.right, vertical: layout.topBand.top };
  const inBottomBand = { left: layout.bottomBand.left, right: layout.width - layout.bottomBand.right, vertical: layout.height - layout.bottomBand.bottom };
  const centred = { left: layout.safeMarginX, right: layout.safeMarginX, vertical: 0 };
  const captionStyle =
    position === "top"
      ? style("Caption", layout.captionFontSize, 8, inTopBand)
      : position === "center"
        ? style("Caption", layout.captionFontSize, 5, centred)
        : style("Caption", layout.captionFontSize, 2, inBottomBand);
  // Captions on top take the headline's band; the headline then moves to the bottom band.
  const headlineStyle = position === "top" ? style("Headline", layout.headlineFontSize, 2, inBottomBand) : style("Headline", layout.headlineFontSize, 8, inTopBand);

  const events: string[] = [];
  for (const planned of plan.scenes) {
    const sceneStartMs = frameToMs(planned.startFrame);
    const sceneEndMs = frameToMs(planned.startFrame + planned.frameCount);
    if (planned.scene.onScreenText) {
      // Over b-roll there is no product image to keep clear of: the headline may use the whole safe width.
      const margins = planned.scene.media.kind === "broll" ? { left: layout.safeMarginX, right: layout.safeMarginX } : undefined;
      events.push(dialogue("Headline", sceneStartMs + 150, sceneEndMs - 50, `{\\fad(250,150)}${escapeText(planned.scene.onScreenText)}`, margins));
    }
    if (timeline.captions.style !== "none" && !timeline.subtitles) {
      events.push(...captionEvents(timedLines(planned.voice.words, sceneEndMs, layout), timeline.captions.style));
    }
  }
  if (timeline.captions.style !== "none" && timeline.subtitles) {
    events.push(...timeline.subtitles.map((line) => dialogue("Caption", line.startMs, line.endMs, escapeText(line.text))));
  }
  const labelFontSize = Math.max(9, Math.round(Math.min(layout.width, layout.height) * labelFontShare));
  if (presenterLabel) {
    // Above the headline band, in the margin the platforms' own top bar leaves at the left: clear of every other text.
    events.push(dialogue("PresenterLabel", 0, plan.totalMs, `{\\an4\\pos(${layout.safeMarginX},${Math.round(layout.safeMarginY / 2)})}${escapeText(presenterLabel)}`));
  }
  if (timeline.callToAction) {
    const last = plan.scenes.at(-1)!;
    const startMs = Math.max(frameToMs(last.startFrame) + 300, plan.totalMs - 3_000);
    const { x, y } = layout.callToAction;
    events.push(dialogue("CallToAction", startMs, plan.totalMs, `{\\an5\\pos(${x},${y})\\fad(200,0)}${escapeText(timeline.callToAction)}`));
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
    captionStyle,
    headlineStyle,
    style("CallToAction", layout.callToAction.fontSize, 5, { left: 0, right: 0, vertical: 0 }, 3, callToActionBox),
    `Style: PresenterLabel,${fontFamily},${labelFontSize},${white},${white},${labelBox},${labelBox},0,0,0,0,100,100,0,0,3,${Math.max(2, Math.round(labelFontSize * 0.3))},0,4,0,0,0,1`,
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    ...events,
    "",
  ].join("\n");
}

/** One caption line as the video shows it, on the video's clock. */
export interface CaptionLine {
  text: string;
  startMs: number;
  endMs: number;
}

/**
 * The caption lines a render in `layout` shows: the timeline's own `subtitles` when it has them, else the spoken
 * words grouped into lines as the captions layer groups them; none for the style "none".
 */
export function captionLines(timeline: Timeline, plan: TimingPlan, layout: FrameLayout): CaptionLine[] {
  if (timeline.captions.style === "none") return [];
  if (timeline.subtitles) return timeline.subtitles.map(({ text, startMs, endMs }) => ({ text, startMs, endMs }));
  return plan.scenes.flatMap((planned) =>
    timedLines(planned.voice.words, frameToMs(planned.startFrame + planned.frameCount), layout).map((line) => ({
      text: line.words.map((word) => word.word).join(" "),
      startMs: line.startMs,
      endMs: line.endMs,
    })),
  );
}

interface TimedLine {
  words: TimedWord[];
  startMs: number;
  endMs: number;
}

/**
 * A scene's words in short caption lines; a line stays a moment after its last word, unless the next line or the
 * scene's end comes first.
 */
function timedLines(words: readonly TimedWord[], sceneEndMs: number, layout: FrameLayout): TimedLine[] {
  const lines = groupIntoLines(words, layout.captionWordsPerLine, Math.min(maxCaptionLineChars, layout.captionMaxChars));
  return lines.map((line, lineIndex) => {
    const nextLineStart = lines[lineIndex + 1]?.[0].startMs ?? Infinity;
    return { words: line, startMs: line[0].startMs, endMs: Math.min(nextLineStart, sceneEndMs, line.at(-1)!.endMs + captionHoldMs) };
  });
}

/**
 * "word-highlight" gives one event per word (the whole line, the spoken word in colour) starting exactly when the
 * word starts; "block" one event per line.
 */
function captionEvents(lines: readonly TimedLine[], style: "word-highlight" | "block"): string[] {
  const events: string[] = [];
  for (const { words: line, startMs, endMs: lineEndMs } of lines) {
    if (style === "block") {
      events.push(dialogue("Caption", startMs, lineEndMs, line.map((word) => escapeText(word.word)).join(" ")));
      continue;
    }
    line.forEach((word, wordIndex) => {
      const endMs = wordIndex + 1 < line.length ? line[wordIndex + 1].startMs : lineEndMs;
      const text = line
        .map((other, otherIndex) => (otherIndex === wordIndex ? `{\\c${highlight}&}${escapeText(other.word)}{\\c${white}&}` : escapeText(other.word)))
        .join(" ");
      events.push(dialogue("Caption", word.startMs, endMs, text));
    });
  }
  return events;
}

function groupIntoLines(words: readonly TimedWord[], wordsPerLine: number, maxChars: number): TimedWord[][] {
  const lines: TimedWord[][] = [];
  for (const word of words) {
    const current = lines.at(-1);
    const currentChars = current?.reduce((sum, other) => sum + other.word.length + 1, 0) ?? 0;
    const endsSentence = current && /[.!?]$/.test(current.at(-1)!.word);
    if (!current || current.length >= wordsPerLine || currentChars + word.word.length > maxChars || endsSentence) {
      lines.push([word]);
    } else {
      current.push(word);
    }
  }
  return lines;
}

/** Margins of 0 mean the style's own. */
function dialogue(style: string, startMs: number, endMs: number, text: string, margins = { left: 0, right: 0 }): string {
  return `Dialogue: 0,${assTime(startMs)},${assTime(Math.max(startMs + 10, endMs))},${style},,${margins.left},${margins.right},0,,${text}`;
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
