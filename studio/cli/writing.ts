/**
 * The writer steps every command shares: the product from --product, its ideas for a seed, the idea picked with
 * --idea and its script. The built-in offline writer, the same one the API uses when no LLM is configured.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { VideoLength } from "../timeline";
import { generateIdeas, maxIdeas, ScriptError, writeScript, type Idea, type ProductFacts, type Script } from "../writer";
import { CliError, exitCodes, productError, usageError } from "./errors";
import { integerOption, requiredString, type OptionSpec, type OptionValues } from "./options";
import { loadProduct, type LoadedProduct } from "./product-input";
import type { ProgressReporter } from "./progress";

export interface CliContext {
  stdout: NodeJS.WritableStream;
  progress: ProgressReporter;
  /** Fires on Ctrl-C. */
  signal: AbortSignal;
}

/** The API shows four ideas at first; more are written only when --idea asks for a later one. */
const shownIdeas = 4;

export const productOptions: Record<string, OptionSpec> = {
  product: { type: "string", value: "<url|file.json>", description: "a shop's product page, or a JSON file: name, description, price, currency, brand, features, images" },
  "allow-private-network": { type: "boolean", description: "let links reach this machine or its network (a shop served locally); off by default" },
  seed: { type: "string", value: "N", description: "varies the ideas and wording; the same seed gives the same result (default 1)" },
};

export const helpOption: Record<string, OptionSpec> = { help: { type: "boolean", description: "show this help" } };

/** `--idea`, read by ideaNumberOption: the commands that write a script take it. */
export const ideaOption: Record<string, OptionSpec> = {
  idea: { type: "string", value: "N", description: "which idea, as numbered by the ideas command (default 1)" },
};

/** `--length`, read by lengthOption (options.ts). */
export const videoLengthOption: Record<string, OptionSpec> = {
  length: { type: "string", value: "15|30|60", description: "video length in seconds (default 30)" },
};

export function seedOption(values: OptionValues): number {
  return integerOption(values, "seed", { min: 0, max: 2 ** 31 - 1, fallback: 1 });
}

export function ideaNumberOption(values: OptionValues): number {
  return integerOption(values, "idea", { min: 1, max: maxIdeas, fallback: 1 });
}

/** Runs `work` with the product loaded; images downloaded for it live in a temporary folder removed afterwards. */
export async function withProduct<T>(values: OptionValues, context: CliContext, work: (product: LoadedProduct, workDir: string) => Promise<T>): Promise<T> {
  const source = requiredString(values, "product", "product.json");
  const workDir = await mkdtemp(path.join(tmpdir(), "promoreel-cli-"));
  try {
    const product = await loadProduct(source, { allowPrivateNetwork: values["allow-private-network"] === true, workDir, note: context.progress.note });
    stopIfInterrupted(context.signal);
    return await work(product, workDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

export function ideasFor(product: ProductFacts, seed: number, count = shownIdeas): Idea[] {
  const ideas = generateIdeas(product, { seed, count: Math.max(shownIdeas, count) });
  if (ideas.length === 0) throw productError(`The writer found nothing to say about "${product.name}": add a description, a price or features.`);
  return ideas;
}

export function chooseIdea(product: ProductFacts, seed: number, ideaNumber: number): Idea {
  const ideas = ideasFor(product, seed, ideaNumber);
  const idea = ideas[ideaNumber - 1];
  if (!idea) throw usageError(`--idea ${ideaNumber}: "${product.name}" has ${ideas.length} idea${ideas.length === 1 ? "" : "s"} for seed ${seed}; pick 1 to ${ideas.length}.`);
  return idea;
}

export function scriptFor(product: ProductFacts, idea: Idea, lengthSeconds: VideoLength, seed: number): Script {
  try {
    return writeScript(product, idea, { lengthSeconds, seed });
  } catch (error) {
    // The writer's refusals say what to change (a longer video, another idea): the command line's to fix.
    if (error instanceof ScriptError) throw usageError(error.message);
    throw error;
  }
}

export function stopIfInterrupted(signal: AbortSignal): void {
  if (signal.aborted) throw new CliError(exitCodes.interrupted, "Stopped.");
}

/** A script as a person reads it: downloaded images named by the link they came from, not a temporary path. */
export function withImageSources(script: Script, product: LoadedProduct): Script {
  return {
    ...script,
    scenes: script.scenes.map((scene) =>
      scene.media.kind === "image" && product.imageSources.has(scene.media.path)
        ? { ...scene, media: { ...scene.media, path: product.imageSources.get(scene.media.path)! } }
        : scene,
    ),
  };
}

/** "ugc · Quick tour", or "ad · Feature spotlight (Leak-proof lid)": what kind of video an idea is. */
export function describeIdea(idea: Idea): string {
  return `${idea.format} · ${idea.angle}${idea.focus ? ` (${idea.focus})` : ""}`;
}
