import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { contactInboxes, inboxes } from '../../db/schema/index.ts';

/** Hides the inbox at once (every inbox lookup skips it); null when it is not the account's or already going. */
export const markInboxDeleting = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .update(inboxes)
      .set({ deletingAt: new Date(), updatedAt: new Date() })
      .where(and(eq(inboxes.accountId, accountId), eq(inboxes.id, id), sql`${inboxes.deletingAt} IS NULL`))
      .returning()
  )[0] ?? null;

/** The inbox row, deleting or not (the deletion job's own lookup). */
export const findInboxForDeletion = async (db: TExecutor, id: number) =>
  (await db.select().from(inboxes).where(eq(inboxes.id, id)).limit(1))[0] ?? null;

/** Deletes up to `limit` of the inbox's contact inboxes; the count. */
export const deleteContactInboxBatch = async (db: TExecutor, inboxId: number, limit: number) =>
  (
    await db
      .delete(contactInboxes)
      .where(
        sql`${contactInboxes.id} IN (SELECT ${contactInboxes.id} FROM ${contactInboxes} WHERE ${contactInboxes.inboxId} = ${inboxId} LIMIT ${limit})`,
      )
      .returning({ id: contactInboxes.id })
  ).length;

/** The inbox row itself (members, working hours, campaigns, bot links cascade: a handful of rows). */
export const deleteInboxRow = (db: TExecutor, id: number) => db.delete(inboxes).where(eq(inboxes.id, id));
