/**
 * The wordings of a promotional script, in English and Chinese. Each scene has tiers of wordings from the richest to
 * the shortest; the planner takes the richest tier the length allows and the seed picks within it. Every line
 * restates the offer the user typed or a product fact; a slot without a value drops the wording that needs it.
 */
import { withoutTrailing } from "../lib/without-trailing";
import { candidateLines } from "./lines";
import type { PromoKind, PromoLanguage } from "./promo-offer";
import type { ProductStory } from "./story";
import { capitalise } from "./template";

export interface PromoLine {
  spoken: string;
  onScreenText: string;
  /** The wording it came from, so two scenes do not open the same way while other wordings are left. */
  template: string;
}

/** A scene's wordings, richest tier first; every tier holds at least one line. */
export type PromoTiers = PromoLine[][];

export interface PromoProductCopy {
  story: ProductStory;
  /** The price as listed, when the product has one. */
  price?: string;
  /** The price after the discount, when the offer has one. */
  offerPrice?: string;
}

/** Everything copy is written from, already formatted for the script's language. */
export interface PromoCopy {
  language: PromoLanguage;
  kind: PromoKind;
  headline: string;
  /** "20" for 20 % off; absent without a discount. */
  percent?: string;
  endsSpoken?: string;
  endsScreen?: string;
  code?: string;
  callToAction: string;
  products: PromoProductCopy[];
}

type Slots = Record<string, string | undefined>;

/** Fills `{slot}`s; undefined when a slot has no value, so the wording is skipped rather than left with a gap. */
function fill(template: string, slots: Slots): string | undefined {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const value = slots[slot];
    if (value === undefined) missing = true;
    return value ?? "";
  });
  return missing ? undefined : capitalise(text);
}

function linesOf(templates: readonly string[], slots: Slots, onScreenText: string): PromoLine[] {
  return templates.flatMap((template) => {
    const spoken = fill(template, slots);
    return spoken === undefined ? [] : [{ spoken, onScreenText, template }];
  });
}

function tiersOf(tiers: readonly (readonly string[])[], slots: Slots, onScreenText: string): PromoTiers {
  return tiers.map((templates) => linesOf(templates, slots, onScreenText)).filter((tier) => tier.length > 0);
}

const englishNumbers = ["zero", "one", "two", "three", "four", "five", "six"];
const chineseNumbers = ["零", "一", "两", "三", "四", "五", "六"];

/** The products as one phrase: a name, two names, or "these three products" once listing them takes too long. */
function itemsPhrase(copy: PromoCopy): string {
  const names = copy.products.map((product) => product.story.name);
  const zh = copy.language === "zh";
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return zh ? `${names[0]}和${names[1]}` : `${names[0]} and ${names[1]}`;
  return zh ? `这${chineseNumbers[names.length]}款商品` : `these ${englishNumbers[names.length]} products`;
}

/** The user's headline as a sentence of its own. */
function asSentence(text: string, language: PromoLanguage): string {
  const trimmed = text.trim();
  if (/[.!?。！？]$/u.test(trimmed)) return trimmed;
  return `${withoutTrailing(trimmed, /[,;:，；：]/)}${language === "zh" ? "。" : "."}`;
}

const englishOffer: Record<PromoKind, { discounted: readonly string[]; plain: readonly string[]; label: string }> = {
  sale: {
    discounted: ["Take {percent}% off {items}{until}.", "Save {percent}% on {items}{until}."],
    plain: ["{Items}, on offer{until}.", "Shop {items}{until}."],
    label: "On offer now.",
  },
  launch: {
    discounted: ["Just launched: {items}, now {percent}% off{until}.", "New in: {items}, {percent}% off{until}."],
    plain: ["Just launched: {items}{until}.", "New in: {items}{until}."],
    label: "Just launched.",
  },
  bundle: {
    discounted: ["Get {items} together and save {percent}%{until}.", "Bundle {items} and save {percent}%{until}."],
    plain: ["Get {items} together{until}.", "Bundle {items}{until}."],
    label: "A bundle deal.",
  },
  seasonal: {
    discounted: ["This season, take {percent}% off {items}{until}.", "Seasonal savings: {percent}% off {items}{until}."],
    plain: ["This season: {items}{until}.", "For the season: {items}{until}."],
    label: "A seasonal offer.",
  },
};

