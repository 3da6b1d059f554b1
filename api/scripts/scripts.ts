/** Data access for ideas and scripts, and the shapes the API returns for them. */
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { script as scriptSchema, type Idea, type Script, type ScriptScene } from "../../studio/writer";
import type { Db, DbExecutor } from "../db/connection";
import type { ProductIdeasTable, ScriptsTable } from "../db/schema";
import { ApiError } from "../http/errors";
import { mediaFileUrl } from "../products/products";
import type { IdeaView, ScriptSceneMedia, ScriptView } from "../contract/scripts";

export type IdeaRow = Selectable<ProductIdeasTable>;
export type ScriptRow = Selectable<ScriptsTable>;

export function toIdeaView(row: IdeaRow): IdeaView {
  return { id: row.id, angle: row.angle, hook: row.hook, format: row.format as IdeaView["format"], ...(row.focus !== null && { focus: row.focus }) };
}

export function toWriterIdea(row: IdeaRow): Idea {
  return {
    id: row.writer_idea_id,
    angle: row.angle,
    hook: row.hook,
    format: row.format as Idea["format"],
    ...(row.focus !== null && { focus: row.focus }),
  };
}

export async function ideasOfProduct(db: DbExecutor, productId: string): Promise<IdeaRow[]> {
  return db.selectFrom("product_ideas").selectAll().where("product_id", "=", productId).orderBy("batch").orderBy("position").execute();
}

export async function findIdea(db: DbExecutor, productId: string, ideaId: string): Promise<IdeaRow> {
  const idea = await db.selectFrom("product_ideas").selectAll().where("id", "=", ideaId).where("product_id", "=", productId).executeTakeFirst();
  if (!idea) throw new ApiError(404, "idea_not_found");
  return idea;
}

/** The caller's script, or 404 (another user's script is as unknown as a missing one). */
export async function findOwnScript(db: DbExecutor, userId: string, scriptId: string): Promise<ScriptRow> {
  const row = await db.selectFrom("scripts").selectAll().where("id", "=", scriptId).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, "script_not_found");
  return row;
}

export function scriptBody(row: ScriptRow): Script {
  return JSON.parse(row.body) as Script;
}

/** Image and clip scenes name the media by id (as video/composite takes them); the view adds where the owner can fetch it. */
function mediaView(media: ScriptScene["media"]): ScriptSceneMedia {
  if (media.kind === "image") return { kind: "image", image_id: media.path, url: mediaFileUrl(media.path) };
  if (media.kind === "clip") return { kind: "clip", media_id: media.path, url: mediaFileUrl(media.path), trim_start_ms: media.trimStartMs };
  return { kind: "broll", id: media.id };
}

export function toScriptView(row: ScriptRow): ScriptView {
  const script = scriptBody(row);
  return {
    id: row.id,
    product_id: row.product_id,
    idea_id: row.idea_id,
    format: script.format,
    angle: script.angle,
    length_seconds: script.lengthSeconds,
    seed: script.seed,
    scenes: script.scenes.map((scene) => ({
      id: scene.id,
      role: scene.role,
      spoken: scene.spoken,
      on_screen_text: scene.onScreenText,
      media: mediaView(scene.media),
      duration_ms: scene.durationMs,
      transition: scene.transition,
    })),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Stores ideas as the product's next batch. With onlyFirst, a parallel call that stored a first batch meanwhile
 * wins and its ideas are returned instead, so a double click does not give two first batches.
 */
export function storeIdeas(db: Db, productId: string, ideas: Idea[], options: { onlyFirst: boolean }, now: number): Promise<IdeaRow[]> {
  return db.transaction().execute(async (trx) => {
    const existing = await ideasOfProduct(trx, productId);
    if (options.onlyFirst && existing.length > 0) return existing;
    const batch = existing.length === 0 ? 0 : Math.max(...existing.map((idea) => idea.batch)) + 1;
    const rows = ideas.map((idea, position) => ({
      id: randomUUID(),
      product_id: productId,
      writer_idea_id: idea.id,
      batch,
      position,
      angle: idea.angle,
      hook: idea.hook,
      format: idea.format,
      focus: idea.focus ?? null,
      created_at: now,
    }));
    await trx.insertInto("product_ideas").values(rows).execute();
    return rows;
  });
}

export async function countScripts(db: DbExecutor, productId: string): Promise<number> {
  const written = await db.selectFrom("scripts").select(db.fn.countAll<number>().as("n")).where("product_id", "=", productId).executeTakeFirstOrThrow();
  return Number(written.n);
}

export async function insertScript(db: DbExecutor, owner: { userId: string; productId: string; ideaId: string }, script: Script, now: number): Promise<ScriptRow> {
  const row = {
    id: randomUUID(),
    user_id: owner.userId,
    product_id: owner.productId,
    idea_id: owner.ideaId,
    body: JSON.stringify(checked(script)),
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("scripts").values(row).execute();
  return row;
}

export async function saveScript(db: DbExecutor, row: ScriptRow, script: Script, now: number): Promise<ScriptRow> {
  await db
    .updateTable("scripts")
    .set({ body: JSON.stringify(checked(script)), updated_at: now })
    .where("id", "=", row.id)
    .where("user_id", "=", row.user_id)
    .execute();
  return findOwnScript(db, row.user_id, row.id);
}

/** What is stored always parses as a script and fills its length exactly, whichever writer produced it. */
function checked(script: Script): Script {
  const parsed = scriptSchema.parse(script);
  const totalMs = parsed.scenes.reduce((sum, scene) => sum + scene.durationMs, 0);
  if (totalMs !== parsed.lengthSeconds * 1000) throw new Error(`a script of ${parsed.lengthSeconds} s has scenes lasting ${totalMs} ms`);
  return parsed;
}
