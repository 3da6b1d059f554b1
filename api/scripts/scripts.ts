/** Data access for ideas and scripts, and the shapes the API returns for them. */
import type { Selectable } from "kysely";
import type { Idea, Script, ScriptScene } from "../../studio/writer";
import type { DbExecutor } from "../db/connection";
import type { ProductIdeasTable, ScriptsTable } from "../db/schema";
import { ApiError } from "../http/errors";
import { mediaFileUrl } from "../products/products";

export type IdeaRow = Selectable<ProductIdeasTable>;
export type ScriptRow = Selectable<ScriptsTable>;

export interface IdeaView {
  id: string;
  angle: string;
  hook: string;
  format: string;
  focus?: string;
}

export function toIdeaView(row: IdeaRow): IdeaView {
  return { id: row.id, angle: row.angle, hook: row.hook, format: row.format, ...(row.focus !== null && { focus: row.focus }) };
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
function mediaView(media: ScriptScene["media"]) {
  if (media.kind === "image") return { kind: "image" as const, image_id: media.path, url: mediaFileUrl(media.path) };
  if (media.kind === "clip") return { kind: "clip" as const, media_id: media.path, url: mediaFileUrl(media.path), trim_start_ms: media.trimStartMs };
  return { kind: "broll" as const, id: media.id };
}

export function toScriptView(row: ScriptRow) {
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
