/**
 * What /promotional-edit reads from the API (the promotional video, its subtitle lines as the current version plays
 * them and as the records leave them, the records) and the changes it makes: an operation for the changed lines,
 * undo and redo, and a new version rendering the edited lines. The record and compositing calls go through
 * edit-records.server.ts, which picks the promotional family by the 16-character id.
 */
import { json, type AppLoadContext } from "@remix-run/node";
import { differsFromCurrent, refusedLine, subtitleChanges, type SubtitleEditValue } from "~/components/edit-history/subtitle-lines";
import type { PromotionalVideoView, SubtitleDataView } from "../../api/contract";
import { recordLimits } from "../../api/contract/records";
import { compositeRecorded, historySummary, readEditRecords, recordOperation, stepHistory } from "./edit-records.server";

/** The video as it is now; one that is not the user's is a 404, and an API that cannot say is the page's error. */
async function readPromotionalVideo(context: AppLoadContext, videoId: string): Promise<PromotionalVideoView> {
  const video = await context.api.get<PromotionalVideoView>(`promote/promotional-video/${encodeURIComponent(videoId)}`, undefined, { toast: false });
  if (!video.ok && video.status === 404) throw new Response(null, { status: 404 });
  if (!video.ok) throw json({ message: video.message }, { status: 502 });
  return video.data;
}

async function readSubtitleData(context: AppLoadContext, videoId: string): Promise<SubtitleDataView> {
  const data = await context.api.post<SubtitleDataView>("promote/subtitle-data", { id: videoId }, { toast: false });
  if (!data.ok && data.status === 404) throw new Response(null, { status: 404 });
  if (!data.ok) throw json({ message: data.message }, { status: 502 });
  return data.data;
}

/** The editor's page: the video, and once it is ready its lines (as played, and as edited) and the history line's facts. */
export async function loadPromotionalEditor(context: AppLoadContext, videoId: string) {
  const video = await readPromotionalVideo(context, videoId);
  if (video.status !== "ready") return { video, editor: null };
  const [subtitles, records] = await Promise.all([readSubtitleData(context, videoId), readEditRecords(context, videoId)]);
  const played = new Map(subtitles.lines.map((line) => [line.index, line]));
  const changed = subtitles.edited.filter((line) => {
    const before = played.get(line.index);
    return !before || before.text !== line.text || before.start_ms !== line.start_ms || before.end_ms !== line.end_ms;
  });
  return { video, editor: { subtitles, changedLines: changed.map((line) => line.index), history: historySummary(records) } };
}

export type PromotionalEditOutcome =
  | { status: "done" }
  /** The form is as the draft (or, for a new version, as the current version) is. */
  | { status: "unchanged" }
  /** More changed lines than one operation holds. */
  | { status: "tooMany"; limit: number }
  /** `line`: the 0-based index of the line the API's sentence is about. */
  | { status: "refused"; message: string; line: number | null; upgrade: boolean };

/** "Save changes": one operation holding each line the form changed against the lines as the records leave them now. */
export async function savePromotionalEdit(context: AppLoadContext, videoId: string, value: SubtitleEditValue): Promise<PromotionalEditOutcome> {
  const subtitles = await readSubtitleData(context, videoId);
  const recorded = await recordFormChanges(context, videoId, subtitles, value);
  return recorded ?? { status: "done" };
}

/**
 * "Make new version": what the form still differs by is recorded first (so nothing typed is lost if the new version
 * is refused), then `promote/compositing-video` renders the edited lines as the next version.
 */
export async function startPromotionalEdit(context: AppLoadContext, videoId: string, value: SubtitleEditValue): Promise<PromotionalEditOutcome> {
  const subtitles = await readSubtitleData(context, videoId);
  const recorded = await recordFormChanges(context, videoId, subtitles, value, { optional: true });
  if (recorded) return recorded;
  if (!differsFromCurrent(subtitles.lines, subtitles.edited, value)) return { status: "unchanged" };
  const started = await compositeRecorded(context, videoId);
  return started.ok ? { status: "done" } : refusal(started);
}

/** Undo or Redo; with nothing left to undo or redo the API's sentence says so. */
export async function stepPromotionalHistory(context: AppLoadContext, videoId: string, action: "undo" | "redo"): Promise<PromotionalEditOutcome> {
  const stepped = await stepHistory(context, videoId, action);
  return stepped.ok ? { status: "done" } : refusal(stepped);
}

/** Records the form's changes; null once recorded (or, when `optional`, when there was nothing to record), else why not. */
async function recordFormChanges(
  context: AppLoadContext,
  videoId: string,
  subtitles: SubtitleDataView,
  value: SubtitleEditValue,
  { optional = false } = {},
): Promise<PromotionalEditOutcome | null> {
  const changes = subtitleChanges(subtitles.edited, value);
  if (!changes) return optional ? null : { status: "unchanged" };
  if (Object.keys(changes).length > recordLimits.fieldsPerOperation) return { status: "tooMany", limit: recordLimits.fieldsPerOperation };
  const recorded = await recordOperation(context, videoId, changes);
  return recorded.ok ? null : refusal(recorded);
}

const refusal = (failure: { status: number; message: string; data: unknown }): PromotionalEditOutcome => ({
  status: "refused",
  message: failure.message,
  line: failure.status === 400 ? refusedLine(failure.data, failure.message) : null,
  upgrade: failure.status === 403,
});
