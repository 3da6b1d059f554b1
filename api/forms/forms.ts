import type { UserRow } from "../auth/users";
import type { DbExecutor } from "../db/connection";
import type { FormsTable } from "../db/schema";
import { logger } from "../lib/logger";
import { formDefinition, type FormDefinition } from "./definition";

export interface StoredForm {
  id: string;
  /** Null for the product's own forms (the FORMS_OWNER_EMAIL account's); a user's id for a form a user made. */
  ownerUserId: string | null;
  definition: FormDefinition;
  createdAt: number;
  updatedAt: number;
  disabledAt: number | null;
}

function toStoredForm(row: FormsTable): StoredForm | undefined {
  const parsed = formDefinition.safeParse(JSON.parse(row.definition));
  if (!parsed.success) {
    // Written only through formDefinition, so this is a hand edit gone wrong: serve nothing rather than half a form.
    logger.error("a stored form definition does not parse", { formId: row.id, issue: parsed.error.issues[0]?.message });
    return undefined;
  }
  return {
    id: row.id,
    ownerUserId: row.owner_user_id,
    definition: parsed.data,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    disabledAt: row.disabled_at ?? null,
  };
}

export async function findForm(db: DbExecutor, id: string): Promise<StoredForm | undefined> {
  const row = await db.selectFrom("forms").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toStoredForm(row) : undefined;
}

/** Made by one of the product's users, not by the product: shown as such, and reportable. */
export function isMadeByUser(form: Pick<StoredForm, "ownerUserId">): boolean {
  return form.ownerUserId !== null;
}

/** The FORMS_OWNER_EMAIL account speaks for the product: its forms are the product's own. */
export function isProductOperator(user: Pick<UserRow, "email">, formsOwnerEmail: string | undefined): boolean {
  return formsOwnerEmail !== undefined && user.email.toLowerCase() === formsOwnerEmail;
}

/** A user's own form, or the operator's built-in forms for the FORMS_OWNER_EMAIL account. */
export function isFormOwner(form: StoredForm, user: Pick<UserRow, "id" | "email">, formsOwnerEmail: string | undefined): boolean {
  if (form.ownerUserId !== null) return form.ownerUserId === user.id;
  return isProductOperator(user, formsOwnerEmail);
}

export async function countOwnForms(db: DbExecutor, userId: string): Promise<number> {
  const row = await db.selectFrom("forms").select(db.fn.countAll<number>().as("count")).where("owner_user_id", "=", userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertForm(db: DbExecutor, form: { id: string; ownerUserId: string | null; definition: FormDefinition; now: number }) {
  await db
    .insertInto("forms")
    .values({ id: form.id, owner_user_id: form.ownerUserId, definition: JSON.stringify(form.definition), created_at: form.now, updated_at: form.now })
    .execute();
}

export async function replaceDefinition(db: DbExecutor, id: string, definition: FormDefinition, now: number) {
  await db
    .updateTable("forms")
    .set({ definition: JSON.stringify(definition), updated_at: now })
    .where("id", "=", id)
    .execute();
}

/** Taking a form down (or back up): returns false when no form has this id. */
export async function setFormDisabled(db: DbExecutor, id: string, disabledAt: number | null): Promise<boolean> {
  const result = await db.updateTable("forms").set({ disabled_at: disabledAt }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
