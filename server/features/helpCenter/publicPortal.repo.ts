import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accounts, articles, categories, portals } from '../../db/schema/index.ts';
import { regconfigOf } from './articles.repo.ts';

const PUBLISHED = 1;

/** A portal readers may see: not archived, its account active and the help_center flag not off. */
const visiblePortal = sql`${portals.archived} = false AND ${accounts.status} = 0 AND coalesce((${accounts.features} ->> 'help_center')::boolean, true)`;

/** A visible portal, its allowed locales without the drafts (readers never see a locale being translated). */
export const findPublicPortal = async (db: TExecutor, by: { slug: string } | { domain: string } | { id: number }) => {
  const portal = await findVisiblePortal(db, by);
  return portal && { ...portal, allowedLocales: portal.allowedLocales.filter((l) => !portal.draftLocales.includes(l)) };
};

const findVisiblePortal = async (db: TExecutor, by: { slug: string } | { domain: string } | { id: number }) =>
  (
    await db
      .select({ portal: portals })
      .from(portals)
      .innerJoin(accounts, eq(accounts.id, portals.accountId))
      .where(
        and(
          'slug' in by
            ? sql`lower(${portals.slug}) = lower(${by.slug})`
            : 'domain' in by
              ? sql`lower(${portals.customDomain}) = lower(${by.domain})`
              : eq(portals.id, by.id),
          visiblePortal,
        ),
      )
      .limit(1)
  )[0]?.portal ?? null;

export type TPublicPortal = NonNullable<Awaited<ReturnType<typeof findPublicPortal>>>;

const articleCard = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  description: articles.description,
  locale: articles.locale,
  views: articles.views,
  categoryId: articles.categoryId,
  updatedAt: articles.updatedAt,
};
export type TArticleCard = {
  id: number;
  title: string;
  slug: string;
  description: string | null;
  locale: string;
  views: number;
  categoryId: number | null;
  updatedAt: Date;
};

/** The locale's categories with their published article counts, by position. */
export const publicCategories = (db: TExecutor, portalId: number, locale: string) =>
  db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      locale: categories.locale,
      icon: categories.icon,
      description: categories.description,
      associatedCategoryId: categories.associatedCategoryId,
      count: sql<number>`(SELECT count(*) FROM ${articles} WHERE ${articles.categoryId} = ${categories.id} AND ${articles.status} = ${PUBLISHED})::int`,
    })
    .from(categories)
    .where(and(eq(categories.portalId, portalId), eq(categories.locale, locale)))
    .orderBy(asc(categories.position), asc(categories.id));

export const findPublicCategory = async (db: TExecutor, portalId: number, locale: string, slug: string) =>
  (
    await db
      .select()
      .from(categories)
      .where(and(eq(categories.portalId, portalId), eq(categories.locale, locale), eq(categories.slug, slug)))
      .limit(1)
  )[0] ?? null;

/** The same category in other locales (either side of associated_category_id, or a shared one). */
export const categoryTranslations = (
  db: TExecutor,
  portalId: number,
  c: { id: number; associatedCategoryId: number | null },
) => {
  const root = c.associatedCategoryId ?? c.id;
  return db
    .select({ locale: categories.locale, slug: categories.slug })
    .from(categories)
    .where(
      and(eq(categories.portalId, portalId), or(eq(categories.id, root), eq(categories.associatedCategoryId, root))),
    );
};

export const popularArticles = (
  db: TExecutor,
  portalId: number,
  locale: string,
  limit: number,
): Promise<TArticleCard[]> =>
  db
    .select(articleCard)
    .from(articles)
    .where(and(eq(articles.portalId, portalId), eq(articles.locale, locale), eq(articles.status, PUBLISHED)))
    .orderBy(desc(articles.views), asc(articles.position), asc(articles.id))
    .limit(limit);

export const categoryArticles = (db: TExecutor, portalId: number, categoryId: number): Promise<TArticleCard[]> =>
  db
    .select(articleCard)
    .from(articles)
    .where(and(eq(articles.portalId, portalId), eq(articles.categoryId, categoryId), eq(articles.status, PUBLISHED)))
    .orderBy(asc(articles.position), asc(articles.id))
    .limit(500);

