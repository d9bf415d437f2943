import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accountUsers, articles, categories, users } from '../../db/schema/index.ts';

export type TArticleRow = typeof articles.$inferSelect;
export type TArticleInsert = typeof articles.$inferInsert;

/** What the search vector is made of (config: a text-search configuration name from articleContent). */
export interface TSearchSource {
  config: string;
  title: string;
  description: string | null;
  text: string;
}

/** The named text-search configuration, or 'simple' where this PostgreSQL lacks it (evaluated once per statement). */
export const regconfigOf = (name: string) =>
  sql`(SELECT coalesce((SELECT oid::regconfig FROM pg_ts_config WHERE cfgname = ${name}), 'simple'::regconfig))`;

export const searchVectorOf = (s: TSearchSource) => {
  const cfg = regconfigOf(s.config);
  return sql`setweight(to_tsvector(${cfg}, ${s.title}), 'A') || setweight(to_tsvector(${cfg}, ${s.description ?? ''}), 'B') || setweight(to_tsvector(${cfg}, ${s.text}), 'C')`;
};

const withRefs = {
  article: articles,
  category: {
    id: categories.id,
    name: categories.name,
    slug: categories.slug,
    locale: categories.locale,
    icon: categories.icon,
  },
  author: { id: users.id, name: users.name, displayName: users.displayName, avatarKey: users.avatarKey },
};

export type TArticleWithRefs = {
  article: TArticleRow;
  category: { id: number; name: string; slug: string; locale: string; icon: string | null } | null;
  author: { id: number; name: string; displayName: string | null; avatarKey: string | null } | null;
};

const selectWithRefs = (db: TExecutor) =>
  db
    .select(withRefs)
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(users, eq(users.id, articles.authorId));

export interface TArticleFilters {
  locale?: string;
  status?: number;
  authorId?: number;
  categoryId?: number | null;
  query?: string;
  searchConfig: string;
}

const conditionsOf = (portalId: number, f: TArticleFilters) => {
  const where: SQL[] = [eq(articles.portalId, portalId)];
  if (f.locale) where.push(eq(articles.locale, f.locale));
  if (f.status !== undefined) where.push(eq(articles.status, f.status));
  if (f.authorId !== undefined) where.push(eq(articles.authorId, f.authorId));
  if (f.categoryId !== undefined) {
    where.push(f.categoryId === null ? sql`${articles.categoryId} IS NULL` : eq(articles.categoryId, f.categoryId));
  }
  if (f.query) {
    const cfg = regconfigOf(f.searchConfig);
    const like = `%${f.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(${articles.searchVector} @@ websearch_to_tsquery(${cfg}, ${f.query}) OR ${articles.title} ILIKE ${like})`,
    );
  }
  return and(...where);
};

const ORDER = {
  position: [asc(articles.position), asc(articles.id)],
  views: [desc(articles.views), desc(articles.id)],
  updated_at: [desc(articles.updatedAt), desc(articles.id)],
  created_at: [desc(articles.createdAt), desc(articles.id)],
  title: [asc(articles.title), asc(articles.id)],
} as const;
export type TArticleSort = keyof typeof ORDER;

export const listArticles = (
  db: TExecutor,
  portalId: number,
  f: TArticleFilters,
  sort: TArticleSort,
  page: number,
  perPage: number,
): Promise<TArticleWithRefs[]> =>
  selectWithRefs(db)
    .where(conditionsOf(portalId, f))
    .orderBy(...ORDER[sort])
    .limit(perPage)
    .offset((page - 1) * perPage);

export const countArticles = async (db: TExecutor, portalId: number, f: TArticleFilters) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(conditionsOf(portalId, f))
  )[0]?.n ?? 0;

/**
 * The status tabs' counts over the list's search without its status and author (Chatwoot's
 * set_article_count): all, each status, and the caller's own.
 */
export const articleStatusCounts = async (db: TExecutor, portalId: number, f: TArticleFilters, me: number) => {
  const row = (
    await db
      .select({
        all: sql<number>`count(*)::int`,
        draft: sql<number>`(count(*) FILTER (WHERE ${articles.status} = 0))::int`,
        published: sql<number>`(count(*) FILTER (WHERE ${articles.status} = 1))::int`,
        archived: sql<number>`(count(*) FILTER (WHERE ${articles.status} = 2))::int`,
        mine: sql<number>`(count(*) FILTER (WHERE ${articles.authorId} = ${me}))::int`,
      })
      .from(articles)
      .where(conditionsOf(portalId, { ...f, status: undefined, authorId: undefined }))
  )[0];
  return row ?? { all: 0, draft: 0, published: 0, archived: 0, mine: 0 };
};

