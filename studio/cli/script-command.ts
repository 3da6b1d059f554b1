/** `script`: the scenes the writer makes of one idea, as the render command would voice and show them. */
import type { ScriptScene } from "../writer";
import { lengthOption, type CommandSpec, type OptionValues } from "./options";
import {
  chooseIdea,
  describeIdea,
  helpOption,
  ideaNumberOption,
  ideaOption,
  productOptions,
  scriptFor,
  seedOption,
  withImageSources,
  withProduct,
  videoLengthOption,
  type CliContext,
} from "./writing";

export const scriptSpec: CommandSpec = {
  name: "script",
  summary: "Print the script of one idea: each scene's spoken line, on-screen text, picture and duration.",
  options: {
    ...productOptions,
    ...ideaOption,
    ...videoLengthOption,
    json: { type: "boolean", description: "print JSON instead of text" },
    ...helpOption,
  },
  notes: ["Example:", "  npm run studio -- script --product product.json --idea 2 --length 15"],
};

export async function scriptCommand(values: OptionValues, context: CliContext): Promise<void> {
  const seed = seedOption(values);
  const ideaNumber = ideaNumberOption(values);
  const length = lengthOption(values);
  await withProduct(values, context, async (product) => {
    const idea = chooseIdea(product.facts, seed, ideaNumber);
    const script = withImageSources(scriptFor(product.facts, idea, length, seed), product);
    if (values.json === true) {
      context.stdout.write(`${JSON.stringify({ product: product.facts.name, idea: { number: ideaNumber, ...idea }, script }, null, 2)}\n`);
      return;
    }
    const lines = [`Script for idea ${ideaNumber}: ${idea.hook}`, `${describeIdea(idea)}, ${script.lengthSeconds} s, seed ${seed}`, ""];
    let startMs = 0;
    for (const [index, scene] of script.scenes.entries()) {
      const endMs = startMs + scene.durationMs;
      lines.push(
        `  ${index + 1}. ${seconds(startMs)}–${seconds(endMs)} s  ${scene.role}, ${scene.transition} in, shows ${mediaName(scene.media)}`,
        `     says:   ${scene.spoken}`,
        ...(scene.onScreenText ? [`     screen: ${scene.onScreenText}`] : []),
      );
      startMs = endMs;
    }
    context.stdout.write(`${lines.join("\n")}\n`);
  });
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}

function mediaName(media: ScriptScene["media"]): string {
  return media.kind === "broll" ? `b-roll "${media.id}"` : `${media.kind} ${media.path}`;
}
