/**
 * The one place the editors talk to the operation records and the compositing calls (spec §7, docs/api-v1.md
 * "Operation records and compositing"). The call family is chosen only by `editCallsFor(id)`: a promotional video's
 * 16-character id goes to `promote/record-op` and `promote/compositing-video`, any other id to `record_op` and
 * `video/composite`.
 */
import { json, type AppLoadContext } from "@remix-run/node";
import { changedParts } from "~/components/edit-history/changed-parts";
import { editCallsFor, type EditRecordView, type FieldChangeView } from "../../api/contract/records";

/** The records of what is being edited, at its current version; a missing or foreign one is a 404 page. */
export async function readEditRecords(context: AppLoadContext, id: string): Promise<EditRecordView> {
  const records = await context.api.get<EditRecordView>(editCallsFor(id).record, { id }, { toast: false });
  if (!records.ok && records.status === 404) throw new Response(null, { status: 404 });
  if (!records.ok) throw json({ message: records.message }, { status: 502 });
  return records.data;
}

/** What a change to the records came to: the records after it, or the API's sentence (with `data` naming what it refused). */
export type RecordOutcome = { ok: true; records: EditRecordView } | { ok: false; status: number; message: string; data: unknown };

/** Records one operation: each field it changes, with its value before and after. */
export function recordOperation(context: AppLoadContext, id: string, changes: Record<string, FieldChangeView>): Promise<RecordOutcome> {
  return changeRecords(context, { id, action: "record", changes });
}

/** Undoes the latest operation not undone, or redoes the earliest undone one. */
export function stepHistory(context: AppLoadContext, id: string, action: "undo" | "redo"): Promise<RecordOutcome> {
  return changeRecords(context, { id, action });
}

async function changeRecords(context: AppLoadContext, body: Record<string, unknown> & { id: string }): Promise<RecordOutcome> {
  const answer = await context.api.post<EditRecordView>(editCallsFor(body.id).record, body, { toast: false });
  return answer.ok ? { ok: true, records: answer.data } : { ok: false, status: answer.status, message: answer.message, data: answer.data };
}

export type CompositeOutcome = { ok: true } | { ok: false; status: number; message: string; data: unknown };

/** Starts the new version the records describe: the compositing call with only the id renders the recorded state. */
export async function compositeRecorded(context: AppLoadContext, id: string): Promise<CompositeOutcome> {
  const started = await context.api.post(editCallsFor(id).composite, { id }, { toast: false });
  return started.ok ? { ok: true } : { ok: false, status: started.status, message: started.message, data: started.data };
}

/** What the history line says and the Undo and Redo buttons allow. */
export function historySummary(records: EditRecordView) {
  const kept = records.operations.filter((operation) => !operation.undone);
  const last = kept.at(-1) ?? null;
  return {
    saved: kept.length,
    undone: records.operations.length - kept.length,
    canUndo: records.can_undo,
    canRedo: records.can_redo,
    /** What the latest operation still in effect changed. */
    lastChanged: last ? changedParts(last.changes) : [],
    /** Changes with every record, undo and redo: the editor's form starts again from the values they leave. */
    revision: `${records.version}:${records.operations.map((operation) => `${operation.seq}${operation.undone ? "u" : ""}`).join(",")}`,
  };
}
export type HistorySummary = ReturnType<typeof historySummary>;