const chineseOffer: Record<PromoKind, { discounted: readonly string[]; plain: readonly string[]; label: string }> = {
  sale: {
    discounted: ["{items}立减{percent}%{until}。", "{items}直降{percent}%{until}。"],
    plain: ["{items}优惠中{until}。"],
    label: "优惠进行中。",
  },
  launch: {
    discounted: ["新品上市：{items}，首发立减{percent}%{until}。", "{items}全新上市，立减{percent}%{until}。"],
    plain: ["新品上市：{items}{until}。", "{items}全新上市{until}。"],
    label: "新品上市。",
  },
  bundle: {
    discounted: ["{items}组合购买，立减{percent}%{until}。", "组合购买{items}，立省{percent}%{until}。"],
    plain: ["{items}组合购买{until}。"],
    label: "组合优惠。",
  },
  seasonal: {
    discounted: ["应季优惠：{items}立减{percent}%{until}。", "本季{items}立减{percent}%{until}。"],
    plain: ["应季推荐：{items}{until}。"],
    label: "应季优惠。",
  },
};

/** The opening: the headline and what the offer is, down to just the discount (or the kind of offer). */
export function openingTiers(copy: PromoCopy): PromoTiers {
  const zh = copy.language === "zh";
  const headline = asSentence(copy.headline, copy.language);
  const saysPercent = copy.percent !== undefined && copy.headline.includes(`${copy.percent}%`);
  const until = copy.endsSpoken ? (zh ? `，截至${copy.endsSpoken}` : `, until ${copy.endsSpoken}`) : "";
  const items = itemsPhrase(copy);
  const slots: Slots = { percent: copy.percent, until, items, Items: capitalise(items) };
  const kind = (zh ? chineseOffer : englishOffer)[copy.kind];
  const offer = copy.percent ? kind.discounted : kind.plain;
  // A headline that already says "20% off" is followed by what it applies to, not by the percentage again.
  const after = saysPercent ? [zh ? "适用于{items}{until}。" : "On {items}{until}."] : offer;
  const short = zh ? ["立减{percent}%{until}。", "立减{percent}%。"] : ["{percent}% off{until}.", "{percent}% off."];
  const screen = copy.percent && !saysPercent ? discountScreen(copy) : copy.headline.trim();
  return tiersOf(
    [after.map((line) => `${headline.replace(/[{}]/g, "")}${zh ? "" : " "}${line}`), offer, ...(copy.percent ? short.map((line) => [line]) : [[kind.label]])],
    slots,
    screen,
  );
}

function discountScreen(copy: PromoCopy): string {
  if (copy.language === "zh") return `立减${copy.percent}%${copy.endsScreen ? ` · ${copy.endsScreen}截止` : ""}`;
  return `${copy.percent}% off${copy.endsScreen ? ` until ${copy.endsScreen}` : ""}`;
}

const englishProduct = {
  discounted: [
    ["{name}: was {price}, now {offer}.", "{name}, down from {price} to {offer}.", "{name}: {offer} instead of {price}."],
    ["{name}, now {offer}.", "{name}: just {offer}.", "{name} for {offer}."],
  ],
  priced: [["{name}: {price}.", "{name}, yours for {price}."]],
  unpriced: [["Meet {name}.", "Here's {name}."]],
  short: ["{name}."],
};

const chineseProduct = {
  discounted: [
    ["{name}，原价{price}，现价{offer}。", "{name}，从{price}降到{offer}。"],
    ["{name}，现价{offer}。", "{name}，只要{offer}。"],
  ],
  priced: [["{name}，{price}。", "{name}，售价{price}。"]],
  unpriced: [["来看看{name}。", "这是{name}。"]],
  short: ["{name}。"],
};

/** A product's own scene: says its name; the screen shows its price and the offer price ("$49.00 → $39.20"). */
export function productTiers(copy: PromoCopy, index: number): PromoTiers {
  const product = copy.products[index]!;
  const wordings = copy.language === "zh" ? chineseProduct : englishProduct;
  const slots: Slots = { name: product.story.name, price: product.price, offer: product.offerPrice };
  const longer = product.price && product.offerPrice ? wordings.discounted : product.price ? wordings.priced : wordings.unpriced;
  const screen = product.price ? (product.offerPrice ? `${product.price} → ${product.offerPrice}` : product.price) : product.story.name;
  return tiersOf([...longer, wordings.short], slots, screen);
}

