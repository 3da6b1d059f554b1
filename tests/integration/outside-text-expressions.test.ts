/**
 * Every regular expression that reads text from outside (a shop page, an upload's name, a form, a script) must take
 * time in proportion to its input. One that backtracks blocks the event loop, and with it the web app, the API and
 * the inline render worker (40 newlines in a meta description once held the server for hours; docs/decisions/031-linear-expressions-on-outside-text.md). Each exported
 * function that runs such an expression is called here on adversarial texts, and fails above 50 ms.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer, type AnswerRule } from "../../api/contract/form-answers";
import { brandKey } from "../../api/materials/brands";
import { searchWords } from "../../api/materials/search";
import { displayFileName } from "../../api/media/library";
import { emailField, nameField, passwordField } from "../../api/auth/fields";
import { SceneSchema } from "../../app/components/create-video/schemas";
import { DetailsSchema, LinkSchema } from "../../app/utils/product-intake";
import { EmailSchema, NameSchema, PasswordSchema } from "../../app/utils/validation";
import { extractProduct } from "../../studio/intake/extract-product";
import { absoluteHttpUrl, bulletsFromHtml, clip, currencyCode, descriptionText, parsePriceAmount, plainText, tidyFeatures } from "../../studio/intake/text";
import { buildCaptionsAss } from "../../studio/render/captions-ass";
import { shortTimeline } from "../../studio/render/fixtures/reference-timeline";
import { frameLayoutFor } from "../../studio/render/frame-layout";
import { planTiming } from "../../studio/render/timing-plan";
import { timeline as timelineSchema } from "../../studio/timeline";
import { estimateWordTimings } from "../../studio/voice/estimate-word-timings";
import { comparableToken, splitScriptTokens, toFestivalText } from "../../studio/voice/script-tokens";
import { spokenForm, spokenWeight, syllablesIn, soundsIn } from "../../studio/voice/spoken-weight";
import { editScene, findUnsupportedClaims, generateIdeas, writeScript, type ProductFacts } from "../../studio/writer";
import { clipWords, sentenceCase, shortProductName, tidyFacts } from "../../studio/writer/product-facts";
import { spokenWords } from "../../studio/writer/timing";
import { trailBottle } from "../../studio/writer/test-fixtures";

const budgetMs = 50;

/**
 * Sizes grow so that an expression that backtracks exponentially fails on a few dozen characters (24 newlines took
 * the old intake expression 200 ms) instead of hanging the run on the large ones.
 */
const sizes = [8, 16, 20, 24, 28, 32, 1_000, 10_000];

function adversarialTexts(size: number): [label: string, text: string][] {
  const runs = [".", ",", "!", "?", ";", ":", "-", "\u2014", "0", "1", "$", "&", "{", "\t", "\u00a0"];
  return [
    ["newlines", "\n".repeat(size)],
    ["spaces", " ".repeat(size)],
    ["x, newlines, y", `x${"\n".repeat(size)}y`],
    ["x, newlines, Y", `x${"\n".repeat(size)}Y`],
    ["x, CRLF and spaces, y", `x${"\r\n ".repeat(Math.ceil(size / 3))}y`],
    ["x, spaces, y", `x${" ".repeat(size)}y`],
    ...runs.map((run): [string, string] => [`"${run}" repeated, then x`, `${run.repeat(size)}x`]),
    ["a number with a long run of zeros", `1.${"0".repeat(size)}1`],
    ["a long word", "a".repeat(size)],
    ["a long shouted word", "A".repeat(size)],
    ["prices", "$1".repeat(Math.ceil(size / 2))],
    ["short lines", "Ab\n".repeat(Math.ceil(size / 3))],
    ["list items", "<li>".repeat(Math.ceil(size / 4))],
    ["Shopify's currency start repeated", "Shopify.currency={".repeat(Math.ceil(size / 18))],
  ];
}

