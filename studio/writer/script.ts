/**
 * Writes a script for one idea: the hook first, then the angle's facts for as long as they fit the length at a
 * natural pace, then a call to action; durations add up exactly to the length.
 */
import type { VideoLength } from "../timeline";
import { brollIds } from "../broll";
import { assignMedia, ownMediaOf } from "./broll";
import { ScriptError } from "./errors";
import type { Idea, IdeaFormat } from "./idea-types";
import { candidateLines, type CandidateLine, type Position, type SceneLine } from "./lines";
import { clipWords, tidyFacts, type ProductFacts } from "./product-facts";
import { normaliseSeed, pick, randomFor, type Random } from "./random";
import { plannedBeats, type Beat } from "./scene-plan";
import type { Script, ScriptScene } from "./script-types";
import { maxOnScreenWords, storyOf, wordsIn, type ProductStory } from "./story";
import { allocateDurations, neededMs } from "./timing";

export interface ScriptOptions {
  lengthSeconds: VideoLength;
  seed: number;
}

/** More scenes than this and shots flash by; fewer than the minimum and a long video lingers on one picture. */
const sceneLimits: Record<VideoLength, { min: number; max: number }> = {
  15: { min: 3, max: 5 },
  30: { min: 4, max: 8 },
  60: { min: 6, max: 14 },
};

const formatTransition: Record<IdeaFormat, ScriptScene["transition"]> = {
  ad: "cut",
  ugc: "cut",
  organic: "slide",
  educational: "fade",
  "promo-series": "fade",
};

export function writeScript(product: ProductFacts, idea: Idea, options: ScriptOptions): Script {
  const story = storyOf(product);
  const seed = normaliseSeed(options.seed);
  const random = randomFor(seed, `script|${idea.id}|${options.lengthSeconds}`);
  const totalMs = options.lengthSeconds * 1000;
  const limits = sceneLimits[options.lengthSeconds];

  const hook: SceneLine = { spoken: idea.hook.trim(), onScreenText: hookScreenText(idea.hook, story) };
  const cta = pick(random, candidateLines({ role: "cta", format: idea.format, story }));
  let budgetMs = totalMs - neededMs(hook.spoken) - neededMs(cta.spoken);
  if (budgetMs < 0) {
    throw new ScriptError("line-too-long-for-scene", `The hook is too long for a ${options.lengthSeconds}-second video. Shorten it or choose a longer video.`);
  }

  const beats: Beat[] = [];
  const fits = (beat: Beat) => beats.length + 2 < limits.max && worstCaseNeed(beat, idea.format, story) <= budgetMs;
  const take = (beat: Beat) => {
    beats.push(beat);
    budgetMs -= worstCaseNeed(beat, idea.format, story);
  };
  const planned = plannedBeats(idea, story).filter((beat) => !repeatsHook(beat, story, hook.spoken));
  for (const beat of byPriority(planned)) {
    if (fits(beat)) take(beat);
  }
  beats.sort((a, b) => planned.indexOf(a) - planned.indexOf(b));
  // Thin products: a few fact-free scenes ("Take a closer look.") so a long video still changes picture.
  for (const filler of fillerBeats(hook.spoken, story, beats, idea.format)) {
    if (beats.length + 2 >= limits.min) break;
    if (fits(filler)) take(filler);
  }

  const usedTemplates = new Set<string>();
  const body = beats.map((beat) => {
    const { spoken, onScreenText, template } = pickUnused(random, candidateLines({ ...beat, format: idea.format, story, position: positionOf(beat, beats) }), usedTemplates);
    usedTemplates.add(template);
    return { ...beat, spoken, onScreenText };
  });

  const lines = [{ role: "hook" as const, ...hook }, ...body, { role: "cta" as const, spoken: cta.spoken, onScreenText: cta.onScreenText }];
  const durations = allocateDurations(
    lines.map((line) => neededMs(line.spoken)),
    totalMs,
  );
  if (!durations) throw new ScriptError("durations-do-not-fit", `The scenes do not fit a ${options.lengthSeconds}-second video.`);
  const media = assignMedia(
    lines.map((line) => line.role),
    durations,
    ownMediaOf(tidyFacts(product)),
    Math.floor(random() * brollIds.length),
  );

  const scenes: ScriptScene[] = lines.map((line, index) => ({
    id: `scene-${index + 1}`,
    role: line.role,
    ...("factIndex" in line && line.factIndex !== undefined ? { factIndex: line.factIndex } : {}),
    spoken: line.spoken,
    onScreenText: line.onScreenText,
    media: media[index]!,
    durationMs: durations[index]!,
    transition: index === 0 ? "cut" : formatTransition[idea.format],
  }));
  return { ideaId: idea.id, format: idea.format, angle: idea.angle, lengthSeconds: options.lengthSeconds, seed, scenes };
}

