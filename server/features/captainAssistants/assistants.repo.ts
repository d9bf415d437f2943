import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  captainAssistants,
  captainCustomTools,
  captainDocuments,
  captainInboxes,
  inboxes,
} from '../../db/schema/index.ts';

export type TAssistantRow = typeof captainAssistants.$inferSelect;
export type TCustomToolRow = typeof captainCustomTools.$inferSelect;

// Assistants ------------------------------------------------------------------------------------------------

export const listAssistants = (db: TExecutor, accountId: number) =>
  db
    .select()
    .from(captainAssistants)
    .where(eq(captainAssistants.accountId, accountId))
    .orderBy(asc(captainAssistants.id));

export const findAssistant = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(captainAssistants)
      .where(and(eq(captainAssistants.accountId, accountId), eq(captainAssistants.id, id)))
      .limit(1)
  )[0] ?? null;

export const insertAssistant = async (db: TExecutor, values: typeof captainAssistants.$inferInsert) => {
  const [row] = await db.insert(captainAssistants).values(values).returning();
  if (!row) throw new Error('assistant insert returned nothing');
  return row;
};

export const updateAssistant = async (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof captainAssistants.$inferInsert>,
) =>
  (
    await db
      .update(captainAssistants)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(captainAssistants.accountId, accountId), eq(captainAssistants.id, id)))
      .returning()
  )[0] ?? null;

export const deleteAssistant = (db: TExecutor, accountId: number, id: number) =>
  db.delete(captainAssistants).where(and(eq(captainAssistants.accountId, accountId), eq(captainAssistants.id, id)));

// Connected inboxes -----------------------------------------------------------------------------------------

export const listAssistantInboxes = (db: TExecutor, accountId: number, assistantId: number) =>
  db
    .select({ id: inboxes.id, name: inboxes.name, channelType: inboxes.channelType })
    .from(captainInboxes)
    .innerJoin(inboxes, eq(inboxes.id, captainInboxes.inboxId))
    .where(and(eq(captainInboxes.accountId, accountId), eq(captainInboxes.assistantId, assistantId)))
    .orderBy(asc(inboxes.id));

/** Connects the inbox; false when another assistant (or this one) already answers it (one assistant an inbox). */
export const connectInbox = async (db: TExecutor, accountId: number, assistantId: number, inboxId: number) =>
  (
    await db
      .insert(captainInboxes)
      .values({ accountId, assistantId, inboxId })
      .onConflictDoNothing({ target: captainInboxes.inboxId })
      .returning({ id: captainInboxes.id })
  ).length > 0;

export const disconnectInbox = async (db: TExecutor, accountId: number, assistantId: number, inboxId: number) =>
  (
    await db
      .delete(captainInboxes)
      .where(
        and(
          eq(captainInboxes.accountId, accountId),
          eq(captainInboxes.assistantId, assistantId),
          eq(captainInboxes.inboxId, inboxId),
        ),
      )
      .returning({ id: captainInboxes.id })
  ).length > 0;

/** The assistant that answers the inbox, if one does. */
export const assistantOfInbox = async (db: TExecutor, accountId: number, inboxId: number) =>
  (
    await db
      .select({ assistant: captainAssistants })
      .from(captainInboxes)
      .innerJoin(captainAssistants, eq(captainAssistants.id, captainInboxes.assistantId))
      .where(and(eq(captainInboxes.accountId, accountId), eq(captainInboxes.inboxId, inboxId)))
      .limit(1)
  )[0]?.assistant ?? null;

/** The inbox of the account (id, name, channel), or null. */
export const findAccountInbox = async (db: TExecutor, accountId: number, inboxId: number) =>
  (
    await db
      .select({ id: inboxes.id, name: inboxes.name, channelType: inboxes.channelType })
      .from(inboxes)
      .where(and(eq(inboxes.accountId, accountId), eq(inboxes.id, inboxId)))
      .limit(1)
  )[0] ?? null;

/** Which of these documents are help-centre articles (the help-centre search keeps only their pieces). */
export const articleDocumentIds = async (db: TExecutor, accountId: number, ids: number[]) => {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: captainDocuments.id })
    .from(captainDocuments)
    .where(
      and(
        eq(captainDocuments.accountId, accountId),
        eq(captainDocuments.sourceType, 'article'),
        inArray(captainDocuments.id, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
};

// Custom tools ----------------------------------------------------------------------------------------------

export const listCustomTools = (db: TExecutor, accountId: number) =>
  db
    .select()
    .from(captainCustomTools)
    .where(eq(captainCustomTools.accountId, accountId))
    .orderBy(asc(captainCustomTools.id));

export const countCustomTools = async (db: TExecutor, accountId: number) =>
  (await db.select({ n: count() }).from(captainCustomTools).where(eq(captainCustomTools.accountId, accountId)))[0]?.n ??
  0;

export const findCustomTool = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(captainCustomTools)
      .where(and(eq(captainCustomTools.accountId, accountId), eq(captainCustomTools.id, id)))
      .limit(1)
  )[0] ?? null;

export const slugTaken = async (db: TExecutor, accountId: number, slug: string) =>
  (
    await db
      .select({ id: captainCustomTools.id })
      .from(captainCustomTools)
      .where(and(eq(captainCustomTools.accountId, accountId), eq(captainCustomTools.slug, slug)))
      .limit(1)
  ).length > 0;

export const insertCustomTool = async (db: TExecutor, values: typeof captainCustomTools.$inferInsert) => {
  const [row] = await db.insert(captainCustomTools).values(values).returning();
  if (!row) throw new Error('custom tool insert returned nothing');
  return row;
};

export const updateCustomTool = async (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof captainCustomTools.$inferInsert>,
) =>
  (
    await db
      .update(captainCustomTools)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(captainCustomTools.accountId, accountId), eq(captainCustomTools.id, id)))
      .returning()
  )[0] ?? null;

export const deleteCustomTool = (db: TExecutor, accountId: number, id: number) =>
  db.delete(captainCustomTools).where(and(eq(captainCustomTools.accountId, accountId), eq(captainCustomTools.id, id)));

/** An inbox of the account has an assistant (the Captain auto-reply consumer's `inUse`). */
export const captainInboxesInUse = (accountId: number) =>
  sql`EXISTS (SELECT 1 FROM ${captainInboxes} WHERE ${captainInboxes.accountId} = ${accountId})`;
