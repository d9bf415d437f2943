import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TFaqStatus } from '../../../common/contracts/captainKnowledge.ts';
import type { TExecutor } from '../../db/client.ts';
import { captainAssistantResponses as faqs, captainDocuments, conversations } from '../../db/schema/index.ts';

export type TFaqRow = typeof faqs.$inferSelect;
export type TNewFaq = typeof faqs.$inferInsert;

/** Questions at least this similar (pg_trgm) to one the assistant has are not added again. */
export const DUPLICATE_SIMILARITY = 0.8;

export interface TFaqFilters {
  assistantId?: number;
  documentId?: number;
  status?: TFaqStatus;
  search?: string;
}

const whereOf = (accountId: number, f: TFaqFilters): SQL | undefined => {
  const search = f.search?.trim();
  return and(
    eq(faqs.accountId, accountId),
    f.assistantId === undefined ? undefined : eq(faqs.assistantId, f.assistantId),
    f.documentId === undefined ? undefined : eq(faqs.documentId, f.documentId),
    f.status === undefined ? undefined : eq(faqs.status, f.status),
    search
      ? sql`(${faqs.searchVector} @@ websearch_to_tsquery('english', ${search})
             OR ${faqs.question} ILIKE ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}
             OR word_similarity(${search}, ${faqs.question}) > 0.4)`
      : undefined,
  );
};

/** FAQ rows with where they came from: the document's name, the conversation's display id. */
const withSources = (db: TExecutor) =>
  db
    .select({
      faq: faqs,
      documentName: captainDocuments.name,
      conversationDisplayId: conversations.displayId,
    })
    .from(faqs)
    .leftJoin(captainDocuments, eq(captainDocuments.id, faqs.documentId))
    .leftJoin(
      conversations,
      and(
        eq(faqs.documentableType, 'Conversation'),
        eq(conversations.id, faqs.documentableId),
        eq(conversations.accountId, faqs.accountId),
      ),
    );

export type TFaqWithSource = Awaited<ReturnType<ReturnType<typeof withSources>['where']>>[number];

/** A page of FAQs, newest first (a search ranks the closest first). */
export const listFaqs = async (
  db: TExecutor,
  accountId: number,
  f: TFaqFilters & { page: number; perPage: number },
) => {
  const where = whereOf(accountId, f);
  const search = f.search?.trim();
  const [rows, total] = await Promise.all([
    withSources(db)
      .where(where)
      .orderBy(
        ...(search ? [desc(sql`word_similarity(${search}, ${faqs.question})`)] : []),
        desc(faqs.createdAt),
        desc(faqs.id),
      )
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(faqs).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
};

export const findFaq = async (db: TExecutor, accountId: number, id: number) =>
  (await withSources(db).where(and(eq(faqs.accountId, accountId), eq(faqs.id, id))))[0] ?? null;

export const insertFaq = async (db: TExecutor, values: TNewFaq) =>
  (await db.insert(faqs).values(values).returning())[0]!;

export const updateFaq = (
  db: TExecutor,
  id: number,
  patch: Partial<Pick<TFaqRow, 'question' | 'answer' | 'status' | 'embedding'>>,
) =>
  db
    .update(faqs)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(faqs.id, id));

/** The account's FAQs among `ids` (others' are left alone and not named). */
export const approveFaqs = async (db: TExecutor, accountId: number, ids: number[]) =>
  (
    await db
      .update(faqs)
      .set({ status: 'approved', updatedAt: new Date() })
      .where(and(eq(faqs.accountId, accountId), inArray(faqs.id, ids)))
      .returning({ id: faqs.id })
  ).map((r) => r.id);

export const deleteFaqs = async (db: TExecutor, accountId: number, ids: number[]) =>
  (
    await db
      .delete(faqs)
      .where(and(eq(faqs.accountId, accountId), inArray(faqs.id, ids)))
      .returning({ id: faqs.id })
  ).map((r) => r.id);

/** Does the assistant have a question this close (trigram similarity) already, pending or approved? */
export const hasSimilarQuestion = async (db: TExecutor, assistantId: number, question: string) => {
  const { rows } = await db.execute<{ found: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM ${faqs}
       WHERE ${faqs.assistantId} = ${assistantId} AND ${faqs.question} % ${question}
         AND similarity(${faqs.question}, ${question}) > ${DUPLICATE_SIMILARITY}
    ) AS found`);
  return rows[0]?.found === true;
};
