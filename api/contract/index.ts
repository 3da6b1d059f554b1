/**
 * The API's contract (docs/decisions/150-one-api-contract.md): what it answers, what it accepts, and the rules both
 * sides check. The web app imports it, browser code included, so it holds no server code: plain types, constants and
 * pure functions, with zod and the studio's render formats as its only imports.
 */
export * from "./affiliate";
export * from "./avatars";
export * from "./config";
export * from "./diagnostics";
export * from "./form-answers";
export * from "./form-reports";
export * from "./forms";
export * from "./ids";
export * from "./media";
export * from "./plans";
export * from "./posters";
export * from "./products";
export * from "./promote";
export * from "./records";
export * from "./scripts";
export * from "./shares";
export * from "./social";
export * from "./slideshows";
export * from "./sounds";
export * from "./stock";
export * from "./videos";