export const findPublicArticle = async (db: TExecutor, portalId: number, slug: string) =>
  (
    await db
      .select({
        article: articles,
        category: { name: categories.name, slug: categories.slug, locale: categories.locale },
      })
      .from(articles)
      .leftJoin(categories, eq(categories.id, articles.categoryId))
      .where(and(eq(articles.portalId, portalId), eq(articles.slug, slug), eq(articles.status, PUBLISHED)))
      .limit(1)
  )[0] ?? null;

/** The same article in other locales (linked by associated_article_id either way), published only. */
export const articleTranslations = (
  db: TExecutor,
  portalId: number,
  a: { id: number; associatedArticleId: number | null },
) => {
  const root = a.associatedArticleId ?? a.id;
  return db
    .select({ locale: articles.locale, slug: articles.slug })
    .from(articles)
    .where(
      and(
        eq(articles.portalId, portalId),
        eq(articles.status, PUBLISHED),
        or(eq(articles.id, root), eq(articles.associatedArticleId, root)),
      ),
    );
};

/**
 * One read counted: a single-row update by primary key (HOT: views is in no index). Committed without
 * waiting for the WAL flush — a crash may lose the last few views, never other data — so a read does not
 * pay for a disk sync.
 */
export const countView = (db: TExecutor, id: number) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    await tx.execute(sql`UPDATE ${articles} SET views = views + 1 WHERE id = ${id}`);
  });

export interface TSearchHit extends TArticleCard {
  snippet: string;
}

/**
 * Published articles of the portal's locale matching `query` in that language's configuration, best first
 * (title weighs most), with a headline: matched words between \uE000 and \uE001 (the caller escapes, then marks).
 */
export const searchPublished = async (
  db: TExecutor,
  portalId: number,
  locale: string,
  config: string,
  query: string,
  limit: number,
): Promise<TSearchHit[]> => {
  const cfg = regconfigOf(config);
  const res = await db.execute<{
    id: number;
    title: string;
    slug: string;
    description: string | null;
    locale: string;
    views: number;
    category_id: number | null;
    updated_at: string;
    snippet: string;
  }>(sql`
    WITH q AS (SELECT websearch_to_tsquery(${cfg}, ${query}) AS tsq),
    hits AS (
      SELECT a.id, a.title, a.slug, a.description, a.locale, a.views, a.category_id, a.updated_at, a.content,
             ts_rank_cd(a.search_vector, q.tsq) AS rank
      FROM ${articles} a, q
      WHERE a.portal_id = ${portalId} AND a.locale = ${locale} AND a.status = ${PUBLISHED} AND a.search_vector @@ q.tsq
      ORDER BY rank DESC, a.views DESC, a.id
      LIMIT ${limit}
    )
    SELECT h.id, h.title, h.slug, h.description, h.locale, h.views, h.category_id, h.updated_at,
           ts_headline(${cfg}, regexp_replace(h.content, '<[^>]*>', ' ', 'g'), q.tsq,
             'StartSel=' || chr(57344) || ', StopSel=' || chr(57345) || ', MaxWords=28, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "') AS snippet
    FROM hits h, q
    ORDER BY h.rank DESC, h.views DESC, h.id`);
  return res.rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    description: r.description,
    locale: r.locale,
    views: r.views,
    categoryId: r.category_id,
    updatedAt: new Date(r.updated_at),
    snippet: r.snippet,
  }));
};

/** Every public page's address material: published articles (slug, locale, last change) and categories. */
export const sitemapRows = async (db: TExecutor, portalId: number) => ({
  articles: await db
    .select({ slug: articles.slug, locale: articles.locale, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(eq(articles.portalId, portalId), eq(articles.status, PUBLISHED)))
    .orderBy(asc(articles.id))
    .limit(50_000),
  categories: await db
    .select({ slug: categories.slug, locale: categories.locale })
    .from(categories)
    .where(eq(categories.portalId, portalId))
    .orderBy(asc(categories.id)),
});

/** A page of the locale's published articles with their bodies (the public articles.json), and how many there are. */
export const listPublishedArticles = async (
  db: TExecutor,
  portalId: number,
  locale: string,
  page: { byViews: boolean; limit: number; offset: number },
) => {
  const where = and(eq(articles.portalId, portalId), eq(articles.locale, locale), eq(articles.status, PUBLISHED));
  const rows = await db
    .select({ ...articleCard, content: articles.content, position: articles.position })
    .from(articles)
    .where(where)
    .orderBy(...(page.byViews ? [desc(articles.views)] : []), asc(articles.position), asc(articles.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(where);
  return { rows, total: total?.n ?? 0 };
};
