import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { articles, categories, inboxes, portals } from '../../db/schema/index.ts';

export type TPortalRow = typeof portals.$inferSelect;

export const listPortals = (db: TExecutor, accountId: number) =>
  db.select().from(portals).where(eq(portals.accountId, accountId)).orderBy(asc(portals.id));

export const findPortalBySlug = async (db: TExecutor, accountId: number, slug: string) =>
  (
    await db
      .select()
      .from(portals)
      .where(and(eq(portals.accountId, accountId), sql`lower(${portals.slug}) = lower(${slug})`))
      .limit(1)
  )[0] ?? null;

export const findPortalById = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(portals)
      .where(and(eq(portals.accountId, accountId), eq(portals.id, id)))
      .limit(1)
  )[0] ?? null;

/** Any account's portal with this slug (slugs are unique across the installation). */
export const findAnyPortalBySlug = async (db: TExecutor, slug: string) =>
  (
    await db
      .select()
      .from(portals)
      .where(sql`lower(${portals.slug}) = lower(${slug})`)
      .limit(1)
  )[0] ?? null;

export const findPortalByDomain = async (db: TExecutor, domain: string) =>
  (
    await db
      .select()
      .from(portals)
      .where(sql`lower(${portals.customDomain}) = lower(${domain})`)
      .limit(1)
  )[0] ?? null;

export const insertPortal = async (db: TExecutor, values: typeof portals.$inferInsert) => {
  const [row] = await db.insert(portals).values(values).returning();
  if (!row) throw new Error('portal insert returned nothing');
  return row;
};

export const updatePortal = async (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof portals.$inferInsert>,
) =>
  (
    await db
      .update(portals)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(portals.accountId, accountId), eq(portals.id, id)))
      .returning()
  )[0] ?? null;

/** Removes the portal (its categories and articles cascade) and unlinks the inboxes that showed it. */
export const deletePortal = async (db: TExecutor, accountId: number, id: number) => {
  await db
    .update(inboxes)
    .set({ portalId: null })
    .where(and(eq(inboxes.accountId, accountId), eq(inboxes.portalId, id)));
  return (
    (
      await db
        .delete(portals)
        .where(and(eq(portals.accountId, accountId), eq(portals.id, id)))
        .returning({ id: portals.id })
    ).length > 0
  );
};

export interface TPortalCounts {
  /** locale → status (0/1/2) → count */
  articles: Map<number, { locale: string; status: number; count: number }[]>;
  categories: Map<number, { locale: string; count: number }[]>;
  inboxIds: Map<number, number[]>;
}

/** Article counts by locale and status, category counts by locale and linked inboxes, for the given portals. */
export const portalCounts = async (db: TExecutor, accountId: number, ids: number[]): Promise<TPortalCounts> => {
  const out: TPortalCounts = { articles: new Map(), categories: new Map(), inboxIds: new Map() };
  if (!ids.length) return out;
  const [a, c, i] = await Promise.all([
    db
      .select({
        portalId: articles.portalId,
        locale: articles.locale,
        status: articles.status,
        count: sql<number>`count(*)::int`,
      })
      .from(articles)
      .where(inArray(articles.portalId, ids))
      .groupBy(articles.portalId, articles.locale, articles.status),
    db
      .select({ portalId: categories.portalId, locale: categories.locale, count: sql<number>`count(*)::int` })
      .from(categories)
      .where(inArray(categories.portalId, ids))
      .groupBy(categories.portalId, categories.locale),
    db
      .select({ portalId: inboxes.portalId, id: inboxes.id })
      .from(inboxes)
      .where(and(eq(inboxes.accountId, accountId), inArray(inboxes.portalId, ids), sql`${inboxes.deletingAt} IS NULL`))
      .orderBy(asc(inboxes.id)),
  ]);
  for (const r of a) out.articles.set(r.portalId, [...(out.articles.get(r.portalId) ?? []), r]);
  for (const r of c) out.categories.set(r.portalId, [...(out.categories.get(r.portalId) ?? []), r]);
  for (const r of i)
    if (r.portalId != null) out.inboxIds.set(r.portalId, [...(out.inboxIds.get(r.portalId) ?? []), r.id]);
  return out;
};
