import { describe, expect, it } from "vitest";
import { createRequestContext } from "~/request-context.server";
import { testConfig } from "~/testing/fake-backend";
import type { EditRecordView } from "../../api/contract";
import { compositeRecorded, historySummary, readEditRecords, recordOperation, stepHistory } from "./edit-records.server";

const promoId = "Ab3dEf6hIj9kLm2n";
const videoId = "3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f";

const records = (id: string, operations: EditRecordView["operations"] = []): EditRecordView => ({
  id,
  version: 1,
  operations,
  can_undo: operations.some((operation) => !operation.undone),
  can_redo: operations.some((operation) => operation.undone),
  state: {},
});

/** A request context whose real API client talks to a backend that answers every call with `answer` and notes each call. */
async function contextAnswering(answer: (call: { method: string; path: string }) => { status: number; data: unknown; message?: string }) {
  const calls: { method: string; path: string; query: string; body: unknown }[] = [];
  const context = await createRequestContext({
    request: new Request("http://localhost/video-edit"),
    config: testConfig,
    clientIp: "203.0.113.7",
    cspNonce: "test-nonce",
    apiBaseUrl: "http://promoreel.internal/api/v1/",
    apiFetch: async (request) => {
      const url = new URL(request.url);
      const call = { method: request.method, path: url.pathname.replace(/^\/api\/v1\//, "") };
      calls.push({ ...call, query: url.search, body: request.method === "GET" ? null : await request.json() });
      const { status, data, message = status === 200 ? "ok" : "refused" } = answer(call);
      return new Response(JSON.stringify({ status_code: status, data, message }), { status, headers: { "Content-Type": "application/json" } });
    },
  });
  return { context, calls };
}

describe("the call family", () => {
  it("is the promotional one for a 16-character id", async () => {
    const { context, calls } = await contextAnswering(() => ({ status: 200, data: records(promoId) }));
    await readEditRecords(context, promoId);
    await recordOperation(context, promoId, { "subtitles.2": { before: { text: "a", start_ms: 0, end_ms: 900 }, after: { text: "b", start_ms: 0, end_ms: 900 } } });
    await stepHistory(context, promoId, "undo");
    await stepHistory(context, promoId, "redo");
    await compositeRecorded(context, promoId);
    expect(calls).toEqual([
      { method: "GET", path: "promote/record-op", query: `?id=${promoId}`, body: null },
      {
        method: "POST",
        path: "promote/record-op",
        query: "",
        body: { id: promoId, action: "record", changes: { "subtitles.2": { before: { text: "a", start_ms: 0, end_ms: 900 }, after: { text: "b", start_ms: 0, end_ms: 900 } } } },
      },
      { method: "POST", path: "promote/record-op", query: "", body: { id: promoId, action: "undo" } },
      { method: "POST", path: "promote/record-op", query: "", body: { id: promoId, action: "redo" } },
      { method: "POST", path: "promote/compositing-video", query: "", body: { id: promoId } },
    ]);
  });

  it("is the video one for any other id, a 15- or 17-character one too", async () => {
    const { context, calls } = await contextAnswering(() => ({ status: 200, data: records(videoId) }));
    await readEditRecords(context, videoId);
    await recordOperation(context, videoId, { caption_position: { before: "bottom", after: "top" } });
    await stepHistory(context, videoId, "undo");
    await compositeRecorded(context, videoId);
    await readEditRecords(context, promoId.slice(1));
    await readEditRecords(context, `${promoId}x`);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET record_op",
      "POST record_op",
      "POST record_op",
      "POST video/composite",
      "GET record_op",
      "GET record_op",
    ]);
    expect(calls[3]!.body).toEqual({ id: videoId });
  });
});

describe("answers", () => {
  it("pass a refusal's sentence, status and data on, and make a missing video a 404 page", async () => {
    const refused = await contextAnswering(() => ({ status: 409, data: null, message: "There is nothing to undo." }));
    expect(await stepHistory(refused.context, videoId, "undo")).toEqual({ ok: false, status: 409, message: "There is nothing to undo.", data: null });
    const overlap = await contextAnswering(() => ({ status: 400, data: { field: "subtitles.2" }, message: "Line 3 would overlap line 4." }));
    expect(await compositeRecorded(overlap.context, promoId)).toEqual({ ok: false, status: 400, message: "Line 3 would overlap line 4.", data: { field: "subtitles.2" } });
    const missing = await contextAnswering(() => ({ status: 404, data: null }));
    await expect(readEditRecords(missing.context, promoId)).rejects.toMatchObject({ status: 404 });
  });

  it("sum up as the history line says them", () => {
    const operation = (seq: number, undone: boolean, changes: Record<string, { before: unknown; after: unknown }>) => ({ seq, undone, changes, created_at: seq });
    const summary = historySummary(
      records(promoId, [
        operation(1, false, { "subtitles.0": { before: 1, after: 2 } }),
        operation(2, false, { "subtitles.3": { before: 1, after: 2 }, "subtitles.1": { before: 1, after: 2 } }),
        operation(3, true, { "subtitles.5": { before: 1, after: 2 } }),
      ]),
    );
    expect(summary).toEqual({
      saved: 2,
      undone: 1,
      canUndo: true,
      canRedo: true,
      lastChanged: [
        { key: "line", number: 2 },
        { key: "line", number: 4 },
      ],
      revision: "1:1,2,3u",
    });
  });
});
