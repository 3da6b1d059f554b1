/**
 * Ideas and scripts: the writer (built-in or LLM) turns a stored product into ideas, an idea into a script, and a
 * person's edits into a script that still plays (durations adding up, every line sayable in its scene).
 */
import { randomInt } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { editScene, maxIdeas, regenerateScene } from "../../studio/writer";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import type { RateLimit } from "../http/rate-limit";
import { idField, readBody, readQuery } from "../products/fields";
import { productMaterialsOf } from "../materials/product-materials";
import { findOwnProduct, toProductFacts, type ProductRow } from "../products/products";
import type { ApiEnv, ApiServices } from "../services";
import { countScripts, findIdea, findOwnScript, ideasOfProduct, insertScript, saveScript, scriptBody, storeIdeas, toIdeaView, toScriptView, toWriterIdea } from "./scripts";
import { withScriptErrors } from "./writer";

const minute = 60_000;
/** Writing can call a paid LLM: a per-user ceiling. Times RATE_LIMIT_FACTOR. */
export const writerByUser: RateLimit = { name: "writer:user", limit: 120, windowMs: 10 * minute };
export const maxIdeasPerProduct = 100;
export const maxScriptsPerProduct = 200;
const defaultIdeaCount = 4;
const maxScenes = 20;

const ideasBody = z.object({ product_id: idField, count: z.number().int().min(1).max(maxIdeas).optional() });
const scriptBodySchema = z.object({
  product_id: idField,
  idea_id: idField,
  length_seconds: z.union([z.literal(15), z.literal(30), z.literal(60)], { errorMap: () => ({ message: "length_seconds_invalid" }) }),
});
const scriptQuery = z.object({ id: idField });
const sceneIndex = z
  .number()
  .int()
  .min(0)
  .max(maxScenes - 1);
const editBody = z.object({
  id: idField,
  scene_index: sceneIndex,
  // Not trimmed or required here: the writer explains an empty line in its own words.
  spoken: z.string().max(400).optional(),
  on_screen_text: z.string().max(400).optional(),
  duration_ms: z.number().int().min(0).max(120_000).optional(),
});
const regenBody = z.object({ id: idField, scene_index: sceneIndex.optional() });

/** A seed for a fresh wording: different every call, recorded in the script so it can be reproduced. */
const freshSeed = () => randomInt(2 ** 31 - 1);

export function scriptsRouter(services: ApiServices, authenticator: Authenticator) {
  const { config, db, rateLimit, writer } = services;
  const router = new Hono<ApiEnv>();

  async function factsOf(product: ProductRow) {
    return toProductFacts(product, (await productMaterialsOf(db, [product.id])).get(product.id)!);
  }

  router.post("/product-ideas", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, ideasBody);
    const product = await findOwnProduct(db, user.id, body.product_id);
    const stored = await ideasOfProduct(db, product.id);
    // Asking again shows the ideas already given (scripts refer to them); `product/re-ideas` gives new ones.
    if (stored.length > 0) return ok(context, { ideas: stored.map(toIdeaView) });
    await rateLimit(writerByUser, user.id);
    const ideas = await withScriptErrors(async () => writer.generateIdeas(await factsOf(product), { count: body.count ?? defaultIdeaCount, seed: product.seed }));
    if (ideas.length === 0) throw new ApiError(422, "ideas_exhausted");
    return ok(context, { ideas: (await storeIdeas(db, product.id, ideas, { onlyFirst: true }, config.now())).map(toIdeaView) });
  });

  router.post("/product/re-ideas", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, ideasBody);
    const product = await findOwnProduct(db, user.id, body.product_id);
    const stored = await ideasOfProduct(db, product.id);
    const count = Math.min(body.count ?? defaultIdeaCount, maxIdeasPerProduct - stored.length);
    if (count <= 0) throw new ApiError(409, "ideas_limit_reached", { max: maxIdeasPerProduct });
    await rateLimit(writerByUser, user.id);
    const batch = stored.length === 0 ? 0 : Math.max(...stored.map((idea) => idea.batch)) + 1;
    const ideas = await withScriptErrors(async () =>
      writer.generateIdeas(await factsOf(product), { count, seed: (product.seed + batch * 7919) % 2 ** 31, exclude: stored.map((idea) => idea.hook) }),
    );
    if (ideas.length === 0) throw new ApiError(422, "ideas_exhausted");
    return ok(context, { ideas: (await storeIdeas(db, product.id, ideas, { onlyFirst: false }, config.now())).map(toIdeaView) });
  });

  router.post("/video-script", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, scriptBodySchema);
    const product = await findOwnProduct(db, user.id, body.product_id);
    const idea = await findIdea(db, product.id, body.idea_id);
    if ((await countScripts(db, product.id)) >= maxScriptsPerProduct) throw new ApiError(409, "scripts_limit_reached", { max: maxScriptsPerProduct });
    await rateLimit(writerByUser, user.id);
    const script = await withScriptErrors(async () =>
      writer.writeScript(await factsOf(product), toWriterIdea(idea), { lengthSeconds: body.length_seconds, seed: freshSeed() }),
    );
    const row = await insertScript(db, { userId: user.id, productId: product.id, ideaId: idea.id }, script, config.now());
    return ok(context, toScriptView(row));
  });

  router.get("/script", async (context) => {
    const { user } = await authenticator.required(context);
    const { id } = readQuery(context, scriptQuery);
    return ok(context, toScriptView(await findOwnScript(db, user.id, id)));
  });

  router.post("/video/script/edit", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, editBody);
    const row = await findOwnScript(db, user.id, body.id);
    const edited = await withScriptErrors(
      () =>
        editScene(scriptBody(row), body.scene_index, {
          ...(body.spoken !== undefined && { spoken: body.spoken }),
          ...(body.on_screen_text !== undefined && { onScreenText: body.on_screen_text }),
          ...(body.duration_ms !== undefined && { durationMs: body.duration_ms }),
        }),
      body.scene_index,
    );
    return ok(context, toScriptView(await saveScript(db, row, edited, config.now())));
  });

  router.post("/video/script/regen", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, regenBody);
    const row = await findOwnScript(db, user.id, body.id);
    const product = await findOwnProduct(db, user.id, row.product_id);
    const idea = toWriterIdea(await findIdea(db, product.id, row.idea_id));
    const current = scriptBody(row);
    await rateLimit(writerByUser, user.id);
    const facts = await factsOf(product);
    const regenerated =
      body.scene_index === undefined
        ? await withScriptErrors(() => writer.writeScript(facts, idea, { lengthSeconds: current.lengthSeconds, seed: freshSeed() }))
        : await withScriptErrors(() => regenerateScene(facts, idea, current, body.scene_index!, freshSeed()), body.scene_index);
    return ok(context, toScriptView(await saveScript(db, row, regenerated, config.now())));
  });

  return router;
}
