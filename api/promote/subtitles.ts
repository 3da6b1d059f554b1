/**
 * A promotional video's subtitles: the caption lines its current version plays (stored by its render), the records
 * that edit them (`subtitles.<index>` fields, each `after` a whole line), and the lines those records leave, which
 * `promote/compositing-video` renders as the next version.
 */
import { z } from "zod";
import type { CaptionLine } from "../../studio/render";
import { subtitleLimits, type SubtitleDataView, type SubtitleLineView } from "../contract/promote";
import type { DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import { parseAfter, readRecordState, type FieldChanges, type RecordFamily } from "../records/records";
import { findActivePromotionalUpdate } from "./compositing";
import type { PromotionalVideoRow } from "./promotional-videos";

/** A line as a record keeps it (before and after), on the video's clock. */
export interface RecordedLine {
  text: string;
  start_ms: number;
  end_ms: number;
}

const lineField = /^subtitles\.(0|[1-9]\d{0,3})$/;

const recordedLine = z.object({
  text: z.string(),
  start_ms: z.number().int().min(0),
  end_ms: z.number().int().min(0),
});

/** The lines the current version plays; none for a video rendered before lines were kept, or not rendered yet. */
export function promotionalSubtitles(row: PromotionalVideoRow): SubtitleLineView[] {
  const lines = row.subtitles === null ? [] : (JSON.parse(row.subtitles) as CaptionLine[]);
  return lines.map((line, index) => ({ index, text: line.text, start_ms: line.startMs, end_ms: line.endMs }));
}

/** `lines` with the recorded lines put in their places. */
export function editedLines(lines: readonly SubtitleLineView[], state: Record<string, unknown>): SubtitleLineView[] {
  return lines.map((line) => {
    const recorded = state[`subtitles.${line.index}`] as RecordedLine | undefined;
    return recorded ? { index: line.index, text: recorded.text, start_ms: recorded.start_ms, end_ms: recorded.end_ms } : line;
  });
}

/** True when some line differs from the one the video plays. */
export function linesChanged(lines: readonly SubtitleLineView[], edited: readonly SubtitleLineView[]): boolean {
  return edited.some((line, index) => line.text !== lines[index]!.text || line.start_ms !== lines[index]!.start_ms || line.end_ms !== lines[index]!.end_ms);
}

/** The ready video (409 otherwise), with no new version rendering (409). */
export async function requireEditable(db: DbExecutor, row: PromotionalVideoRow): Promise<void> {
  if (row.status !== "ready") throw new ApiError(409, "video_not_ready");
  if (await findActivePromotionalUpdate(db, row.id)) throw new ApiError(409, "video_update_in_progress");
}

export async function subtitleData(db: DbExecutor, row: PromotionalVideoRow): Promise<SubtitleDataView> {
  if (row.status !== "ready") throw new ApiError(409, "video_not_ready");
  const lines = promotionalSubtitles(row);
  const state = await readRecordState(db, { kind: "promotional", id: row.id, version: row.version });
  return { id: row.id, version: row.version, duration_ms: row.duration_ms ?? 0, lines, edited: editedLines(lines, state) };
}

/**
 * Each edited line must say something (1 to 120 characters), stay within the video, last at least 0.2 s and not
 * overlap its neighbours as the records (this operation included) leave them; a 400 names the line otherwise.
 */
function checkLines(row: PromotionalVideoRow, changes: FieldChanges, state: Record<string, unknown>): FieldChanges {
  const lines = promotionalSubtitles(row);
  const durationMs = row.duration_ms ?? 0;
  const checked: FieldChanges = {};
  const indexes: number[] = [];
  for (const [field, change] of Object.entries(changes)) {
    const match = lineField.exec(field);
    if (!match)
      throw new ApiError(400, "record_field_unknown", { field, fields: lines.length === 0 ? "subtitles.0" : `subtitles.0 … subtitles.${lines.length - 1}` }, { field });
    const index = Number(match[1]);
    const line = index + 1;
    // The field in `data` lets the editor put the sentence beside the line it names.
    const where = { field };
    if (index >= lines.length) throw new ApiError(400, "subtitle_line_unknown", { line, count: lines.length }, where);
    const after = parseAfter(field, recordedLine, change.after);
    const text = after.text.trim().replace(/\s+/g, " ");
    if (text.length === 0) throw new ApiError(400, "subtitle_text_empty", { line }, where);
    if (text.length > subtitleLimits.text) throw new ApiError(400, "subtitle_text_too_long", { line, max: subtitleLimits.text }, where);
    if (after.end_ms > durationMs) throw new ApiError(400, "subtitle_line_beyond_video", { line, seconds: durationMs / 1000 }, where);
    if (after.end_ms - after.start_ms < subtitleLimits.minLineMs)
      throw new ApiError(400, "subtitle_line_too_short", { line, seconds: subtitleLimits.minLineMs / 1000 }, where);
    checked[field] = { before: change.before ?? null, after: { text, start_ms: after.start_ms, end_ms: after.end_ms } };
    indexes.push(index);
  }
  const edited = editedLines(lines, { ...state, ...Object.fromEntries(Object.entries(checked).map(([field, change]) => [field, change.after])) });
  for (const index of indexes.sort((a, b) => a - b)) {
    const line = edited[index]!;
    const previous = edited[index - 1];
    const next = edited[index + 1];
    if (previous && previous.end_ms > line.start_ms) throw new ApiError(400, "subtitle_line_overlap", { line: index + 1, other: index }, { field: `subtitles.${index}` });
    if (next && line.end_ms > next.start_ms) throw new ApiError(400, "subtitle_line_overlap", { line: index + 1, other: index + 2 }, { field: `subtitles.${index}` });
  }
  return checked;
}

/** `promote/record-op`'s family; `find` is the caller's promotional video (404), checked editable when recording. */
export function promotionalRecordFamily(lockRows: boolean): RecordFamily<PromotionalVideoRow> {
  return {
    kind: "promotional",
    async find(db, userId, id, forRecording) {
      let query = db.selectFrom("promotional_videos").selectAll().where("id", "=", id).where("user_id", "=", userId);
      if (forRecording && lockRows) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      if (!row) throw new ApiError(404, "promotional_video_not_found");
      if (forRecording) await requireEditable(db, row);
      return { row, version: row.version };
    },
    checkChanges: checkLines,
  };
}
