/**
 * Ideas: several different videos one product could become. Each idea takes a different format while formats last,
 * a different angle while angles last, and a hook no other idea (and no excluded, earlier idea) has.
 */
import { hookTemplates } from "./hooks";
import { ideaAngles, ideaFormats, type Idea, type IdeaAngle, type IdeaFormat } from "./idea-types";
import type { ProductFacts } from "./product-facts";
import { hashText, pick, randomFor, shuffled, type Random } from "./random";
import { storyOf, wordsIn, type ProductStory } from "./story";
import { capitalise, fill } from "./template";

export interface IdeaOptions {
  count?: number;
  seed: number;
  /** Hooks of ideas already shown; new ideas never repeat them (re-ideas). */
  exclude?: readonly string[];
}

/** A hook is read in the first two seconds or so; longer ones lose the viewer. */
const maxHookWords = 14;
export const maxIdeas = 10;

interface Candidate {
  format: IdeaFormat;
  angle: IdeaAngle;
  hook: string;
  focus?: string;
}

/**
 * Returns up to `count` ideas (fewer only when a very thin product has run out of unused hooks after many re-ideas).
 * The same product, options and seed always give the same ideas.
 */
export function generateIdeas(product: ProductFacts, options: IdeaOptions): Idea[] {
  const count = Math.min(Math.max(Math.trunc(options.count ?? 4), 1), maxIdeas);
  const random = randomFor(options.seed, "ideas");
  const excluded = new Set((options.exclude ?? []).map(hookKey));
  const candidates = shuffled(random, hookCandidates(storyOf(product))).filter((c) => !excluded.has(hookKey(c.hook)));

  const formatOrder = shuffled(random, ideaFormats);
  const chosen: Candidate[] = [];
  for (let i = 0; i < count; i++) {
    const next = chooseCandidate(random, candidates, chosen, formatOrder[i % formatOrder.length]!);
    if (!next) break;
    chosen.push(next);
  }
  return chosen.map((candidate) => ({
    id: ideaId(candidate),
    angle: candidate.angle,
    hook: candidate.hook,
    format: candidate.format,
    ...(candidate.focus ? { focus: candidate.focus } : {}),
  }));
}

/** Prefers the wanted format with an unused angle and focus, then relaxes one wish at a time. */
function chooseCandidate(random: Random, candidates: Candidate[], chosen: Candidate[], format: IdeaFormat): Candidate | undefined {
  const usedHooks = new Set(chosen.map((c) => hookKey(c.hook)));
  const usedAngles = new Set(chosen.map((c) => c.angle));
  const usedFocus = new Set(chosen.map((c) => c.focus).filter(Boolean));
  const usedPairs = new Set(chosen.map((c) => `${c.format}|${c.angle}`));
  const open = candidates.filter((c) => !usedHooks.has(hookKey(c.hook)) && !usedPairs.has(`${c.format}|${c.angle}`));
  const wishes: ((c: Candidate) => boolean)[][] = [
    [(c) => c.format === format, (c) => !usedAngles.has(c.angle), (c) => !c.focus || !usedFocus.has(c.focus)],
    [(c) => c.format === format, (c) => !usedAngles.has(c.angle)],
    [(c) => !usedAngles.has(c.angle)],
    [(c) => c.format === format],
    [],
  ];
  for (const wish of wishes) {
    const matching = open.filter((c) => wish.every((test) => test(c)));
    if (matching.length > 0) return pick(random, matching);
  }
  const anyUnusedHook = candidates.filter((c) => !usedHooks.has(hookKey(c.hook)));
  return anyUnusedHook.length > 0 ? pick(random, anyUnusedHook) : undefined;
}

function hookCandidates(story: ProductStory): Candidate[] {
  const candidates: Candidate[] = [];
  for (const angle of ideaAngles) {
    if (!angleFits(angle, story)) continue;
    const focuses = angle === "Feature spotlight" ? story.features : [undefined];
    for (const format of ideaFormats) {
      for (const template of hookTemplates[angle][format]) {
        for (const focus of focuses) {
          const hook = fill(template, {
            name: story.name,
            brand: story.brand,
            price: story.price,
            feature: focus?.fragment,
            Feature: focus ? capitalise(focus.fragment) : undefined,
            label: focus?.label,
            labelMidLine: focus?.labelMidLine,
            sentence: story.sentences[0],
          });
          if (hook && wordsIn(hook) <= maxHookWords) {
            candidates.push({ format, angle, hook: capitalise(hook), ...(focus ? { focus: focus.label } : {}) });
          }
        }
      }
    }
  }
  return candidates;
}

/** An angle is only offered when the product has the facts it is built on. */
export function angleFits(angle: IdeaAngle, story: ProductStory): boolean {
  switch (angle) {
    case "Feature spotlight":
      return story.features.length >= 1;
    case "Quick tour":
      return story.features.length >= 2;
    case "Price and value":
      return story.price !== undefined;
    case "Brand story":
      return story.brand !== undefined;
    case "The idea behind it":
      return story.sentences.length >= 1;
    case "Up close":
      return story.hasImages;
    case "Meet the product":
      return true;
  }
}

/** Hooks compare without case, punctuation or spacing, so "Meet X." and "meet x" count as the same hook. */
export function hookKey(hook: string): string {
  return hook
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function ideaId(candidate: Candidate): string {
  return `idea-${hashText(`${candidate.format}|${candidate.angle}|${candidate.hook}`).toString(36)}`;
}