/** The best of five runs, so a moment of contention on a shared machine is not taken for backtracking. */
function fastestMs(run: () => unknown): number {
  let best = Infinity;
  for (let attempt = 0; attempt < 5 && best > budgetMs; attempt++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

function expectLinear(name: string, use: (text: string) => unknown) {
  for (const size of sizes) {
    for (const [label, text] of adversarialTexts(size)) {
      const ms = fastestMs(() => use(text));
      expect(ms, `${name} on ${label}, ${size} characters: ${ms.toFixed(1)} ms`).toBeLessThan(budgetMs);
    }
  }
}

/** Each place of a shop page the intake reads, holding the text: meta tags, JSON-LD, microdata, bullets, Shopify. */
const pagePlaces: Record<string, (text: string) => string> = {
  title: (text) => `<title>${escapeHtml(text)}</title>`,
  "meta tags": (text) =>
    ["description", "og:title", "og:description", "product:price:amount", "product:price:currency", "og:image"]
      .map((key) => `<meta property="${key}" content="${escapeHtml(text)}">`)
      .join(""),
  "JSON-LD": (text) => {
    const json = jsonInScript(text);
    return `<script type="application/ld+json">{"@type": ["Product", ${json}], "name": ${json}, "description": ${json},
      "brand": {"name": ${json}}, "image": [${json}], "offers": {"price": ${json}, "priceCurrency": ${json}}}</script>`;
  },
  "Shopify product JSON": (text) => {
    const json = jsonInScript(text);
    return `<script type="application/json" data-product-json>{"title": ${json}, "description": ${json}}</script>`;
  },
  "Shopify scripts": (text) => `<script>Shopify.currency = {${text}; var meta = {${text}; ShopifyAnalytics.meta.currency = '${text}';</script>`,
  microdata: (text) =>
    `<div itemscope itemtype="https://schema.org/Product ${escapeHtml(text)}"><span itemprop="name ${escapeHtml(text)}">${escapeHtml(text)}</span>` +
    `<div itemprop="description">${escapeHtml(text)}</div><meta itemprop="price" content="${escapeHtml(text)}"></div>`,
  "page bullets": (text) => `<div class="feature-bullets ${escapeHtml(text)}"><ul><li>${escapeHtml(text)}</li><li>${escapeHtml(text)}</li></ul></div>`,
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
}

function jsonInScript(text: string): string {
  return JSON.stringify(text).replace(/</g, "\\u003c");
}

/** A refusal (no product on the page, a script the writer cannot keep) is an answer too; only the time counts. */
function ignoringRefusals(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof Error && "code" in error)) throw error;
  }
}

/** The text in every fact, as long as the facts' schema lets it be: a product never reaches the writer longer. */
function productWith(text: string): ProductFacts {
  const upTo = (length: number, value: string) => value.slice(0, length);
  return {
    ...trailBottle,
    name: upTo(200, `Bottle ${text}`),
    brand: upTo(100, text),
    description: upTo(5000, text),
    features: [text, `LEAK-PROOF: ${text}`, `${text}.`].map((feature) => upTo(300, feature)),
  };
}

function captionsFor(text: string): string {
  const words = [
    { word: text, startMs: 100, endMs: 900 },
    { word: `${text}.`, startMs: 900, endMs: 1500 },
  ];
  const timeline = timelineSchema.parse(shortTimeline(["a.jpg", "b.jpg"], 2, 3000));
  const plan = planTiming(
    timeline,
    [0, 1].map(() => ({ wavPath: "v.wav", durationMs: 1800, words })),
  );
  return buildCaptionsAss(timeline, plan, frameLayoutFor("9:16"), "DejaVu Sans");
}

const formRules: AnswerRule[] = [
  { key: "a", required: true, type: "short_text", max_length: 100_000 },
  { key: "b", required: true, type: "email" },
  { key: "c", required: true, type: "url" },
  { key: "d", required: true, type: "number", min: null, max: null },
  { key: "e", required: true, type: "choice", options: [{ value: "x" }] },
];

