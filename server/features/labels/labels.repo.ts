import { and, asc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { contacts, conversations, labels } from '../../db/schema/index.ts';

export type TLabelRow = typeof labels.$inferSelect;

export const listLabels = (db: TExecutor, accountId: number) =>
  db.select().from(labels).where(eq(labels.accountId, accountId)).orderBy(asc(labels.title));

export const findLabel = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(labels)
      .where(and(eq(labels.accountId, accountId), eq(labels.id, id)))
      .limit(1)
  )[0] ?? null;

export const findLabelByTitle = async (db: TExecutor, accountId: number, title: string) =>
  (
    await db
      .select()
      .from(labels)
      .where(and(eq(labels.accountId, accountId), sql`lower(${labels.title}) = lower(${title})`))
      .limit(1)
  )[0] ?? null;

/**
 * The titles the account has labels for, in the account's spelling and the order asked, once each
 * (matched case-insensitively): unknown titles are dropped, as Chatwoot keeps only existing labels.
 */
export const knownLabelTitles = async (db: TExecutor, accountId: number, titles: string[]) => {
  if (!titles.length) return [];
  const rows = await db
    .select({ title: labels.title })
    .from(labels)
    .where(
      and(
        eq(labels.accountId, accountId),
        sql`lower(${labels.title}) IN (${sql.join(
          titles.map((t) => sql`lower(${t})`),
          sql`, `,
        )})`,
      ),
    );
  const byLower = new Map(rows.map((r) => [r.title.toLowerCase(), r.title]));
  return [...new Set(titles.map((t) => byLower.get(t.toLowerCase())).filter((t) => t !== undefined))];
};

export const insertLabel = async (db: TExecutor, values: typeof labels.$inferInsert) => {
  const [row] = await db.insert(labels).values(values).returning();
  if (!row) throw new Error('label insert returned nothing');
  return row;
};

export const updateLabel = async (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof labels.$inferInsert>,
) =>
  (
    await db
      .update(labels)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(labels.accountId, accountId), eq(labels.id, id)))
      .returning()
  )[0] ?? null;

export const deleteLabel = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .delete(labels)
      .where(and(eq(labels.accountId, accountId), eq(labels.id, id)))
      .returning()
  )[0] ?? null;

/**
 * A renamed label follows onto the account's tagged conversations and contacts (Chatwoot's
 * Labels::UpdateJob); where the new title is already there, the old one is just dropped.
 */
export const renameLabelTaggings = async (db: TExecutor, accountId: number, from: string, to: string) => {
  for (const table of [conversations, contacts]) {
    await db
      .update(table)
      .set({
        labels: sql`CASE WHEN ${to}::text = ANY(${table.labels}) THEN array_remove(${table.labels}, ${from}::text)
          ELSE array_replace(${table.labels}, ${from}::text, ${to}::text) END`,
      })
      .where(and(eq(table.accountId, accountId), sql`${from}::text = ANY(${table.labels})`));
  }
};
