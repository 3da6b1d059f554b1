/**
 * The poster writer: three headline and sub-line ideas from a product's facts and its offer, one led by the offer,
 * one by the product's best benefit and one by urgency (the end date or the code). Every claim comes from the facts
 * or the offer the user typed, as in the slide writer. A product named in Chinese gets its ideas in Chinese.
 */
import { formatPrice, type ProductFacts } from "./product-facts";
import { pick, randomFor, type Random } from "./random";
import { storyOf, type ProductStory } from "./story";

export interface PosterProduct {
  name: string;
  brand?: string | null;
  description?: string | null;
  features?: string[];
  price?: { amount: number; currency: string } | null;
}

export interface PosterOfferFacts {
  price?: string;
  oldPrice?: string;
  badge?: string;
  coupon?: string;
  /** A calendar day (YYYY-MM-DD), or a date already written out. */
  endsOn?: string;
}

export interface PosterHeadline {
  headline: string;
  subline: string;
}

/** The API's limits for the two fields (api/contract/posters.ts). */
export const posterHeadlineLimits = { headline: 80, subline: 140 } as const;

const hanCharacter = /\p{Script=Han}/u;

/** Cuts to whole words within `max` characters (Chinese, which has no spaces, by characters), with no dangling punctuation. */
function fit(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const words = clean.split(" ");
  let kept = "";
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > max) break;
    kept = next;
  }
  return (kept || clean.slice(0, max)).replace(/[\s,;:，、；：—–-]+$/u, "");
}

/** "2026-12-14" as "14 Dec" (or "12月14日"); anything else is kept as the user wrote it. */
function formatDay(value: string, chinese: boolean): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return value.trim();
  const [, , month, day] = match;
  if (chinese) return `${Number(month)}月${Number(day)}日`;
  const date = new Date(`${value.trim()}T00:00:00Z`);
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(date);
}

/** "-30%" and "30% off" both say a percentage off; other badges ("Save $550", "2 for 1") are quoted as written. */
function percentOff(badge: string | undefined): string | undefined {
  const match = badge && /^-?\s*(\d{1,2})\s*%(\s*off)?$/i.exec(badge.trim());
  return match ? match[1] : undefined;
}

interface Offer {
  price?: string;
  oldPrice?: string;
  badge?: string;
  coupon?: string;
  endsOn?: string;
}

function tidyOffer(offer: PosterOfferFacts, story: ProductStory, chinese: boolean): Offer {
  const clean = (value: string | undefined) => value?.replace(/\s+/g, " ").trim() || undefined;
  return {
    price: clean(offer.price) ?? story.price,
    oldPrice: clean(offer.oldPrice),
    badge: clean(offer.badge),
    coupon: clean(offer.coupon),
    endsOn: offer.endsOn?.trim() ? formatDay(offer.endsOn, chinese) : undefined,
  };
}

function englishIdeas(story: ProductStory, offer: Offer, random: Random): PosterHeadline[] {
  const name = story.name;
  const percent = percentOff(offer.badge);
  const benefit = story.features[0]?.label;
  const promise = story.sentences[0];
  const priceLine = offer.price ? (offer.oldPrice ? `Was ${offer.oldPrice}, now ${offer.price}.` : `Now ${offer.price}.`) : undefined;
  const codeLine = offer.coupon ? `Use code ${offer.coupon} at checkout.` : undefined;
  const endLine = offer.endsOn ? `Ends ${offer.endsOn}.` : undefined;
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" ");
  const second = story.features[1]?.label ?? story.sentences[1];
  const closing = (index: number) => ["Made for every day.", "Ready when you are.", "See why people love it."][index];

  const offerHeadline = percent
    ? `${percent}% off ${name}`
    : offer.badge
      ? `${name}: ${offer.badge}`
      : offer.oldPrice && offer.price
        ? `${name}, now ${offer.price}`
        : `${pick(random, ["Meet", "Discover", "Say hello to"])} ${name}`;
  const benefitHeadline = benefit && benefit.toLowerCase() !== name.toLowerCase() ? benefit : `${name}, ${pick(random, ["made to last", "made for every day", "done right"])}`;
  const urgentHeadline = offer.endsOn
    ? `${pick(random, ["Last chance: ends", "Only until", "Hurry, ends"])} ${offer.endsOn}`
    : offer.coupon
      ? `${pick(random, ["Save with code", "Your code:", "Unlock the deal:"])} ${offer.coupon}`
      : `${pick(random, ["Don't miss", "Grab", "Treat yourself to"])} ${name}`;

  const sentence = (text: string | undefined) => text && (/[.!?]$/.test(text) ? text : `${text}.`);
  return [
    { headline: offerHeadline, subline: join(sentence(promise ?? benefit) ?? closing(0), priceLine, codeLine, endLine) },
    {
      headline: benefitHeadline,
      subline: join(`${name}${percent ? `, now ${percent}% off` : ""}.`, priceLine, codeLine, endLine, priceLine || codeLine ? undefined : closing(1)),
    },
    {
      headline: urgentHeadline,
      subline: join(
        offer.badge && !percent ? `${offer.badge} on ${name}.` : `${name}${percent ? `, ${percent}% off` : ""}.`,
        sentence(second) ?? closing(2),
        priceLine,
        offer.endsOn ? undefined : codeLine,
      ),
    },
  ];
}