/** The translations tied to each root article (articles whose associated_article_id is one of `rootIds`). */
export const listAssociatedArticles = async (db: TExecutor, portalId: number, rootIds: number[]) =>
  rootIds.length === 0
    ? []
    : db
        .select({
          id: articles.id,
          rootId: articles.associatedArticleId,
          categoryId: articles.categoryId,
          title: articles.title,
          slug: articles.slug,
          locale: articles.locale,
          description: articles.description,
          status: articles.status,
          views: articles.views,
        })
        .from(articles)
        .where(and(eq(articles.portalId, portalId), inArray(articles.associatedArticleId, rootIds)))
        .orderBy(asc(articles.id));

export const findArticle = async (db: TExecutor, portalId: number, id: number) =>
  (
    await selectWithRefs(db)
      .where(and(eq(articles.portalId, portalId), eq(articles.id, id)))
      .limit(1)
  )[0] ?? null;

export const findArticleIdBySlug = async (db: TExecutor, portalId: number, slug: string) =>
  (
    await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.portalId, portalId), eq(articles.slug, slug)))
      .limit(1)
  )[0]?.id ?? null;

export const nextArticlePosition = async (db: TExecutor, portalId: number, categoryId: number | null) =>
  (
    await db
      .select({ next: sql<number>`coalesce(max(${articles.position}), 0)::int + 1` })
      .from(articles)
      .where(
        and(
          eq(articles.portalId, portalId),
          categoryId == null ? sql`${articles.categoryId} IS NULL` : eq(articles.categoryId, categoryId),
        ),
      )
  )[0]?.next ?? 1;

export const isAccountMember = async (db: TExecutor, accountId: number, userId: number) =>
  (
    await db
      .select({ id: accountUsers.id })
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
      .limit(1)
  ).length > 0;

export const insertArticle = async (db: TExecutor, values: TArticleInsert, search: TSearchSource) => {
  const [row] = await db
    .insert(articles)
    .values({ ...values, searchConfig: search.config, searchVector: searchVectorOf(search) })
    .returning({ id: articles.id });
  if (!row) throw new Error('article insert returned nothing');
  return row.id;
};

export const updateArticle = async (
  db: TExecutor,
  portalId: number,
  id: number,
  patch: Partial<TArticleInsert>,
  search: TSearchSource,
) =>
  (
    await db
      .update(articles)
      .set({ ...patch, searchConfig: search.config, searchVector: searchVectorOf(search), updatedAt: new Date() })
      .where(and(eq(articles.portalId, portalId), eq(articles.id, id)))
      .returning({ id: articles.id })
  ).length > 0;

export const deleteArticle = async (db: TExecutor, portalId: number, id: number) =>
  (
    await db
      .delete(articles)
      .where(and(eq(articles.portalId, portalId), eq(articles.id, id)))
      .returning({ id: articles.id })
  ).length > 0;

/** Sets positions of the portal's articles (optionally only those of one category); answers how many moved. */
export const setArticlePositions = async (
  db: TExecutor,
  portalId: number,
  positions: { id: number; position: number }[],
  categoryId: number | undefined,
) => {
  if (!positions.length) return 0;
  const values = sql.join(
    positions.map((p) => sql`(${p.id}::int, ${p.position}::int)`),
    sql`, `,
  );
  const res = await db.execute(
    sql`UPDATE ${articles} SET position = v.position
        FROM (VALUES ${values}) AS v(id, position)
        WHERE ${articles.id} = v.id AND ${articles.portalId} = ${portalId}
        ${categoryId === undefined ? sql`` : sql`AND ${articles.categoryId} = ${categoryId}`}`,
  );
  return res.rowCount ?? 0;
};

export const articleIdsIn = async (db: TExecutor, portalId: number, ids: number[]) =>
  ids.length
    ? (
        await db
          .select({ id: articles.id })
          .from(articles)
          .where(and(eq(articles.portalId, portalId), inArray(articles.id, ids)))
      ).map((r) => r.id)
    : [];
