import type { TDeps } from '../../deps.ts';
import { countView, findPublicArticle, listPublishedArticles, publicCategories } from './publicPortal.repo.ts';
import type { TPublicPortal } from './publicPortal.repo.ts';

/** Where links point: the portal's root on this server or on its own domain. */
interface TJsonEntry {
  origin: string;
  root: (p: TPublicPortal) => string;
}
const JSON_TYPE = 'application/json; charset=utf-8' as const;

const PER_PAGE = 25;
const MAX_PER_PAGE = 100;

const json = (status: number, body: unknown) => ({ status, type: JSON_TYPE, body: JSON.stringify(body) });

const pageOf = (v: string | undefined, fallback: number, max: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

const portalRef = (p: TPublicPortal) => ({ name: p.name, slug: p.slug, color: p.color, custom_domain: p.customDomain });

interface TJsonArticle {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  content: string;
  position: number;
  locale: string;
  categoryId: number | null;
  views: number;
  updatedAt: Date;
}

/** One published article as the public JSON answers it (Chatwoot's public article, with our link and slug). */
const articleOf = (
  entry: TJsonEntry,
  portal: TPublicPortal,
  a: TJsonArticle,
  category: { id: number; name: string; slug: string; locale: string } | null,
) => ({
  id: a.id,
  slug: a.slug,
  title: a.title,
  description: a.description,
  content: a.content,
  status: 'published',
  position: a.position,
  locale: a.locale,
  account_id: portal.accountId,
  category_id: a.categoryId,
  category,
  portal: portalRef(portal),
  views: a.views,
  link: `${entry.origin}${entry.root(portal)}/articles/${encodeURIComponent(a.slug)}`,
  last_updated_at: Math.floor(a.updatedAt.getTime() / 1000),
});

/**
 * GET /hc/{slug}/{locale}/articles.json (Chatwoot's public articles index, which its widget reads): the locale's
 * published articles by position, or most viewed first with `sort=views`; `page`/`per_page` (25 a page).
 * Drafts and archived articles never appear, unlike Chatwoot, whose index also lists them.
 */
export const articlesJson = async (
  deps: TDeps,
  entry: TJsonEntry,
  portal: TPublicPortal,
  locale: string,
  params: { sort?: string; page?: string; per_page?: string },
) => {
  const perPage = pageOf(params.per_page, PER_PAGE, MAX_PER_PAGE);
  const page = pageOf(params.page, 1, 10_000);
  const { rows, total } = await listPublishedArticles(deps.db, portal.id, locale, {
    byViews: params.sort === 'views',
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const cats = new Map((await publicCategories(deps.db, portal.id, locale)).map((c) => [c.id, c]));
  return json(200, {
    payload: rows.map((a) => {
      const c = a.categoryId == null ? undefined : cats.get(a.categoryId);
      return articleOf(entry, portal, a, c ? { id: c.id, name: c.name, slug: c.slug, locale: c.locale } : null);
    }),
    meta: { articles_count: total, current_page: page, per_page: perPage },
  });
};

/** GET /hc/{slug}/articles/{article}.json: one published article with its body; a read counts a view. */
export const articleJson = async (deps: TDeps, entry: TJsonEntry, portal: TPublicPortal, slug: string) => {
  const found = await findPublicArticle(deps.db, portal.id, slug);
  if (!found || !portal.allowedLocales.includes(found.article.locale)) return json(404, { error: 'Not found' });
  const a = found.article;
  await countView(deps.db, a.id);
  const category = found.category && a.categoryId != null ? { id: a.categoryId, ...found.category } : null;
  return json(200, articleOf(entry, portal, { ...a, views: a.views + 1 }, category));
};
