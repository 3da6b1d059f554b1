/** `ideas`: the ideas the writer has for a product, numbered as --idea picks them. */
import type { CommandSpec, OptionValues } from "./options";
import { describeIdea, helpOption, ideasFor, productOptions, seedOption, withProduct, type CliContext } from "./writing";

export const ideasSpec: CommandSpec = {
  name: "ideas",
  summary: "Print the video ideas for a product: each with a hook, a format and an angle.",
  options: {
    ...productOptions,
    json: { type: "boolean", description: "print JSON instead of text" },
    ...helpOption,
  },
  notes: ["Examples:", "  npm run studio -- ideas --product product.json", "  npm run studio -- ideas --product https://shop.example/products/trail-bottle --seed 7 --json"],
};

export async function ideasCommand(values: OptionValues, context: CliContext): Promise<void> {
  const seed = seedOption(values);
  await withProduct(values, context, async ({ facts }) => {
    const ideas = ideasFor(facts, seed);
    if (values.json === true) {
      context.stdout.write(`${JSON.stringify({ product: facts.name, seed, ideas: ideas.map((idea, index) => ({ number: index + 1, ...idea })) }, null, 2)}\n`);
      return;
    }
    const lines = [`Ideas for "${facts.name}" (seed ${seed}):`];
    ideas.forEach((idea, index) => lines.push(`  ${index + 1}. ${idea.hook}`, `     ${describeIdea(idea)}`));
    lines.push("", `Write one with: npm run studio -- script --product … --idea N${seed === 1 ? "" : ` --seed ${seed}`}`);
    context.stdout.write(`${lines.join("\n")}\n`);
  });
}
