/**
 * The lines after the hook, in each format's voice: an ad is direct, organic is conversational, UGC-style speaks as
 * a creator showing the product (never claiming time with it or results), educational explains in order, and a
 * promotional series frames each video as an episode. Every line restates a fact or states none.
 */
import type { IdeaFormat } from "./idea-types";
import type { ProductStory } from "./story";
import { capitalise, fill, type Slots } from "./template";
import { clipWords } from "./product-facts";
import { maxOnScreenWords, wordsIn } from "./story";

/** "detail": a scene someone else wrote (an LLM, a person); the writer cannot tell which fact it uses, so it has no rewording. */
export const sceneRoles = ["hook", "name", "feature", "description", "brand", "price", "look", "detail", "cta"] as const;
export type SceneRole = (typeof sceneRoles)[number];

export interface SceneLine {
  spoken: string;
  onScreenText: string;
}

/** A line and the template it came from, so a script does not open two scenes the same way ("In short: …" twice). */
export interface CandidateLine extends SceneLine {
  template: string;
}

/** Where a scene sits among the scenes of its role, for formats that count through features ("First… Next… Finally…"). */
export type Position = "first" | "middle" | "last" | "only";

type Phrases = Record<IdeaFormat, readonly (readonly [spoken: string, screen: string])[]>;

const featurePhrases: Phrases = {
  ad: [
    ["{Feature}.", "{label}"],
    ["Plus: {feature}.", "{label}"],
    ["You also get this: {feature}.", "{label}"],
    ["And there's more: {feature}.", "{label}"],
  ],
  organic: [
    ["Then there's this: {feature}.", "{label}"],
    ["Also worth knowing: {feature}.", "{label}"],
    ["And this part: {feature}.", "{label}"],
    ["Little detail: {feature}.", "{label}"],
  ],
  ugc: [
    ["And look: {feature}.", "{label}"],
    ["What caught my eye: {feature}.", "{label}"],
    ["Also, this: {feature}.", "{label}"],
    ["Check this out: {feature}.", "{label}"],
  ],
  educational: [
    ["Next: {feature}.", "{label}"],
    ["Also: {feature}.", "{label}"],
    ["Worth knowing: {feature}.", "{label}"],
  ],
  "promo-series": [
    ["In this episode: {feature}.", "{label}"],
    ["Today's focus: {feature}.", "{label}"],
    ["Also on the list: {feature}.", "{label}"],
    ["Worth knowing: {feature}.", "{label}"],
  ],
};

/** Educational scripts count through their points, so the first and last feature read as such. */
const educationalFeatureByPosition: Record<"first" | "last", readonly (readonly [string, string])[]> = {
  first: [
    ["First: {feature}.", "{label}"],
    ["Let's start here: {feature}.", "{label}"],
  ],
  last: [
    ["And finally: {feature}.", "{label}"],
    ["Last point: {feature}.", "{label}"],
  ],
};

const descriptionPhrases: Phrases = {
  ad: [["{sentence}", ""]],
  organic: [
    ["{sentence}", ""],
    ["Here's the idea. {sentence}", ""],
  ],
  ugc: [
    ["{sentence}", ""],
    ["Here's how they put it. {sentence}", ""],
  ],
  educational: [
    ["{sentence}", ""],
    ["In short: {sentenceMidLine}", ""],
  ],
  "promo-series": [
    ["{sentence}", ""],
    ["The idea is this. {sentence}", ""],
  ],
};

const brandPhrases: Phrases = {
  ad: [
    ["From {brand}.", "By {brand}"],
    ["{name} by {brand}.", "By {brand}"],
  ],
  organic: [
    ["It's from {brand}.", "From {brand}"],
    ["{brand} is behind this one.", "By {brand}"],
  ],
  ugc: [
    ["It's by {brand}, by the way.", "By {brand}"],
    ["This one's from {brand}.", "From {brand}"],
  ],
  educational: [
    ["{name} comes from {brand}.", "From {brand}"],
    ["The brand behind it: {brand}.", "Brand: {brand}"],
  ],
  "promo-series": [
    ["Brought to you by {brand}.", "By {brand}"],
    ["From the {brand} lineup.", "{brand}"],
  ],
};

const pricePhrases: Phrases = {
  ad: [
    ["All for {price}.", "{price}"],
    ["Yours for {price}.", "Yours for {price}"],
    ["{name}: {price}.", "{price}"],
  ],
  organic: [
    ["And it's {price}.", "{price}"],
    ["Price check: {price}.", "Price: {price}"],
  ],
  ugc: [
    ["It's {price}, by the way.", "{price}"],
    ["And it's {price}.", "{price}"],
  ],
  educational: [
    ["{name} costs {price}.", "Price: {price}"],
    ["The price: {price}.", "{price}"],
  ],
  "promo-series": [
    ["{name} is {price}.", "{price}"],
    ["Price: {price}.", "{price}"],
  ],
};

const namePhrases: Phrases = {
  ad: [
    ["This is {name}.", "{name}"],
    ["Here it is: {name}.", "{name}"],
  ],
  organic: [
    ["Meet {name}.", "{name}"],
    ["Here it is.", "{name}"],
  ],
  ugc: [
    ["So here it is.", "{name}"],
    ["This is {name}.", "{name}"],
  ],
  educational: [
    ["This is {name}.", "{name}"],
    ["Here's {name}.", "{name}"],
  ],
  "promo-series": [
    ["Here's {name}.", "{name}"],
    ["Our product this episode: {name}.", "{name}"],
  ],
};

