/**
 * The slide writer: a product's facts → the texts of a slideshow. A cover with the name and a promise, one slide per
 * benefit (at most four), the price when it is known, and a closing call to action; every text comes from the facts,
 * so nothing is claimed that the product page did not say. Each slide takes one of the product's images in turn.
 */
import { clipWords, type ProductFacts } from "./product-facts";
import { pick, randomFor } from "./random";
import { storyOf } from "./story";

export type WrittenSlideRole = "cover" | "feature" | "offer" | "closing";

export interface WrittenSlide {
  role: WrittenSlideRole;
  texts: { headline?: string; subline?: string; label?: string; price?: string; oldPrice?: string; badge?: string; cta?: string };
  /** One of `product.images` (an id or a path), or undefined for a text-only slide. */
  image?: string;
}

export interface SlideWritingOptions {
  seed: number;
  /** The brand kit's own call to action; one of ours otherwise. */
  callToAction?: string;
}

export const maxBenefitSlides = 4;

const closingLines = ["Made for every day", "Ready when you are", "Find your favourite", "See why people love it"];
const callsToAction = ["Shop now", "Get yours", "Order today", "Discover more"];
const offerLines = ["Now only", "Yours for", "Today's price"];

/** Cuts to whole words within `max` characters (a layer's limit), without a dangling last word. */
function fitChars(text: string, max: number): string {
  let words = text.trim().split(/\s+/).length;
  let fitted = text.trim();
  while (fitted.length > max && words > 1) fitted = clipWords(text, --words);
  return fitted.length > max ? fitted.slice(0, max).trimEnd() : fitted;
}

export function writeSlides(product: ProductFacts, { seed, callToAction }: SlideWritingOptions): WrittenSlide[] {
  const story = storyOf(product);
  const random = randomFor(seed, "slides");
  const images = product.images;
  const imageAt = (index: number) => (images.length > 0 ? images[index % images.length] : undefined);
  const promise = story.sentences[0] ?? story.features[0]?.fragment;

  const slides: WrittenSlide[] = [
    {
      role: "cover",
      texts: {
        headline: fitChars(story.name, 90),
        ...(promise && { subline: fitChars(promise, 140) }),
        ...(story.brand && { label: fitChars(story.brand, 40) }),
      },
      image: imageAt(0),
    },
  ];
  const benefits = story.features.slice(0, maxBenefitSlides);
  benefits.forEach((feature, index) => {
    slides.push({
      role: "feature",
      texts: { label: `${String(index + 1).padStart(2, "0")} / ${String(benefits.length).padStart(2, "0")}`, headline: fitChars(feature.label, 90) },
      image: imageAt(index + 1),
    });
  });
  if (story.price) {
    slides.push({ role: "offer", texts: { label: pick(random, offerLines), headline: fitChars(story.name, 90), price: story.price }, image: imageAt(0) });
  }
  slides.push({
    role: "closing",
    texts: { headline: pick(random, closingLines), cta: fitChars(callToAction ?? pick(random, callsToAction), 28) },
    image: imageAt(Math.max(0, images.length - 1)),
  });
  return slides;
}
