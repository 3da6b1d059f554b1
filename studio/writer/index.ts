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