/** Chinese descriptions end sentences with 。！？ and have no spaces for the English sentence splitter to count. */
function chineseSentences(description: string | undefined): string[] {
  return (description ?? "")
    .split(/(?<=[。！？])/u)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4 && part.length <= 60);
}

function chineseIdeas(story: ProductStory, offer: Offer, random: Random, description: string | undefined): PosterHeadline[] {
  const name = story.name;
  const percent = percentOff(offer.badge);
  const benefit = story.features[0]?.label;
  const promise = chineseSentences(description)[0];
  const priceLine = offer.price ? (offer.oldPrice ? `原价${offer.oldPrice}，现价${offer.price}。` : `现价${offer.price}。`) : undefined;
  const codeLine = offer.coupon ? `结账时使用优惠码 ${offer.coupon}。` : undefined;
  const endLine = offer.endsOn ? `活动截至${offer.endsOn}。` : undefined;
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join("");
  const deal = percent ? `立减${percent}%` : (offer.badge ?? (offer.oldPrice && offer.price ? `只要${offer.price}` : pick(random, ["限时特惠", "新品上市", "好物推荐"])));

  const sentence = (text: string | undefined) => text && (/[。！？.!?]$/u.test(text) ? text : `${text}。`);
  return [
    { headline: `${name} ${deal}`, subline: join(sentence(promise ?? benefit) ?? "每天都值得更好的。", priceLine, codeLine, endLine) },
    {
      headline: benefit && benefit !== name ? benefit : `${name}，${pick(random, ["匠心之选", "每天都好用", "品质之选"])}`,
      subline: join(`${name}，${deal}。`, priceLine, codeLine),
    },
    {
      headline: offer.endsOn
        ? `${pick(random, ["最后机会", "限时抢购", "抓紧时间"])}：${offer.endsOn}截止`
        : offer.coupon
          ? `优惠码 ${offer.coupon} 等你用`
          : `${pick(random, ["别错过", "马上拥有", "犒劳自己"])}${name}`,
      subline: join(`${name}${percent ? `立减${percent}%` : ""}。`, priceLine, offer.endsOn ? codeLine : endLine),
    },
  ];
}

/** Yuan read as "¥299" to a Chinese reader; every other price as the slide writer writes it. */
function listedPrice(price: { amount: number; currency: string }, chinese: boolean): string {
  if (chinese && price.currency === "CNY") return `¥${Number.isInteger(price.amount) ? price.amount : price.amount.toFixed(2)}`;
  return formatPrice(price);
}

/** Exactly three distinct ideas, each within the limits; the same facts and seed give the same ideas. */
export function writePosterHeadlines(product: PosterProduct, offer: PosterOfferFacts, options: { seed?: number } = {}): PosterHeadline[] {
  const facts: ProductFacts = {
    name: product.name,
    brand: product.brand ?? undefined,
    description: product.description ?? undefined,
    features: product.features ?? [],
    images: [],
    price: product.price ?? undefined,
  };
  const story = storyOf(facts);
  const chinese = hanCharacter.test(product.name);
  const random = randomFor(options.seed ?? 1, "poster-headlines");
  const tidy = tidyOffer(offer, { ...story, price: product.price ? listedPrice(product.price, chinese) : undefined }, chinese);
  const drafts = chinese ? chineseIdeas(story, tidy, random, facts.description) : englishIdeas(story, tidy, random);
  const ideas: PosterHeadline[] = [];
  for (const draft of drafts) {
    let headline = fit(draft.headline, posterHeadlineLimits.headline);
    // Two ideas that open alike are one idea: the later one leads with the name instead.
    if (ideas.some((idea) => idea.headline === headline)) {
      const fallback = chinese ? ["优惠进行中", "好价来袭", "现已上架"] : ["on offer now", "at its best price", "in store now"];
      headline = fit(`${story.name}${chinese ? "，" : ", "}${fallback[ideas.length]!}`, posterHeadlineLimits.headline);
    }
    ideas.push({ headline, subline: fit(draft.subline || story.name, posterHeadlineLimits.subline) });
  }
  return ideas;
}
