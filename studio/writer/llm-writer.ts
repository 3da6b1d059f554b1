/**
 * An optional writer backed by any OpenAI-compatible chat endpoint. Its answers are held to the same rules as the
 * built-in writer (facts only, distinct hooks, durations that add up, a sayable pace); any answer that breaks one
 * is dropped for the built-in writer's, with the reason logged. Configuration is passed in, never read from env here.
 */
import { z } from "zod";
import type { VideoLength } from "../timeline";
import { brollIds } from "../broll";
import { assignMedia, ownMediaOf } from "./broll";
import { findUnsupportedClaims } from "./fact-check";
import { ideaFormats, type Idea } from "./idea-types";
import { generateIdeas, hookKey, type IdeaOptions } from "./ideas";
import { clipWords, tidyFacts, type ProductFacts } from "./product-facts";
import { hashText, normaliseSeed } from "./random";
import { writeScript, type ScriptOptions } from "./script";
import type { Script, ScriptScene } from "./script-types";
import { maxOnScreenWords } from "./story";
import { maxSceneMs, maxWordsPerSecond, minSceneMs, wordsPerSecond } from "./timing";

/** The writer the API calls, whichever one is configured. */
export interface StudioWriter {
  generateIdeas(product: ProductFacts, options: IdeaOptions): Promise<Idea[]>;
  writeScript(product: ProductFacts, idea: Idea, options: ScriptOptions): Promise<Script>;
}

export const builtInWriter: StudioWriter = {
  generateIdeas: async (product, options) => generateIdeas(product, options),
  writeScript: async (product, idea, options) => writeScript(product, idea, options),
};

export interface LlmWriterConfig {
  /** LLM_BASE_URL, e.g. "http://localhost:11434/v1"; "/chat/completions" is appended. */
  baseUrl: string;
  /** LLM_API_KEY; sent as a bearer token when set. */
  apiKey?: string;
  /** LLM_MODEL. */
  model: string;
  /** A slow model must not hold up the API: after this, the built-in writer answers. */
  timeoutMs?: number;
}

export interface LlmWriterDependencies {
  /** Receives one line per fallback, saying why the LLM's answer was not used. */
  log: (message: string) => void;
  fetch?: typeof fetch;
}

const defaultTimeoutMs = 20_000;

const ideasAnswer = z.object({
  ideas: z.array(z.object({ angle: z.string().trim().min(1).max(120), hook: z.string().trim().min(1).max(200), format: z.enum(ideaFormats) })).min(1),
});

const scriptAnswer = z.object({
  scenes: z
    .array(z.object({ spoken: z.string().trim().min(1).max(400), onScreenText: z.string().trim().max(120), durationSeconds: z.number().positive() }))
    .min(2)
    .max(20),
});

/** Why an answer was not used; becomes the logged reason. */
class UnusableAnswer extends Error {}

export function createLlmWriter(config: LlmWriterConfig, dependencies: LlmWriterDependencies): StudioWriter {
  const ask = (system: string, user: string, seed: number) => askForJson(config, dependencies.fetch ?? fetch, system, user, seed);
  const fallBack = (what: string, error: unknown) => dependencies.log(`LLM writer: ${what} fell back to the built-in writer: ${describe(error)}`);

  return {
    async generateIdeas(product, options) {
      const count = options.count ?? 4;
      try {
        const answer = ideasAnswer.parse(await ask(ideasInstructions, ideasRequest(product, count, options.exclude ?? []), options.seed));
        return checkedIdeas(product, answer, count, options.exclude ?? []);
      } catch (error) {
        fallBack("ideas", error);
        return generateIdeas(product, options);
      }
    },

    async writeScript(product, idea, options) {
      try {
        const answer = scriptAnswer.parse(await ask(scriptInstructions, scriptRequest(product, idea, options.lengthSeconds), options.seed));
        return checkedScript(product, idea, options, answer);
      } catch (error) {
        fallBack("script", error);
        return writeScript(product, idea, options);
      }
    },
  };
}

