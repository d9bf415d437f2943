import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { articles, categories } from '../../db/schema/index.ts';

export type TCategoryRow = typeof categories.$inferSelect;

/** Every category of a portal (all locales: related categories cross them), by position. */
export const listPortalCategories = (db: TExecutor, portalId: number) =>
  db
    .select()
    .from(categories)
    .where(eq(categories.portalId, portalId))
    .orderBy(asc(categories.position), asc(categories.id));

export const findCategory = async (db: TExecutor, portalId: number, id: number) =>
  (
    await db
      .select()
      .from(categories)
      .where(and(eq(categories.portalId, portalId), eq(categories.id, id)))
      .limit(1)
  )[0] ?? null;

export const findCategoryBySlug = async (db: TExecutor, portalId: number, locale: string, slug: string) =>
  (
    await db
      .select()
      .from(categories)
      .where(and(eq(categories.portalId, portalId), eq(categories.locale, locale), eq(categories.slug, slug)))
      .limit(1)
  )[0] ?? null;

/** Articles per category (every status). */
export const categoryArticleCounts = async (db: TExecutor, ids: number[]) => {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ categoryId: articles.categoryId, count: sql<number>`count(*)::int` })
    .from(articles)
    .where(inArray(articles.categoryId, ids))
    .groupBy(articles.categoryId);
  return new Map(rows.flatMap((r) => (r.categoryId == null ? [] : [[r.categoryId, r.count] as const])));
};

export const nextCategoryPosition = async (db: TExecutor, portalId: number, locale: string) =>
  (
    await db
      .select({ next: sql<number>`coalesce(max(${categories.position}), 0)::int + 1` })
      .from(categories)
      .where(and(eq(categories.portalId, portalId), eq(categories.locale, locale)))
  )[0]?.next ?? 1;

export const insertCategory = async (db: TExecutor, values: typeof categories.$inferInsert) => {
  const [row] = await db.insert(categories).values(values).returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
};

export const updateCategory = async (
  db: TExecutor,
  portalId: number,
  id: number,
  patch: Partial<typeof categories.$inferInsert>,
) =>
  (
    await db
      .update(categories)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(categories.portalId, portalId), eq(categories.id, id)))
      .returning()
  )[0] ?? null;

export const deleteCategory = async (db: TExecutor, portalId: number, id: number) =>
  (
    await db
      .delete(categories)
      .where(and(eq(categories.portalId, portalId), eq(categories.id, id)))
      .returning({ id: categories.id })
  ).length > 0;

/** Points categories at the root of their locale group (null: each stands alone). */
export const setAssociatedCategory = (db: TExecutor, portalId: number, ids: number[], rootId: number | null) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .update(categories)
        .set({ associatedCategoryId: rootId, updatedAt: new Date() })
        .where(and(eq(categories.portalId, portalId), inArray(categories.id, ids)));
