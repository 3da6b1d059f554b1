/**
 * Operation records (spec §7, docs/api-v1.md "Operation records and compositing"): every edit made in the video
 * editor or the promotional editor, field by field with its value before and after, kept per version of what was
 * edited. They let the editors undo and redo across page loads, and the compositing calls render the state they
 * leave. Two call families, chosen by the identifier's length: a promotional video's 16-character id →
 * `promote/record-op` and `promote/compositing-video`; any other id → `record_op` and `video/composite`.
 */
import { isPromotionalVideoId } from "./promote";

export const recordLimits = {
  /** Operations kept per version; recording one more forgets the oldest. */
  operations: 100,
  /** Fields one operation changes. */
  fieldsPerOperation: 12,
  /** A field name: a `video/composite` field, or `subtitles.<index>` for a subtitle line. */
  fieldName: 40,
} as const;

export const recordActions = ["record", "undo", "redo"] as const;
export type RecordAction = (typeof recordActions)[number];

/** One field an operation changed: its value before the operation and after it (JSON, as the compositing call takes it). */
export interface FieldChangeView {
  before: unknown;
  after: unknown;
}

export interface EditOperationView {
  /** 1, 2, … in the order they were recorded for this version. */
  seq: number;
  changes: Record<string, FieldChangeView>;
  /** Undone and not redone: left out of `state`, and the next redo brings it back. */
  undone: boolean;
  created_at: number;
}

/**
 * The records of what is being edited (a video or a promotional video) at its current version. A new version (a
 * composite applied) starts with no records.
 */
export interface EditRecordView {
  id: string;
  version: number;
  operations: EditOperationView[];
  can_undo: boolean;
  can_redo: boolean;
  /**
   * Each field the operations not undone changed, with the value the latest of them left: what the compositing call
   * renders. A field absent here is as the current version has it.
   */
  state: Record<string, unknown>;
}

/**
 * The body of `POST record_op` and `POST promote/record-op`:
 * - `{ id, action: "record", changes }` records one operation (and forgets whatever was undone, as editors do);
 * - `{ id, action: "undo" }` undoes the latest operation not undone; `{ id, action: "redo" }` redoes the earliest undone one.
 * Answered with the `EditRecordView` after it. Undo with nothing to undo, or redo with nothing to redo, is 409.
 */
export type RecordOpBody = { id: string; action: "record"; changes: Record<string, FieldChangeView> } | { id: string; action: "undo" | "redo" };

export type EditCallFamily = {
  record: "promote/record-op" | "record_op";
  composite: "promote/compositing-video" | "video/composite";
};

/** Spec §7: 16 characters → the promotional calls; otherwise the video calls. */
export function editCallsFor(id: string): EditCallFamily {
  return isPromotionalVideoId(id) ? { record: "promote/record-op", composite: "promote/compositing-video" } : { record: "record_op", composite: "video/composite" };
}
