/**
 * `POST|GET record_op`: the operation records of a video (any id that is not a promotional video's). A field is one
 * of `video/composite`'s, its `after` checked at record time with that field's own schema, so the recorded state is
 * always a body `video/composite` takes.
 */
import { Hono } from "hono";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import type { ApiEnv, ApiServices } from "../services";
import { compositeBody } from "../videos/composite";
import { findActiveUpdate } from "../videos/updates";
import type { VideoRow } from "../videos/videos";
import { parseAfter, recordHandlers, type FieldChanges, type RecordFamily } from "./records";

/** The fields a video's operations change: the change fields of `video/composite`. */
export const videoRecordFields = Object.keys(compositeBody.shape).filter((field) => field !== "id") as (keyof typeof compositeBody.shape)[];

export function videoRecordFamily(lockRows: boolean): RecordFamily<VideoRow> {
  return {
    kind: "video",
    async find(db, userId, id, forRecording) {
      let query = db.selectFrom("videos").selectAll().where("id", "=", id).where("user_id", "=", userId);
      if (forRecording && lockRows) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      if (!row) throw new ApiError(404, "video_not_found");
      if (forRecording) {
        if (row.status !== "ready") throw new ApiError(409, "video_not_ready");
        if (await findActiveUpdate(db, row.id)) throw new ApiError(409, "video_update_in_progress");
      }
      return { row, version: row.version };
    },
    checkChanges(_row, changes) {
      const checked: FieldChanges = {};
      for (const [field, change] of Object.entries(changes)) {
        if (!(videoRecordFields as string[]).includes(field)) throw new ApiError(400, "record_field_unknown", { field, fields: videoRecordFields.join(", ") });
        parseAfter(field, compositeBody.shape[field as (typeof videoRecordFields)[number]], change.after);
        // Kept as sent: the editor shows it back as it was, and `video/composite` parses the state again.
        checked[field] = { before: change.before ?? null, after: change.after };
      }
      return checked;
    },
  };
}

export function videoRecordsRouter(services: ApiServices, authenticator: Authenticator) {
  const router = new Hono<ApiEnv>();
  const handlers = recordHandlers(
    services,
    videoRecordFamily(services.config.database.kind === "postgres"),
    async (context) => (await authenticator.required(context)).user.id,
  );
  router.post("/record_op", async (context) => ok(context, await handlers.post(context)));
  router.get("/record_op", async (context) => ok(context, await handlers.get(context)));
  return router;
}
