/**
 * A slideshow's edit history (`slideshow_operations`): each edit stores the editable state it left at the next
 * position, and `history_position` names the state shown. Undo and redo move along the list; an edit after an undo
 * drops the undone states first, as every editor does. Only the last `slideshowLimits.history` states are kept.
 */
import { randomUUID } from "node:crypto";
import type { DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import { slideshowLimits, type SlideshowOperationKind, type SlideshowOperationView } from "../contract/slideshows";
import type { EditableState } from "./slides";

/** Stores `state` as the edit after the one shown and makes it the one shown. */
export async function recordOperation(
  trx: DbExecutor,
  slideshow: { id: string; history_position: number },
  kind: SlideshowOperationKind,
  state: EditableState,
  now: number,
): Promise<number> {
  const position = slideshow.history_position + 1;
  await trx.deleteFrom("slideshow_operations").where("slideshow_id", "=", slideshow.id).where("position", ">=", position).execute();
  await trx
    .insertInto("slideshow_operations")
    .values({ id: randomUUID(), slideshow_id: slideshow.id, position, kind, state: JSON.stringify(state), created_at: now })
    .execute();
  await trx
    .deleteFrom("slideshow_operations")
    .where("slideshow_id", "=", slideshow.id)
    .where("position", "<=", position - slideshowLimits.history)
    .execute();
  return position;
}

/** The first state, stored when the slideshow is made (undo can go back to it, never before it). */
export async function recordFirstState(trx: DbExecutor, slideshowId: string, state: EditableState, now: number): Promise<void> {
  await trx
    .insertInto("slideshow_operations")
    .values({ id: randomUUID(), slideshow_id: slideshowId, position: 0, kind: "create", state: JSON.stringify(state), created_at: now })
    .execute();
}

/** The state one step back or forward, and its position; 409 when there is none that way. */
export async function stepThroughHistory(
  db: DbExecutor,
  slideshow: { id: string; history_position: number },
  action: "undo" | "redo",
): Promise<{ position: number; state: EditableState }> {
  const position = slideshow.history_position + (action === "undo" ? -1 : 1);
  const row = await db.selectFrom("slideshow_operations").select("state").where("slideshow_id", "=", slideshow.id).where("position", "=", position).executeTakeFirst();
  if (!row) throw new ApiError(409, action === "undo" ? "slideshow_nothing_to_undo" : "slideshow_nothing_to_redo");
  return { position, state: JSON.parse(row.state) as EditableState };
}

export async function listOperations(db: DbExecutor, slideshow: { id: string; history_position: number }): Promise<SlideshowOperationView[]> {
  const rows = await db
    .selectFrom("slideshow_operations")
    .select(["id", "kind", "position", "created_at"])
    .where("slideshow_id", "=", slideshow.id)
    .orderBy("position")
    .execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind as SlideshowOperationKind, created_at: row.created_at, current: row.position === slideshow.history_position }));
}