/** The angle's first fact leads; then price and brand, which buyers look for first, get time before later details. */
function byPriority(planned: readonly Beat[]): Beat[] {
  const essentials = planned.slice(1).filter((beat) => beat.role === "price" || beat.role === "brand");
  return [...planned.slice(0, 1), ...essentials, ...planned.slice(1).filter((beat) => !essentials.includes(beat))];
}

/** The product's name if the hook did not say it, then as many different "look" lines as the format has. */
function fillerBeats(hook: string, story: ProductStory, beats: readonly Beat[], format: IdeaFormat): Beat[] {
  const name: Beat[] = hook.toLowerCase().includes(story.name.toLowerCase()) ? [] : [{ role: "name" }];
  const lookWordings = candidateLines({ role: "look", format, story }).length;
  const looksUsed = beats.filter((beat) => beat.role === "look").length;
  return [...name, ...Array.from({ length: Math.max(0, lookWordings - looksUsed) }, (): Beat => ({ role: "look" }))];
}

/** A scene is planned with its longest possible wording, so whichever wording is chosen later still fits. */
function worstCaseNeed(beat: Beat, format: IdeaFormat, story: ProductStory): number {
  const positions: Position[] = ["first", "middle", "last", "only"];
  const needs = positions.flatMap((position) => candidateLines({ ...beat, format, story, position }).map((line) => neededMs(line.spoken)));
  return needs.length > 0 ? Math.max(...needs) : Number.POSITIVE_INFINITY;
}

export function positionOf<T extends { role: string }>(beat: T, beats: readonly T[]): Position {
  const sameRole = beats.filter((other) => other.role === beat.role);
  if (sameRole.length === 1) return "only";
  const index = sameRole.indexOf(beat);
  return index === 0 ? "first" : index === sameRole.length - 1 ? "last" : "middle";
}

/** Each scene opens differently while the format has wordings left; after that, a repeat beats an empty scene. */
function pickUnused(random: Random, lines: CandidateLine[], usedTemplates: ReadonlySet<string>): CandidateLine {
  const fresh = lines.filter((line) => !usedTemplates.has(line.template));
  return pick(random, fresh.length > 0 ? fresh : lines);
}

/** The fact a hook already states is not said again in the next scene. */
function repeatsHook(beat: Beat, story: ProductStory, hook: string): boolean {
  const said = hook.toLowerCase();
  const feature = beat.role === "feature" && beat.factIndex !== undefined ? story.features[beat.factIndex] : undefined;
  const sentence = beat.role === "description" && beat.factIndex !== undefined ? story.sentences[beat.factIndex] : undefined;
  if (feature) return said.includes(feature.label.toLowerCase()) || said.includes(feature.fragment.toLowerCase());
  if (sentence) return said.includes(sentence.toLowerCase().replace(/[.!?]$/, ""));
  if (beat.role === "price") return story.price !== undefined && said.includes(story.price.toLowerCase());
  return false;
}

/** A short hook is its own on-screen text; a longer one shows the product's name. */
export function hookScreenText(hook: string, story: ProductStory): string {
  const trimmed = hook.trim().replace(/[.!]$/, "");
  return wordsIn(trimmed) <= maxOnScreenWords ? trimmed : clipWords(story.name, maxOnScreenWords);
}
