/**
 * Operation records (spec §7, docs/decisions/180-operation-records.md): the edits made in the video editor and the
 * promotional editor, kept per (kind, id, version). Recording drops what was undone (a new edit ends the redo stack)
 * and forgets the oldest beyond 100; undo marks the latest operation that counts, redo brings back the earliest undone
 * one; the state is, per field, the `after` of the latest operation that counts. Both call families (`record_op`,
 * `promote/record-op`) run these same steps, each with its own target and its own field checks.
 */
import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { ExpressionBuilder } from "kysely";
import { z } from "zod";
import { recordActions, recordLimits, type EditOperationView, type EditRecordView, type FieldChangeView } from "../contract/records";
import { isUniqueViolation, type Db, type DbExecutor } from "../db/connection";
import type { Database, EditRecordKind } from "../db/schema";
import { ApiError } from "../http/errors";
import type { RateLimit } from "../http/rate-limit";
import { idField, parseInput, readBody, readQuery } from "../products/fields";
import type { ApiEnv, ApiServices } from "../services";

/** An editor saves an operation per change it makes: generous for a person, a ceiling for a script. */
export const recordsByUser: RateLimit = { name: "record:user", limit: 600, windowMs: 60 * 60_000 };

export type FieldChanges = Record<string, FieldChangeView>;

/** What is being edited, at the version the records belong to. */
export interface RecordTarget {
  kind: EditRecordKind;
  id: string;
  version: number;
}

/** One call family: how it finds the caller's target and checks an operation's fields. */
export interface RecordFamily<Row> {
  kind: EditRecordKind;
  /** The caller's target (404 when it is not theirs); `forRecording` also requires it ready with no new version rendering (409), locked on PostgreSQL. */
  find(db: DbExecutor, userId: string, id: string, forRecording: boolean): Promise<{ row: Row; version: number }>;
  /** The changes as they are kept (400 naming the field otherwise); `state` is what the operations that count left. */
  checkChanges(row: Row, changes: FieldChanges, state: Record<string, unknown>): FieldChanges | Promise<FieldChanges>;
}

const recordOpBody = z.discriminatedUnion("action", [
  z.object({
    id: idField,
    action: z.literal("record"),
    changes: z.record(z.string().trim().min(1).max(recordLimits.fieldName), z.object({ before: z.unknown(), after: z.unknown() })),
  }),
  z.object({ id: idField, action: z.enum(recordActions).exclude(["record"]) }),
]);
const idQuery = z.object({ id: idField });

interface StoredOperation {
  seq: number;
  changes: string;
  undone_at: number | null;
  created_at: number;
}

/** The operations of the target's version. */
function ofTarget(target: RecordTarget) {
  return (eb: ExpressionBuilder<Database, "edit_operations">) => eb.and({ kind: target.kind, target_id: target.id, version: target.version });
}

function readOperations(db: DbExecutor, target: RecordTarget): Promise<StoredOperation[]> {
  return db.selectFrom("edit_operations").select(["seq", "changes", "undone_at", "created_at"]).where(ofTarget(target)).orderBy("seq", "asc").execute();
}

/** Each field the operations that count changed, with the value the latest of them left. */
export function recordState(operations: readonly { changes: FieldChanges; undone: boolean }[]): Record<string, unknown> {
  const state: Record<string, unknown> = {};
  for (const operation of operations) {
    if (operation.undone) continue;
    for (const [field, change] of Object.entries(operation.changes)) state[field] = change.after;
  }
  return state;
}

function toOperationViews(stored: readonly StoredOperation[]): EditOperationView[] {
  return stored.map((operation) => ({
    seq: operation.seq,
    changes: JSON.parse(operation.changes) as FieldChanges,
    undone: operation.undone_at !== null,
    created_at: Number(operation.created_at),
  }));
}

function toRecordView(target: RecordTarget, stored: readonly StoredOperation[]): EditRecordView {
  const operations = toOperationViews(stored);
  return {
    id: target.id,
    version: target.version,
    operations,
    can_undo: operations.some((operation) => !operation.undone),
    can_redo: operations.some((operation) => operation.undone),
    state: recordState(operations),
  };
}

/** The records of the target's version as the API shows them. */
export async function readRecords(db: DbExecutor, target: RecordTarget): Promise<EditRecordView> {
  return toRecordView(target, await readOperations(db, target));
}

/** The state the records of the target's version leave: what a compositing call renders. */
export async function readRecordState(db: DbExecutor, target: RecordTarget): Promise<Record<string, unknown>> {
  return (await readRecords(db, target)).state;
}