/** For products with few facts: lines that invite a look without saying anything about the product. */
const lookPhrases: Phrases = {
  ad: [
    ["Take a closer look.", "Take a closer look"],
    ["See it for yourself.", "See it for yourself"],
    ["Look at the details.", "In the details"],
  ],
  organic: [
    ["Just look at it.", "Just look"],
    ["Here it is, up close.", "Up close"],
    ["Take it in for a second.", "Take a look"],
  ],
  ugc: [
    ["Look at this.", "Look at this"],
    ["Let me show you up close.", "Up close"],
    ["Here's another angle.", "Another angle"],
  ],
  educational: [
    ["Let's look at it closely.", "A closer look"],
    ["Here's what it looks like.", "What it looks like"],
    ["Notice the details.", "The details"],
  ],
  "promo-series": [
    ["A closer look, this episode.", "Up close"],
    ["Here it is from another angle.", "Another angle"],
    ["Take a good look.", "Take a look"],
  ],
};

/** `needsLink`: only offered when the product has a page to link to. */
const callsToAction: Record<IdeaFormat, readonly { spoken: string; screen: string; needsLink?: true }[]> = {
  ad: [
    { spoken: "Get {name} today.", screen: "Get yours today" },
    { spoken: "Shop {name} now.", screen: "Shop now" },
    { spoken: "Tap the link and get yours.", screen: "Tap to shop", needsLink: true },
  ],
  organic: [
    { spoken: "Save this for later, and follow for more.", screen: "Save for later" },
    { spoken: "Would you try it? Tell me below.", screen: "Would you try it?" },
    { spoken: "Follow for more finds like this.", screen: "Follow for more" },
  ],
  ugc: [
    { spoken: "Go check it out for yourself.", screen: "Check it out" },
    { spoken: "If you want one, the link is right there.", screen: "Tap the link", needsLink: true },
    { spoken: "Link's below if you want one.", screen: "Link below", needsLink: true },
  ],
  educational: [
    { spoken: "Save this so you remember it.", screen: "Save this" },
    { spoken: "Follow for more explainers like this.", screen: "Follow to learn more" },
    { spoken: "Questions about {name}? Ask below.", screen: "Ask me below" },
  ],
  "promo-series": [
    { spoken: "Follow so you don't miss the next episode.", screen: "Next episode soon" },
    { spoken: "More on {name} in the next episode. Follow along.", screen: "Follow the series" },
  ],
};

export interface LineRequest {
  role: Exclude<SceneRole, "hook">;
  format: IdeaFormat;
  story: ProductStory;
  /** Which feature or description sentence the scene is about. */
  factIndex?: number;
  position?: Position;
}

/** Every wording this scene could have, in a fixed order; the caller chooses with its seed. */
export function candidateLines(request: LineRequest): CandidateLine[] {
  const { role, story } = request;
  const slots = slotsFor(request);
  const pairs = phrasesFor(request);
  return pairs
    .map(([spoken, screen]) => {
      const filledSpoken = fill(spoken, slots);
      const filledScreen = fill(screen, slots) ?? (screen === "" ? "" : undefined);
      if (filledSpoken === undefined || filledScreen === undefined) return undefined;
      return { spoken: capitalise(filledSpoken), onScreenText: screenText(filledScreen, story, role), template: spoken };
    })
    .filter((line): line is CandidateLine => line !== undefined);
}

function phrasesFor({ role, format, story, position }: LineRequest): readonly (readonly [string, string])[] {
  switch (role) {
    case "feature":
      if (format === "educational" && (position === "first" || position === "last")) return educationalFeatureByPosition[position];
      return featurePhrases[format];
    case "description":
      return descriptionPhrases[format];
    case "brand":
      return brandPhrases[format];
    case "price":
      return pricePhrases[format];
    case "name":
      return namePhrases[format];
    case "look":
      return lookPhrases[format];
    case "detail":
      return [];
    case "cta":
      return callsToAction[format].filter((cta) => !cta.needsLink || story.hasLink).map((cta) => [cta.spoken, cta.screen] as const);
  }
}

function slotsFor({ story, factIndex, role }: LineRequest): Slots {
  const feature = role === "feature" && factIndex !== undefined ? story.features[factIndex] : undefined;
  const isSentence = role === "description" && factIndex !== undefined;
  return {
    name: story.name,
    brand: story.brand,
    price: story.price,
    feature: feature?.fragment,
    Feature: feature ? capitalise(feature.fragment) : undefined,
    label: feature?.label,
    sentence: isSentence ? story.sentences[factIndex] : undefined,
    sentenceMidLine: isSentence ? story.sentencesMidLine[factIndex] : undefined,
  };
}

/** The screen carries a few words; a description scene without its own shows the product's name. */
function screenText(text: string, story: ProductStory, role: SceneRole): string {
  if (text === "" && role === "description") return story.name;
  return wordsIn(text) <= maxOnScreenWords ? text : clipWords(text, maxOnScreenWords);
}