async function askForJson(config: LlmWriterConfig, fetchFn: typeof fetch, system: string, user: string, seed: number): Promise<unknown> {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const response = await fetchFn(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
    body: JSON.stringify({
      model: config.model,
      messages: [
        { role: "system", content: system },
        { role: "user", content: user },
      ],
      response_format: { type: "json_object" },
      temperature: 0.7,
      seed,
    }),
    signal: AbortSignal.timeout(config.timeoutMs ?? defaultTimeoutMs),
  });
  if (!response.ok) throw new UnusableAnswer(`HTTP ${response.status} from ${url}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new UnusableAnswer("the answer has no message content");
  try {
    return JSON.parse(content);
  } catch {
    throw new UnusableAnswer("the message content is not JSON");
  }
}

function checkedIdeas(product: ProductFacts, answer: z.infer<typeof ideasAnswer>, count: number, exclude: readonly string[]): Idea[] {
  if (answer.ideas.length < count) throw new UnusableAnswer(`${answer.ideas.length} ideas returned, ${count} asked`);
  const ideas = answer.ideas.slice(0, count);
  const keys = ideas.map((idea) => hookKey(idea.hook));
  if (new Set(keys).size !== keys.length) throw new UnusableAnswer("two ideas share a hook");
  const excluded = new Set(exclude.map(hookKey));
  const repeated = ideas.find((idea) => excluded.has(hookKey(idea.hook)));
  if (repeated) throw new UnusableAnswer(`the hook "${repeated.hook}" was shown before`);
  for (const idea of ideas) rejectUnsupported(product, [idea.angle, idea.hook]);
  return ideas.map((idea) => ({ ...idea, id: `idea-${hashText(`${idea.format}|${idea.angle}|${idea.hook}`).toString(36)}` }));
}

function checkedScript(product: ProductFacts, idea: Idea, options: ScriptOptions, answer: z.infer<typeof scriptAnswer>): Script {
  const durations = answer.scenes.map((scene) => Math.round(scene.durationSeconds * 10) * 100);
  const total = durations.reduce((sum, ms) => sum + ms, 0);
  if (total !== options.lengthSeconds * 1000) throw new UnusableAnswer(`scene durations add up to ${total / 1000} s, not ${options.lengthSeconds} s`);
  answer.scenes.forEach((scene, index) => {
    const ms = durations[index]!;
    if (ms < minSceneMs || ms > maxSceneMs) throw new UnusableAnswer(`scene ${index + 1} lasts ${ms / 1000} s`);
    const pace = wordsPerSecond(scene.spoken, ms);
    if (pace > maxWordsPerSecond) throw new UnusableAnswer(`scene ${index + 1} needs ${pace.toFixed(1)} words per second`);
    rejectUnsupported(product, [scene.spoken, scene.onScreenText]);
  });
  const roles = answer.scenes.map((_, index): ScriptScene["role"] => (index === 0 ? "hook" : index === answer.scenes.length - 1 ? "cta" : "detail"));
  const seed = normaliseSeed(options.seed);
  const media = assignMedia(roles, durations, ownMediaOf(tidyFacts(product)), seed % brollIds.length);
  const scenes: ScriptScene[] = answer.scenes.map((scene, index) => ({
    id: `scene-${index + 1}`,
    role: roles[index]!,
    spoken: scene.spoken,
    onScreenText: clipWords(scene.onScreenText, maxOnScreenWords),
    media: media[index]!,
    durationMs: durations[index]!,
    transition: index === 0 ? "cut" : "fade",
  }));
  return { ideaId: idea.id, format: idea.format, angle: idea.angle, lengthSeconds: options.lengthSeconds, seed, scenes };
}

function rejectUnsupported(product: ProductFacts, texts: string[]): void {
  for (const text of texts) {
    const problems = findUnsupportedClaims(text, product);
    if (problems.length > 0) throw new UnusableAnswer(`"${text}" is not backed by the product's facts (${problems.join(", ")})`);
  }
}

function describe(error: unknown): string {
  if (error instanceof UnusableAnswer) return error.message;
  if (error instanceof z.ZodError) return `the answer does not match the expected shape (${error.issues[0]?.path.join(".") || "root"}: ${error.issues[0]?.message})`;
  if (error instanceof DOMException && error.name === "TimeoutError") return "no answer before the timeout";
  return error instanceof Error ? error.message : String(error);
}

const factRules = [
  "Use only the facts given about the product. Never invent numbers, prices, discounts, ratings, reviews, awards or superlatives such as best-selling.",
  "Write in English, sentence case, in the voice of the requested format: ad (direct), organic (conversational), ugc (a creator showing the product, never claiming time with it or results), educational (explains in order), promo-series (each video an episode).",
  "Answer with one JSON object only.",
].join(" ");

const ideasInstructions = `You write short-video ideas for product marketing. ${factRules}`;
const scriptInstructions = `You write voice-over scripts for short product videos. ${factRules}`;

function factsForPrompt(product: ProductFacts): string {
  const facts = tidyFacts(product);
  return JSON.stringify({
    name: facts.name,
    brand: facts.brand,
    description: facts.description,
    price: facts.price,
    features: facts.features,
    imageCount: facts.images.length,
  });
}

function ideasRequest(product: ProductFacts, count: number, exclude: readonly string[]): string {
  return [
    `Product facts: ${factsForPrompt(product)}`,
    `Give ${count} ideas, each with a different format where possible (${ideaFormats.join(", ")}), a short angle, and a hook of at most 14 words. No two ideas may share a hook.`,
    exclude.length > 0 ? `Do not use these hooks again: ${JSON.stringify(exclude)}` : "",
    'Shape: {"ideas":[{"angle":"...","hook":"...","format":"ad"}]}',
  ]
    .filter(Boolean)
    .join("\n");
}

function scriptRequest(product: ProductFacts, idea: Idea, lengthSeconds: VideoLength): string {
  return [
    `Product facts: ${factsForPrompt(product)}`,
    `Idea: format ${idea.format}, angle "${idea.angle}", hook "${idea.hook}".`,
    `Write a ${lengthSeconds}-second script: the hook as the first scene, a call to action as the last.`,
    `Scene durations in whole tenths of a second must add up to exactly ${lengthSeconds}; each scene lasts 1.5 to 20 seconds; speak about 2.6 words per second and never more than 3.`,
    "On-screen text: at most 6 words.",
    'Shape: {"scenes":[{"spoken":"...","onScreenText":"...","durationSeconds":4.5}]}',
  ].join("\n");
}
