/** The studio's writer: product facts → ideas → scripts → timeline. Offline by default; an LLM can be plugged in. */
export { productFacts, productPrice, productClip, formatPrice, type ProductFacts, type ProductPrice, type ProductClip } from "./product-facts";
export { idea, ideaAngles, ideaFormats, type Idea, type IdeaAngle, type IdeaFormat } from "./idea-types";
export { generateIdeas, hookKey, maxIdeas, type IdeaOptions } from "./ideas";
export { writeScript, type ScriptOptions } from "./script";
export { script, scriptScene, type Script, type ScriptScene } from "./script-types";
export { sceneRoles, type SceneRole } from "./lines";
export { editScene, moveScene, regenerateScene, removeScene, type SceneEdit } from "./edit";
export { toTimeline, type TimelineSettings } from "./to-timeline";
export { ScriptError, scriptErrorCodes, type ScriptErrorCode } from "./errors";
export { findUnsupportedClaims } from "./fact-check";
export { maxWordsPerSecond, targetWordsPerSecond, spokenWords } from "./timing";
export {
  writePromoScript,
  promoKinds,
  promoLanguages,
  promoLimits,
  promoCallToAction,
  promoPrices,
  offerAmount,
  promoSpokenWords,
  promoNeededMs,
  type PromoScriptInput,
  type PromoScriptOptions,
  type PromoScript,
  type PromoScene,
  type PromoOffer,
  type PromoKind,
  type PromoLanguage,
  type PromoPrices,
} from "./promo-script";
export { promoTimeline, type PromoTimelineSettings } from "./promo-timeline";
