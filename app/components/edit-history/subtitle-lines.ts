/**
 * /promotional-edit: a promotional video's timed subtitle lines as one form (text, start and end in seconds, 0.1 s
 * steps), and the form's answer as the operation "Save changes" records: one `subtitles.<index>` field per changed
 * line, with `{ text, start_ms, end_ms }` before and after. The API checks the rest (overlaps, lines too short, the
 * video's end) and names the line in its sentence.
 */
import { z } from "zod";
import type { FieldChangeView } from "../../../api/contract/records";
import { subtitleLimits, type SubtitleLineView } from "../../../api/contract/promote";

export const subtitleFormId = "subtitle-edit";

const seconds = z
  .number({ required_error: "editHistory.promo.validation.timeInvalid", invalid_type_error: "editHistory.promo.validation.timeInvalid" })
  .min(0, "editHistory.promo.validation.timeInvalid")
  .max(3600, "editHistory.promo.validation.timeInvalid");

const SubtitleLineFields = z
  .object({
    index: z
      .number({ required_error: "errors.formRejected", invalid_type_error: "errors.formRejected" })
      .int()
      .min(0)
      .max(subtitleLimits.lines - 1),
    text: z
      .string({ required_error: "editHistory.promo.validation.textRequired" })
      .trim()
      .min(1, "editHistory.promo.validation.textRequired")
      .max(subtitleLimits.text, "editHistory.promo.validation.textTooLong"),
    start: seconds,
    end: seconds,
  })
  // The API checks the shortest line and the neighbours; a line that ends before it starts is plain from the form.
  .refine((line) => tenths(line.end) > tenths(line.start), { path: ["end"], message: "editHistory.promo.validation.endBeforeStart" });

export const SubtitleEditSchema = z.object({
  lines: z.array(SubtitleLineFields).max(subtitleLimits.lines, "errors.formRejected"),
});
export type SubtitleEditValue = z.infer<typeof SubtitleEditSchema>;

const tenths = (secondsValue: number) => Math.round(secondsValue * 10);
const tenthsOfMs = (ms: number) => Math.round(ms / 100);

/** A time as the form shows it: seconds, to a tenth. */
export const secondsOf = (ms: number) => String(tenthsOfMs(ms) / 10);

/** The form's starting values: the lines as the records leave them. */
export function subtitleDefaults(edited: readonly SubtitleLineView[]) {
  return { lines: edited.map((line) => ({ index: String(line.index), text: line.text, start: secondsOf(line.start_ms), end: secondsOf(line.end_ms) })) };
}

type LineTiming = Pick<SubtitleLineView, "text" | "start_ms" | "end_ms">;

/**
 * A line as the form leaves it. A time shown rounded to a tenth and not touched keeps its exact milliseconds, so an
 * untouched line is never a change.
 */
function typedLine(draft: LineTiming, typed: SubtitleEditValue["lines"][number]): LineTiming {
  return {
    text: typed.text,
    start_ms: tenths(typed.start) === tenthsOfMs(draft.start_ms) ? draft.start_ms : tenths(typed.start) * 100,
    end_ms: tenths(typed.end) === tenthsOfMs(draft.end_ms) ? draft.end_ms : tenths(typed.end) * 100,
  };
}

const sameLine = (a: LineTiming, b: LineTiming) => a.text === b.text && a.start_ms === b.start_ms && a.end_ms === b.end_ms;
const timingOf = ({ text, start_ms, end_ms }: LineTiming): LineTiming => ({ text, start_ms, end_ms });

/** The operation "Save changes" records: each line the form changed against the draft, or null when none did. */
export function subtitleChanges(edited: readonly SubtitleLineView[], value: SubtitleEditValue): Record<string, FieldChangeView> | null {
  const byIndex = new Map(edited.map((line) => [line.index, line]));
  const changes: Record<string, FieldChangeView> = {};
  for (const typed of value.lines) {
    const draft = byIndex.get(typed.index);
    if (!draft) continue;
    const after = typedLine(draft, typed);
    if (!sameLine(after, draft)) changes[`subtitles.${typed.index}`] = { before: timingOf(draft), after };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** Whether the form, once recorded, leaves any line other than the current version plays it. */
export function differsFromCurrent(lines: readonly SubtitleLineView[], edited: readonly SubtitleLineView[], value: SubtitleEditValue): boolean {
  const current = new Map(lines.map((line) => [line.index, line]));
  const typed = new Map(value.lines.map((line) => [line.index, line]));
  return edited.some((draft) => {
    const form = typed.get(draft.index);
    const after = form ? typedLine(draft, form) : draft;
    const before = current.get(draft.index);
    return !before || !sameLine(after, before);
  });
}

/**
 * The 0-based index of the line a refusal names: the API's `data` (`field: "subtitles.<index>"`, `index`, or a
 * 1-based `line`), else the first line its sentence names ("Line 3 would overlap line 4.", "第 3 行…").
 */
export function refusedLine(data: unknown, message: string): number | null {
  const named = (data ?? {}) as { field?: unknown; index?: unknown; line?: unknown };
  const field = typeof named.field === "string" ? /^subtitles\.(\d+)$/.exec(named.field) : null;
  if (field) return Number(field[1]);
  if (typeof named.index === "number" && Number.isInteger(named.index)) return named.index;
  if (typeof named.line === "number" && Number.isInteger(named.line) && named.line >= 1) return named.line - 1;
  const said = /\bline (\d+)/i.exec(message) ?? /第\s*(\d+)\s*行/.exec(message);
  return said && Number(said[1]) >= 1 ? Number(said[1]) - 1 : null;
}
