/**
 * The promotional writer: one script for an offer across one to six products. It opens with the offer, gives each
 * product a scene that says its name while the screen shows its price and the offer price, adds the products'
 * features while time allows, and closes with the code, the end date and the call to action. Offline and seeded like
 * the product writer; every claim comes from the products' facts or the offer the user typed, and the scenes add up
 * exactly to the length with every line sayable in its scene at the voice's relaxed pace (or briskly, never past
 * timing.ts's fastest pace, when many products share a short video).
 */
import type { VideoLength } from "../timeline";
import { ScriptError } from "./errors";
import type { ProductFacts } from "./product-facts";
import { closingTiers, openingTiers, productExtras, productTiers, type PromoCopy, type PromoLine, type PromoTiers } from "./promo-lines";
import { checkPromoInput, effectiveDiscount, offerDay, promoCallToAction, promoPrices, type PromoLanguage, type PromoOffer } from "./promo-offer";
import { normaliseSeed, pick, randomFor, type Random } from "./random";
import { storyOf } from "./story";
import { allocateDurations, maxWordsPerSecond, minSceneMs, spokenWords, targetWordsPerSecond } from "./timing";

export {
  promoKinds,
  promoLanguages,
  promoLimits,
  promoCallToAction,
  promoPrices,
  offerAmount,
  type PromoKind,
  type PromoLanguage,
  type PromoOffer,
  type PromoPrices,
} from "./promo-offer";

export interface PromoScriptInput {
  products: ProductFacts[];
  offer: PromoOffer;
}

export interface PromoScriptOptions {
  lengthSeconds: VideoLength;
  seed: number;
  /** Defaults to Chinese when the headline is written in Chinese, English otherwise. */
  language?: PromoLanguage;
}

export interface PromoScene {
  spoken: string;
  onScreenText: string;
  /** The product the scene is about (its position in the input); null for the opening and the closing. */
  productIndex: number | null;
  durationMs: number;
}

export interface PromoScript {
  title: string;
  scenes: PromoScene[];
}

/** More scenes than this and shots flash by; fewer and a long video lingers on one picture (as script.ts). */
const sceneLimits: Record<VideoLength, { min: number; max: number }> = {
  15: { min: 3, max: 8 },
  30: { min: 4, max: 12 },
  60: { min: 6, max: 18 },
};

/** The breath after each line, as in timing.ts. */
const pauseMs = 400;
const stepMs = 100;
/** A Chinese voice says about four characters a second: one and a half characters take as long as an English word. */
const hanCharactersPerWord = 1.5;
const hanCharacter = /\p{Script=Han}/gu;

/**
 * Words as a voice says them (timing.ts's count), extended to Chinese characters and to the offer's code, which
 * is read out letter by letter or in short chunks: about one word per two characters.
 */
export function promoSpokenWords(text: string, code?: string | null): number {
  const hanCount = text.match(hanCharacter)?.length ?? 0;
  const codeKey = code ? bare(code) : undefined;
  const words = text
    .replace(hanCharacter, " ")
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token))
    .reduce((total, token) => total + (codeKey && bare(token) === codeKey ? Math.ceil(codeKey.length / 2) : spokenWords(token)), 0);
  return words + hanCount / hanCharactersPerWord;
}

function bare(token: string): string {
  return token.replace(/[^\p{L}\p{N}]/gu, "").toLowerCase();
}

/**
 * The time a line needs, in whole tenths of a second: at the relaxed target pace with a breath after it (timing.ts's
 * neededMs), or at the brisk pace no line may pass (timing.ts's shortestMs), for offers that fit no other way.
 */
export function promoNeededMs(spoken: string, code?: string | null, pace: Pace = "relaxed"): number {
  const words = promoSpokenWords(spoken, code);
  const ms = pace === "relaxed" ? (words / targetWordsPerSecond) * 1000 + pauseMs : (words / maxWordsPerSecond) * 1000;
  return Math.max(minSceneMs, Math.ceil(ms / stepMs) * stepMs);
}

export type Pace = "relaxed" | "brisk";

interface Slot {
  productIndex: number | null;
  tiers: PromoTiers;
  /** The chosen tier. */
  tier: number;
}

export function writePromoScript(input: PromoScriptInput, options: PromoScriptOptions): PromoScript {
  const { products, offer } = input;
  checkPromoInput(products, offer);
  const language = options.language ?? (/\p{Script=Han}/u.test(offer.headline) ? "zh" : "en");
  const copy = promoCopy(products, offer, language);
  // Six products in 15 seconds may only fit said briskly; anything that fits at the relaxed pace is said so.
  const planned = planScenes(copy, options.lengthSeconds, "relaxed") ?? planScenes(copy, options.lengthSeconds, "brisk");
  if (!planned) {
    throw new ScriptError(
      "durations-do-not-fit",
      `${products.length} products do not fit a ${options.lengthSeconds}-second video at a natural pace. Choose a longer video or fewer products.`,
    );
  }
  const random = randomFor(normaliseSeed(options.seed), `promo|${options.lengthSeconds}|${language}`);
  const usedTemplates = new Set<string>();
  const lines = planned.slots.map((slot) => {
    const line = pickUnused(random, slot.tiers[slot.tier]!, usedTemplates);
    usedTemplates.add(line.template);
    return line;
  });
  const durations = allocateDurations(
    lines.map((line) => promoNeededMs(line.spoken, copy.code, planned.pace)),
    options.lengthSeconds * 1000,
  );
  if (!durations) throw new ScriptError("durations-do-not-fit", `The scenes do not fit a ${options.lengthSeconds}-second video.`);
  return {
    title: copy.headline,
    scenes: lines.map((line, index) => ({
      spoken: line.spoken,
      onScreenText: line.onScreenText,
      productIndex: planned.slots[index]!.productIndex,
      durationMs: durations[index]!,
    })),
  };
}

