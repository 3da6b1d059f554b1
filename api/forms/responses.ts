import { randomUUID } from "node:crypto";
import { PostgresAdapter } from "kysely";
import type { Db, DbExecutor } from "../db/connection";
import type { AnswerValue } from "../contract/form-answers";
import { csvRow, utf8ByteOrderMark } from "../../lib/csv";
import type { FormDefinition } from "./definition";

export interface NewResponse {
  id: string;
  formId: string;
  /** The dedup key: the answer to the form's first e-mail question, lowercased. */
  email: string | null;
  answers: Record<string, AnswerValue>;
  hidden: Record<string, string>;
  source: string | null;
  medium: string | null;
  mediumVersion: string | null;
  embedType: string | null;
  gaClientId: string | null;
  createdAt: number;
}

export async function insertResponse(db: DbExecutor, response: NewResponse) {
  await db
    .insertInto("form_responses")
    .values({
      id: response.id,
      form_id: response.formId,
      email: response.email,
      answers: JSON.stringify(response.answers),
      hidden: JSON.stringify(response.hidden),
      source: response.source,
      medium: response.medium,
      medium_version: response.mediumVersion,
      embed_type: response.embedType,
      ga_client_id: response.gaClientId,
      created_at: response.createdAt,
    })
    .execute();
}

/**
 * How long anonymous answers are kept and how many a user's form holds: a form anyone can post to must not grow
 * without end, and answers nobody exported in a year are not kept for nobody.
 */
export const responseRetention = { maxPerUserForm: 10_000, days: 365, purgeEveryMs: 60 * 60_000 } as const;
const dayMs = 24 * 60 * 60_000;

export type StoreOutcome =
  | { stored: true; id: string }
  /** This form already holds the e-mail, or the same page was sent twice. */
  | { stored: false; reason: "duplicate" | "full" };

/**
 * Stores a response unless the form is full or already has it. The count and the insert are one transaction so
 * parallel answers cannot pass the cap together: SQLite runs one at a time, PostgreSQL waits on the form's row.
 * A response id is only ever compared within its form; one taken by another form's response is replaced.
 */
export async function storeResponse(db: Db, response: NewResponse, { capped }: { capped: boolean }): Promise<StoreOutcome> {
  return db.transaction().execute(async (trx) => {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await trx.selectFrom("forms").select("id").where("id", "=", response.formId).forUpdate().execute();
    }
    if (capped) {
      const { count } = await trx.selectFrom("form_responses").select(trx.fn.countAll<number>().as("count")).where("form_id", "=", response.formId).executeTakeFirstOrThrow();
      if (Number(count) >= responseRetention.maxPerUserForm) return { stored: false, reason: "full" } as const;
    }
    const sameId = await trx.selectFrom("form_responses").select("form_id").where("id", "=", response.id).executeTakeFirst();
    if (sameId?.form_id === response.formId) return { stored: false, reason: "duplicate" } as const;
    const id = sameId ? randomUUID() : response.id;
    await insertResponse(trx, { ...response, id });
    return { stored: true, id } as const;
  });
}

/** Deletes every form's responses older than the retention; returns how many went. */
export async function purgeExpiredResponses(db: DbExecutor, now: number): Promise<number> {
  const result = await db
    .deleteFrom("form_responses")
    .where("created_at", "<", now - responseRetention.days * dayMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const exportBatchSize = 500;

/**
 * All of a form's responses as CSV, oldest first, read in batches so a large form never sits in memory at once.
 * Columns: id and time, one per question (by key), one per declared hidden field, then where the response came from.
 */
export function responsesCsv(db: Db, formId: string, definition: FormDefinition): ReadableStream<Uint8Array> {
  const questionKeys = definition.fields.map((field) => field.key);
  const hiddenNames = definition.hidden_fields;
  const encoder = new TextEncoder();
  let after: { createdAt: number; id: string } | null = null;
  let headerSent = false;

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        const header = [
          "response_id",
          "submitted_at",
          ...questionKeys,
          ...hiddenNames.map((name) => `hidden:${name}`),
          "source",
          "medium",
          "medium_version",
          "embed_type",
          "ga_client_id",
        ];
        controller.enqueue(encoder.encode(utf8ByteOrderMark + csvRow(header)));
        return;
      }
      const cursor = after;
      const rows = await db
        .selectFrom("form_responses")
        .selectAll()
        .where("form_id", "=", formId)
        .$if(cursor !== null, (query) =>
          query.where((where) =>
            where.or([where("created_at", ">", cursor!.createdAt), where.and([where("created_at", "=", cursor!.createdAt), where("id", ">", cursor!.id)])]),
          ),
        )
        .orderBy("created_at")
        .orderBy("id")
        .limit(exportBatchSize)
        .execute();
      if (rows.length === 0) {
        controller.close();
        return;
      }
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.created_at, id: last.id };
      const text = rows
        .map((row) => {
          const answers = JSON.parse(row.answers) as Record<string, AnswerValue>;
          const hidden = JSON.parse(row.hidden) as Record<string, string>;
          return csvRow([
            row.id,
            new Date(row.created_at).toISOString(),
            ...questionKeys.map((key) => answers[key] ?? null),
            ...hiddenNames.map((name) => hidden[name] ?? null),
            row.source,
            row.medium,
            row.medium_version,
            row.embed_type,
            row.ga_client_id,
          ]);
        })
        .join("");
      controller.enqueue(encoder.encode(text));
    },
  });
}
