import { and, desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { contactNotes, users } from '../../db/schema/index.ts';

export type TContactNoteRow = typeof contactNotes.$inferSelect;

export const listNotes = (db: TExecutor, accountId: number, contactId: number) =>
  db
    .select({ note: contactNotes, user: users })
    .from(contactNotes)
    .leftJoin(users, eq(users.id, contactNotes.userId))
    .where(and(eq(contactNotes.accountId, accountId), eq(contactNotes.contactId, contactId)))
    .orderBy(desc(contactNotes.createdAt), desc(contactNotes.id));

export const findNote = async (db: TExecutor, accountId: number, contactId: number, id: number) =>
  (
    await db
      .select({ note: contactNotes, user: users })
      .from(contactNotes)
      .leftJoin(users, eq(users.id, contactNotes.userId))
      .where(and(eq(contactNotes.accountId, accountId), eq(contactNotes.contactId, contactId), eq(contactNotes.id, id)))
      .limit(1)
  )[0] ?? null;

export const insertNote = async (db: TExecutor, values: typeof contactNotes.$inferInsert) => {
  const [row] = await db.insert(contactNotes).values(values).returning();
  if (!row) throw new Error('note insert returned nothing');
  return row;
};

export const updateNote = async (db: TExecutor, accountId: number, contactId: number, id: number, content: string) =>
  (
    await db
      .update(contactNotes)
      .set({ content, updatedAt: new Date() })
      .where(and(eq(contactNotes.accountId, accountId), eq(contactNotes.contactId, contactId), eq(contactNotes.id, id)))
      .returning()
  )[0] ?? null;

export const deleteNote = async (db: TExecutor, accountId: number, contactId: number, id: number) =>
  (
    await db
      .delete(contactNotes)
      .where(and(eq(contactNotes.accountId, accountId), eq(contactNotes.contactId, contactId), eq(contactNotes.id, id)))
      .returning()
  )[0] ?? null;

/** Merge: the mergee's notes now belong to the base contact. */
export const moveNotes = (db: TExecutor, accountId: number, fromId: number, toId: number) =>
  db
    .update(contactNotes)
    .set({ contactId: toId })
    .where(and(eq(contactNotes.accountId, accountId), eq(contactNotes.contactId, fromId)));
