import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { captainAssistants, captainDocumentChunks, captainDocuments } from '../../db/schema/index.ts';

export type TDocumentRow = typeof captainDocuments.$inferSelect;
export type TAssistantRow = typeof captainAssistants.$inferSelect;
export type TNewDocument = typeof captainDocuments.$inferInsert;

/** The account's assistant, or null (another account's is null too). */
export const findAssistant = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(captainAssistants)
      .where(and(eq(captainAssistants.accountId, accountId), eq(captainAssistants.id, id)))
  )[0] ?? null;

/** Sets the assistant's `feature_help_center` config key, leaving the other keys as they are. */
export const setHelpCenterSync = async (db: TExecutor, accountId: number, id: number, enabled: boolean) =>
  (
    await db
      .update(captainAssistants)
      .set({
        config: sql`${captainAssistants.config} || jsonb_build_object('feature_help_center', ${enabled}::boolean)`,
        updatedAt: new Date(),
      })
      .where(and(eq(captainAssistants.accountId, accountId), eq(captainAssistants.id, id)))
      .returning()
  )[0] ?? null;

const scope = (accountId: number, assistantId?: number) =>
  and(
    eq(captainDocuments.accountId, accountId),
    assistantId === undefined ? undefined : eq(captainDocuments.assistantId, assistantId),
  );

/** A page of the account's (or one assistant's) documents, newest first, without their text. */
export const listDocuments = async (
  db: TExecutor,
  accountId: number,
  q: { assistantId?: number; page: number; perPage: number },
) => {
  const { content: _content, ...columns } = getTableColumns(captainDocuments);
  const [rows, total] = await Promise.all([
    db
      .select({ ...columns, size: sql<number>`char_length(${captainDocuments.content})::int` })
      .from(captainDocuments)
      .where(scope(accountId, q.assistantId))
      .orderBy(desc(captainDocuments.createdAt), desc(captainDocuments.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(captainDocuments).where(scope(accountId, q.assistantId)),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
};

export const findDocument = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(captainDocuments)
      .where(and(eq(captainDocuments.accountId, accountId), eq(captainDocuments.id, id)))
  )[0] ?? null;

export const insertDocument = async (db: TExecutor, values: TNewDocument) =>
  (await db.insert(captainDocuments).values(values).returning())[0]!;

export const updateDocument = (
  db: TExecutor,
  id: number,
  patch: Partial<Pick<TDocumentRow, 'name' | 'content' | 'status' | 'error' | 'pages' | 'externalLink'>>,
) =>
  db
    .update(captainDocuments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(captainDocuments.id, id));

/** Deletes the document; its chunks and the FAQs generated from it go with it (foreign keys). */
export const deleteDocument = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .delete(captainDocuments)
      .where(and(eq(captainDocuments.accountId, accountId), eq(captainDocuments.id, id)))
      .returning({ id: captainDocuments.id })
  ).length > 0;

export interface TChunkValues {
  title: string;
  url: string | null;
  content: string;
  embedding: number[] | null;
}

/** The document's chunks replaced by these (a re-read or an article's change), in one transaction. */
export const replaceChunks = (
  db: TExecutor,
  doc: Pick<TDocumentRow, 'id' | 'accountId' | 'assistantId'>,
  chunks: TChunkValues[],
) =>
  db.transaction(async (tx) => {
    await tx.delete(captainDocumentChunks).where(eq(captainDocumentChunks.documentId, doc.id));
    if (!chunks.length) return;
    await tx.insert(captainDocumentChunks).values(
      chunks.map((c, position) => ({
        accountId: doc.accountId,
        assistantId: doc.assistantId,
        documentId: doc.id,
        position,
        title: c.title,
        url: c.url,
        content: c.content,
        embedding: c.embedding,
      })),
    );
  });

/** The document's first `limit` chunks, in order (FAQ generation reads these). */
export const listChunks = (db: TExecutor, documentId: number, limit: number) =>
  db
    .select({ title: captainDocumentChunks.title, content: captainDocumentChunks.content })
    .from(captainDocumentChunks)
    .where(eq(captainDocumentChunks.documentId, documentId))
    .orderBy(asc(captainDocumentChunks.position))
    .limit(limit);