const chineseLooks: readonly (readonly [string, string])[] = [
  ["细看一下。", "细节一览"],
  ["换个角度看看。", "换个角度"],
  ["看看细节。", "细节"],
];

/**
 * What else can be said about a product when time allows, each entry one scene's wordings: its features and first
 * description sentence (English only: the sentence splitter reads English), then fact-free invitations to look.
 */
export function productExtras(copy: PromoCopy, index: number): { facts: PromoLine[][]; looks: PromoLine[][] } {
  const { story } = copy.products[index]!;
  if (copy.language === "zh") {
    const facts = story.features.map((feature) => [
      { spoken: asSentence(withoutTrailing(feature.fragment, /[.!。！]/u), "zh"), onScreenText: feature.label, template: "feature" },
    ]);
    const looks = rotated(chineseLooks, index).map(([spoken, screen]) => [{ spoken, onScreenText: screen, template: spoken }]);
    return { facts, looks };
  }
  const lines = (role: "feature" | "description" | "look", factIndex?: number) =>
    candidateLines({ role, format: "ad", story, ...(factIndex !== undefined ? { factIndex } : {}) }).map(({ spoken, onScreenText, template }) => ({
      spoken,
      onScreenText,
      template,
    }));
  const facts = [...story.features.map((_, factIndex) => lines("feature", factIndex)), ...story.sentences.slice(0, 1).map((_, factIndex) => lines("description", factIndex))];
  const looks = rotated(lines("look"), index).map((line) => [line]);
  return { facts: facts.filter((scene) => scene.length > 0), looks };
}

/** Each product starts the looks at a different one, so two products' look scenes are worded differently. */
function rotated<T>(items: readonly T[], by: number): T[] {
  const start = items.length > 0 ? by % items.length : 0;
  return [...items.slice(start), ...items.slice(0, start)];
}

const englishClosing = [
  ["Use code {code} at checkout.", "The offer ends {ends}.", "{cta}"],
  ["Enter {code} at checkout.", "Ends {ends}.", "{cta}"],
] as const;

const chineseClosing = [
  ["结账时输入优惠码 {code}。", "活动截至{ends}。", "{cta}"],
  ["下单时使用优惠码 {code}。", "{ends}截止。", "{cta}"],
] as const;

/**
 * The closing: the code, the end date and the call to action. Shorter tiers leave the date to the screen, and a
 * long code is shown rather than read out; the screen always carries both.
 */
export function closingTiers(copy: PromoCopy): PromoTiers {
  const zh = copy.language === "zh";
  const join = (parts: readonly (string | false | undefined)[]) => parts.filter(Boolean).join(zh ? "" : " ");
  const cta = asSentence(copy.callToAction, copy.language).replace(/。$/u, "！");
  const slots: Slots = { code: copy.code, ends: copy.endsSpoken, cta };
  const rich = (zh ? chineseClosing : englishClosing).map(([code, ends, action]) => join([copy.code && code, copy.endsSpoken && ends, action]));
  const codeOnly = zh ? "优惠码 {code}。" : "Code {code}.";
  const tiers = [
    rich,
    [join([copy.code && codeOnly, copy.endsSpoken && (zh ? "{ends}截止。" : "Ends {ends}."), "{cta}"])],
    [join([copy.code && codeOnly, "{cta}"])],
    [join([copy.code && (zh ? "优惠码见屏幕。" : "Use the code on screen."), "{cta}"])],
  ];
  const screenParts = zh
    ? [copy.code && `优惠码 ${copy.code}`, copy.endsScreen && `${copy.endsScreen}截止`]
    : [copy.code && `Code ${copy.code}`, copy.endsScreen && `Ends ${copy.endsScreen}`];
  const screen = screenParts.filter(Boolean).join(" · ") || copy.callToAction;
  return dedupe(tiersOf(tiers, slots, screen));
}

/** Tiers that came out the same (no code, no date) are one tier. */
function dedupe(tiers: PromoTiers): PromoTiers {
  const seen = new Set<string>();
  return tiers.filter((tier) => {
    const key = tier.map((line) => line.spoken).join("\n");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
