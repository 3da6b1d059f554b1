/**
 * Sample posters for the gallery, the benchmark and the tests: a short and a long English offer on the dark and the
 * light photo, the offer in Chinese, and a bare poster with a headline only and no photo.
 */
import { darkPhoto, lightPhoto, sampleLogo } from "../fixtures/sample-slides";
import type { PosterContent } from "./content";

export { sampleLogo };

export interface PosterSample {
  name: string;
  content: PosterContent;
  image?: Buffer;
}

export const shortOffer: PosterContent = {
  headline: "Espresso week",
  subline: "Hand-thrown cups that keep every shot hot.",
  price: "$49",
  oldPrice: "$69",
  badge: "-30%",
  coupon: "BREW30",
  dates: "1–14 Dec 2026",
  cta: "Shop now",
  qrUrl: "https://shop.example/products/espresso-cup?utm_source=poster",
};

export const longOffer: PosterContent = {
  headline: "The expedition jacket that shrugs off wind, rain and snow all winter",
  subline: "A windproof shell with a soft fleece lining and sealed seams, built for long days outdoors and cold nights in the city.",
  price: "$1,249.00",
  oldPrice: "$1,799.00",
  badge: "Save $550",
  coupon: "WINTER-EXPEDITION-24",
  dates: "Friday 27 November – Monday 14 December 2026",
  cta: "Order yours today online",
  qrUrl: "https://shop.example/products/expedition-jacket-windproof-fleece-lined?variant=4477",
};

export const chineseOffer: PosterContent = {
  headline: "手工陶瓷咖啡杯限时特惠",
  subline: "每一杯浓缩咖啡都值得更好的杯子：保温更久，手感更好。",
  price: "¥299",
  oldPrice: "¥399",
  badge: "立减25%",
  coupon: "KAFEI25",
  dates: "2026年12月1日至14日",
  cta: "立即购买",
  qrUrl: "https://shop.example/zh/products/espresso-cup",
};

export const bareOffer: PosterContent = { headline: "Now in store" };

export const posterSamples: PosterSample[] = [
  { name: "short-dark", content: shortOffer, image: darkPhoto },
  { name: "long-light", content: longOffer, image: lightPhoto },
  { name: "chinese-dark", content: chineseOffer, image: darkPhoto },
  { name: "bare", content: bareOffer },
];