describe("expressions on outside text take linear time (50 ms for 10,000 characters at most)", () => {
  describe("the intake, on every text a shop page gives it", () => {
    it("plain text, descriptions, bullets and features", () => {
      expectLinear("plainText", (text) => plainText(text, 2000));
      expectLinear("descriptionText", (text) => descriptionText(text));
      expectLinear("descriptionText of HTML", (text) => descriptionText(`<p>${text}</p><ul><li>${text}</li></ul>`));
      expectLinear("bulletsFromHtml", (text) => bulletsFromHtml(`<ul><li>${text}</li><li>${text}</li></ul>`));
      expectLinear("tidyFeatures", (text) => tidyFeatures([text, `• ${text}`]));
      expectLinear("clip", (text) => clip(text, 2000));
    });

    it("prices, currencies and addresses", () => {
      expectLinear("parsePriceAmount", (text) => parsePriceAmount(text));
      expectLinear("currencyCode", (text) => currencyCode(text));
      expectLinear("absoluteHttpUrl", (text) => absoluteHttpUrl(text, "https://shop.example/p/1"));
    });

    it.each(Object.entries(pagePlaces))("a whole page, with the text in its %s", (_, place) => {
      expectLinear("extractProduct", (text) =>
        ignoringRefusals(() => extractProduct(`<!doctype html><html><head>${place(text)}</head><body>${place(text)}</body></html>`, "https://shop.example/p/1")),
      );
    });
  });

  describe("the writer, on a product's facts and on edited lines", () => {
    it("facts, ideas, scripts and scene edits", () => {
      expectLinear("generateIdeas, writeScript, editScene", (text) =>
        ignoringRefusals(() => {
          const product = productWith(text);
          const ideas = generateIdeas(product, { seed: 1, count: 2 });
          const script = writeScript(product, ideas[0]!, { lengthSeconds: 30, seed: 1 });
          editScene(script, 0, { spoken: `Say ${text}`, onScreenText: "Say it" });
        }),
      );
      expectLinear("tidyFacts", (text) => tidyFacts(productWith(text)));
      expectLinear("findUnsupportedClaims", (text) => findUnsupportedClaims(text, productWith(text)));
      expectLinear("sentenceCase, shortProductName, clipWords, spokenWords", (text) => [
        sentenceCase(text),
        shortProductName(text),
        clipWords(`${text} ${text} ${text}`, 2),
        spokenWords(text),
      ]);
    });
  });

  describe("voices and captions, on a script's words", () => {
    it("tokens, spoken forms, word timings and caption lines", () => {
      expectLinear("splitScriptTokens", (text) => splitScriptTokens(`Meet ${text} \u2014 ${text}`));
      expectLinear("toFestivalText, comparableToken", (text) => [toFestivalText([text]), comparableToken(text)]);
      expectLinear("spokenForm, spokenWeight, syllablesIn, soundsIn", (text) => [spokenForm(text), spokenWeight(text), syllablesIn(text), soundsIn(text)]);
      expectLinear("estimateWordTimings", (text) => estimateWordTimings([text, `${text}.`], [{ startMs: 0, endMs: 800 }], 1000));
      expectLinear("buildCaptionsAss", (text) => captionsFor(text));
    });
  });

  describe("the API and the web app, on what visitors type and upload", () => {
    it("form answers, file names, searches, brands and sign-up fields", () => {
      expectLinear("checkAnswer", (text) => formRules.map((rule) => checkAnswer(rule, text)));
      expectLinear("displayFileName", (text) => [displayFileName(text, "file"), displayFileName(`${text}/${text}`, "file")]);
      expectLinear("searchWords, brandKey", (text) => [searchWords(text), brandKey(text)]);
      expectLinear("the API's sign-up fields", (text) => [emailField, nameField, passwordField].map((field) => field.safeParse(text)));
      expectLinear("the web app's sign-up fields", (text) => [EmailSchema, NameSchema, PasswordSchema].map((schema) => schema.safeParse(text)));
      expectLinear("the create-video forms", (text) => [
        LinkSchema.safeParse({ intent: "link", url: text }),
        DetailsSchema.safeParse({ intent: "details", name: text, description: text, brand: text, currency: text, features: text }),
        SceneSchema.safeParse({ intent: "edit-scene", script: text, scene: 0, spoken: text, onScreenText: text }),
      ]);
    });
  });
});