type RecordOp = z.output<typeof recordOpBody>;

/** Records, undoes or redoes one operation in one transaction, with the target checked (and locked) inside it. */
async function changeRecords<Row>(db: Db, family: RecordFamily<Row>, userId: string, op: RecordOp, now: number): Promise<EditRecordView> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { row, version } = await family.find(trx, userId, op.id, true);
      const target: RecordTarget = { kind: family.kind, id: op.id, version };
      const stored = toOperationViews(await readOperations(trx, target));

      if (op.action === "record") {
        const fields = Object.keys(op.changes);
        if (fields.length === 0) throw new ApiError(400, "field_empty", { field: "changes" });
        if (fields.length > recordLimits.fieldsPerOperation) throw new ApiError(400, "field_too_many", { field: "changes", max: recordLimits.fieldsPerOperation });
        for (const field of fields) {
          if (op.changes[field]!.after === undefined) throw new ApiError(400, "field_required", { field: `changes.${field}.after` });
        }
        const counting = stored.filter((operation) => !operation.undone);
        const changes = await family.checkChanges(row, op.changes as FieldChanges, recordState(counting));
        // A new edit ends the redo stack, as in any editor.
        await trx.deleteFrom("edit_operations").where(ofTarget(target)).where("undone_at", "is not", null).execute();
        const seq = (counting.at(-1)?.seq ?? 0) + 1;
        await trx
          .insertInto("edit_operations")
          .values({
            id: randomUUID(),
            kind: target.kind,
            target_id: target.id,
            version: target.version,
            seq,
            user_id: userId,
            changes: JSON.stringify(changes),
            undone_at: null,
            created_at: now,
          })
          .execute();
        await trx
          .deleteFrom("edit_operations")
          .where(ofTarget(target))
          .where("seq", "<=", seq - recordLimits.operations)
          .execute();
      } else if (op.action === "undo") {
        const latest = stored.filter((operation) => !operation.undone).at(-1);
        if (!latest) throw new ApiError(409, "nothing_to_undo");
        await trx.updateTable("edit_operations").set({ undone_at: now }).where(ofTarget(target)).where("seq", "=", latest.seq).execute();
      } else {
        const earliest = stored.find((operation) => operation.undone);
        if (!earliest) throw new ApiError(409, "nothing_to_redo");
        await trx.updateTable("edit_operations").set({ undone_at: null }).where(ofTarget(target)).where("seq", "=", earliest.seq).execute();
      }
      return readRecords(trx, target);
    });
  } catch (error) {
    // Two edits of one target saved at the same moment: the database let one take the place in the list.
    if (isUniqueViolation(error)) throw new ApiError(409, "edit_record_conflict");
    throw error;
  }
}

/** The two handlers of a family's `POST|GET` record call; `userOf` authenticates (and checks the plan). */
export function recordHandlers<Row>(services: ApiServices, family: RecordFamily<Row>, userOf: (context: Context<ApiEnv>) => Promise<string>) {
  const { config, db, rateLimit } = services;
  return {
    async post(context: Context<ApiEnv>): Promise<EditRecordView> {
      const userId = await userOf(context);
      const op = await readBody(context, recordOpBody);
      await rateLimit(recordsByUser, userId);
      return changeRecords(db, family, userId, op, config.now());
    },
    async get(context: Context<ApiEnv>): Promise<EditRecordView> {
      const userId = await userOf(context);
      const { id } = readQuery(context, idQuery);
      const { version } = await family.find(db, userId, id, false);
      return readRecords(db, { kind: family.kind, id, version });
    },
  };
}

/** A field's `after` checked with `schema`, a 400 naming `changes.<field>.after` otherwise. */
export function parseAfter<Schema extends z.ZodTypeAny>(field: string, schema: Schema, after: unknown): z.output<Schema> {
  const parsed = parseInput(z.object({ changes: z.object({ [field]: z.object({ after: schema }) }) }), { changes: { [field]: { after } } });
  return (parsed.changes as Record<string, { after: z.output<Schema> }>)[field]!.after;
}

/** Deletes every record of a target, whatever the version: the target itself is being deleted. */
export async function deleteRecords(db: DbExecutor, kind: EditRecordKind, targetIds: readonly string[]): Promise<void> {
  if (targetIds.length === 0) return;
  await db
    .deleteFrom("edit_operations")
    .where("kind", "=", kind)
    .where("target_id", "in", [...targetIds])
    .execute();
}