/** Which scenes the video has and how richly each is worded; undefined when even the shortest wordings do not fit. */
function planScenes(copy: PromoCopy, lengthSeconds: VideoLength, pace: Pace): { slots: Slot[]; pace: Pace } | undefined {
  const limits = sceneLimits[lengthSeconds];
  /** A tier is planned with its longest wording, so whichever the seed picks still fits. */
  const tierNeed = (tier: readonly PromoLine[]) => Math.max(...tier.map((line) => promoNeededMs(line.spoken, copy.code, pace)));
  const slotNeed = (slot: Slot) => tierNeed(slot.tiers[slot.tier]!);
  const shortestTier = (tiers: PromoTiers) => tiers.reduce((best, tier, index) => (tierNeed(tier) < tierNeed(tiers[best]!) ? index : best), 0);
  const slotOf = (productIndex: number | null, tiers: PromoTiers): Slot => ({ productIndex, tiers, tier: shortestTier(tiers) });

  const opening = slotOf(null, openingTiers(copy));
  const productSlots = copy.products.map((_, index) => slotOf(index, productTiers(copy, index)));
  const closing = slotOf(null, closingTiers(copy));
  const extras: Slot[][] = copy.products.map(() => []);
  const sceneCount = () => 2 + productSlots.length + extras.flat().length;
  let budgetMs = lengthSeconds * 1000 - [opening, ...productSlots, closing].reduce((sum, slot) => sum + slotNeed(slot), 0);
  if (budgetMs < 0) return undefined;
  // Said briskly, the shortest wordings only: the spare time goes to slowing them down, not to saying more.
  if (pace === "brisk") return { slots: [opening, ...productSlots, closing], pace };

  // Richer wordings a step at a time in turn, so no scene is rich while another is bare; every product's scene
  // moves together so the products read alike.
  const upgrade = (slots: Slot[]): boolean => {
    const richer = slots.filter((slot) => slot.tier > 0);
    if (richer.length === 0) return false;
    const extra = richer.reduce((sum, slot) => sum + tierNeed(slot.tiers[slot.tier - 1]!) - slotNeed(slot), 0);
    if (extra > budgetMs) return false;
    for (const slot of richer) slot.tier--;
    budgetMs -= extra;
    return true;
  };
  for (let changed = true; changed;) {
    changed = [upgrade(productSlots), upgrade([opening]), upgrade([closing])].some(Boolean);
  }

  // Then the products' facts in turn (every product's first feature before any second one), then looks to give a
  // long video enough changes of picture.
  const addInTurns = (scenesOf: (index: number) => PromoLine[][], enough: () => boolean) => {
    const queues = copy.products.map((_, index) => [...scenesOf(index)]);
    while (!enough() && queues.some((queue) => queue.length > 0)) {
      queues.forEach((queue, index) => {
        const scene = queue.shift();
        if (!scene || enough()) return;
        const slot = slotOf(index, [scene]);
        if (slotNeed(slot) > budgetMs) return;
        extras[index]!.push(slot);
        budgetMs -= slotNeed(slot);
      });
    }
  };
  const extrasOf = copy.products.map((_, index) => productExtras(copy, index));
  addInTurns(
    (index) => extrasOf[index]!.facts,
    () => sceneCount() >= limits.max,
  );
  addInTurns(
    (index) => extrasOf[index]!.looks,
    () => sceneCount() >= limits.min,
  );

  return { slots: [opening, ...productSlots.flatMap((slot, index) => [slot, ...extras[index]!]), closing], pace };
}

function promoCopy(products: readonly ProductFacts[], offer: PromoOffer, language: PromoLanguage): PromoCopy {
  const discount = effectiveDiscount(offer);
  return {
    language,
    kind: offer.kind,
    headline: offer.headline.trim(),
    ...(discount ? { percent: String(discount) } : {}),
    ...(offer.endsOn ? { endsSpoken: offerDay(offer.endsOn, language, "spoken"), endsScreen: offerDay(offer.endsOn, language, "screen") } : {}),
    ...(offer.code?.trim() ? { code: offer.code.trim() } : {}),
    callToAction: promoCallToAction(offer, language),
    products: products.map((product) => ({ story: storyOf(product), ...(product.price ? promoPrices(product.price, discount, language) : {}) })),
  };
}

/** Each scene opens differently while wordings are left; after that a repeat beats an empty scene (as script.ts). */
function pickUnused(random: Random, lines: readonly PromoLine[], usedTemplates: ReadonlySet<string>): PromoLine {
  const fresh = lines.filter((line) => !usedTemplates.has(line.template));
  return pick(random, fresh.length > 0 ? fresh : lines);
}
