import { publicUrl, type TDeps } from '../../deps.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import { searchConfigOf } from './articleContent.ts';
import {
  articleTranslations,
  categoryArticles,
  categoryTranslations,
  countView,
  findPublicArticle,
  findPublicCategory,
  findPublicPortal,
  popularArticles,
  publicCategories,
  searchPublished,
  sitemapRows,
  type TPublicPortal,
} from './publicPortal.repo.ts';
import {
  articleBody,
  categoryBody,
  homeBody,
  notFoundBody,
  renderPage,
  searchBody,
  sitemapXml,
  type TPortalCtx,
} from './publicPortal.render.ts';
import { articleJson, articlesJson } from './publicPortalJson.ts';

export interface TPublicResult {
  status: number;
  type: 'text/html; charset=utf-8' | 'application/xml; charset=utf-8' | 'application/json; charset=utf-8' | 'redirect';
  body: string;
}

/** How a request reached the portal: under /hc/{slug} on this server, or on the portal's own domain. */
export interface TPortalEntry {
  by: { slug: string } | { domain: string };
  root: (p: TPublicPortal) => string;
  origin: string;
  /** /hc/{slug} asked for on an account's custom domain: only that account's portals answer there. */
  accountId?: number;
}

/** The query a public path reads: the search words; the JSON list's order and page. */
export interface TPublicParams {
  query?: string;
  sort?: string;
  page?: string;
  per_page?: string;
}

/** Searches per visitor address, as the widget's help-centre search (widgetHelpCenter.service.ts). */
export const SEARCH_RATE_LIMIT = { max: 120, windowSeconds: 60 };

/** The product's name in the portal's footer. */
const INSTALLATION_NAME = 'Helpdesk';
const POPULAR = 6;
const SEARCH_LIMIT = 20;
const LOCALE = /^[a-z]{2,3}(?:_[A-Za-z0-9]{2,4}){0,2}$/;

const html = (status: number, body: string): TPublicResult => ({ status, type: 'text/html; charset=utf-8', body });
const plainDescription = (s: string | null | undefined, fallback: string) => (s?.trim() || fallback).slice(0, 300);

const contextOf = (entry: TPortalEntry, portal: TPublicPortal, locale: string): TPortalCtx => ({
  portal,
  locale,
  root: entry.root(portal),
  origin: entry.origin,
  logoUrl: portal.logoKey ? `${entry.origin}/uploads/${portal.logoKey}` : null,
  poweredBy: INSTALLATION_NAME,
});

const notFound = (ctx: TPortalCtx) =>
  html(
    404,
    renderPage(ctx, {
      title: 'Not found',
      description: '',
      path: `/${ctx.locale}`,
      alternates: [],
      body: notFoundBody(ctx),
    }),
  );

/**
 * Serves one public path of a portal (segments after its root): '' → default locale, {locale},
 * {locale}/categories/{slug}, {locale}/articles?query=, articles/{slug}, sitemap.xml, and as JSON
 * {locale}/articles.json and articles/{slug}.json. Only published articles
 * of a visible portal; anything else is a 404 page (or null when there is no such portal at all).
 */
export const servePublic = async (
  deps: TDeps,
  entry: TPortalEntry,
  segments: string[],
  params: TPublicParams,
  ip: string,
): Promise<TPublicResult | null> => {
  const portal = await findPublicPortal(deps.db, entry.by);
  if (!portal || (entry.accountId !== undefined && portal.accountId !== entry.accountId)) return null;
  // PostgreSQL refuses NUL in text: such a path names nothing.
  if (segments.some((s) => s.includes('\u0000'))) return notFound(contextOf(entry, portal, portal.defaultLocale));
  const [first = '', second, third, ...rest] = segments;
  if (first === '' && segments.length <= 1) {
    return { status: 302, type: 'redirect', body: `${entry.root(portal)}/${portal.defaultLocale}` };
  }
  if (first === 'sitemap.xml' && segments.length === 1) return sitemap(deps, entry, portal);
  if (first === 'articles' && second?.endsWith('.json') && third === undefined) {
    return articleJson(deps, entry, portal, second.slice(0, -'.json'.length));
  }
  if (first === 'articles' && second && third === undefined) return articlePage(deps, entry, portal, second);
  const locale = LOCALE.test(first) && portal.allowedLocales.includes(first) ? first : null;
  const ctx = contextOf(entry, portal, locale ?? portal.defaultLocale);
  if (!locale || rest.length) return notFound(ctx);
  if (second === undefined) return home(deps, ctx);
  if (second === 'categories' && third) return categoryPage(deps, ctx, third);
  if (second === 'articles.json' && third === undefined) return articlesJson(deps, entry, portal, ctx.locale, params);
  if (second === 'articles' && third === undefined) {
    await hitRateLimit(deps.db, `help_center:search:${ip}`, SEARCH_RATE_LIMIT.max, SEARCH_RATE_LIMIT.windowSeconds);
    return searchPage(deps, ctx, params.query ?? '');
  }
  return notFound(ctx);
};

const home = async (deps: TDeps, ctx: TPortalCtx) => {
  const [cats, popular] = [
    await publicCategories(deps.db, ctx.portal.id, ctx.locale),
    await popularArticles(deps.db, ctx.portal.id, ctx.locale, POPULAR),
  ];
  const p = ctx.portal;
  return html(
    200,
    renderPage(ctx, {
      title: p.pageTitle || p.name,
      description: plainDescription(p.headerText, p.name),
      path: `/${ctx.locale}`,
      alternates: p.allowedLocales.map((l) => ({ locale: l, path: `/${l}` })),
      body: homeBody(ctx, cats, popular),
    }),
  );
};

const categoryPage = async (deps: TDeps, ctx: TPortalCtx, slug: string) => {
  const c = await findPublicCategory(deps.db, ctx.portal.id, ctx.locale, slug);
  if (!c) return notFound(ctx);
  const items = await categoryArticles(deps.db, ctx.portal.id, c.id);
  const translations = await categoryTranslations(deps.db, ctx.portal.id, c);
  return html(
    200,
    renderPage(ctx, {
      title: c.name,
      description: plainDescription(c.description, c.name),
      path: `/${ctx.locale}/categories/${encodeURIComponent(c.slug)}`,
      alternates: translations
        .filter((x) => ctx.portal.allowedLocales.includes(x.locale))
        .map((x) => ({ locale: x.locale, path: `/${x.locale}/categories/${encodeURIComponent(x.slug)}` })),
      body: categoryBody(ctx, { ...c, count: items.length }, items),
    }),
  );
};

const articlePage = async (deps: TDeps, entry: TPortalEntry, portal: TPublicPortal, slug: string) => {
  const found = await findPublicArticle(deps.db, portal.id, slug);
  const ctx = contextOf(entry, portal, found?.article.locale ?? portal.defaultLocale);
  if (!found || !portal.allowedLocales.includes(found.article.locale)) return notFound(ctx);
  const a = found.article;
  await countView(deps.db, a.id);
  const translations = await articleTranslations(deps.db, portal.id, a);
  return html(
    200,
    renderPage(ctx, {
      title: a.meta.title || a.title,
      description: plainDescription(a.meta.description ?? a.description, a.title),
      path: `/articles/${encodeURIComponent(a.slug)}`,
      ogType: 'article',
      alternates: translations
        .filter((x) => portal.allowedLocales.includes(x.locale))
        .map((x) => ({ locale: x.locale, path: `/articles/${encodeURIComponent(x.slug)}` })),
      body: articleBody(ctx, { ...a, views: a.views + 1 }, found.category),
    }),
  );
};

const searchPage = async (deps: TDeps, ctx: TPortalCtx, query: string) => {
  const q = query.split('\u0000').join('').trim().slice(0, 200);
  const hits = q
    ? await searchPublished(deps.db, ctx.portal.id, ctx.locale, searchConfigOf(ctx.locale), q, SEARCH_LIMIT)
    : [];
  return html(
    200,
    renderPage(
      ctx,
      {
        title: q || ctx.portal.name,
        description: plainDescription(ctx.portal.headerText, ctx.portal.name),
        path: `/${ctx.locale}/articles${q ? `?query=${encodeURIComponent(q)}` : ''}`,
        alternates: [],
        body: searchBody(ctx, q, hits),
      },
      q,
    ),
  );
};

const sitemap = async (deps: TDeps, entry: TPortalEntry, portal: TPublicPortal): Promise<TPublicResult> => {
  const base = `${entry.origin}${entry.root(portal)}`;
  const rows = await sitemapRows(deps.db, portal.id);
  const allowed = new Set(portal.allowedLocales);
  return {
    status: 200,
    type: 'application/xml; charset=utf-8',
    body: sitemapXml([
      ...portal.allowedLocales.map((l) => ({ loc: `${base}/${l}` })),
      ...rows.categories
        .filter((c) => allowed.has(c.locale))
        .map((c) => ({ loc: `${base}/${c.locale}/categories/${encodeURIComponent(c.slug)}` })),
      ...rows.articles
        .filter((a) => allowed.has(a.locale))
        .map((a) => ({ loc: `${base}/articles/${encodeURIComponent(a.slug)}`, lastmod: a.updatedAt })),
    ]),
  };
};

/** /hc/{slug}/… on this server's own address (or on a custom domain: then `accountId` is the domain's account). */
export const slugEntry = (
  deps: TDeps,
  slug: string,
  onDomain?: { accountId: number; origin: string },
): TPortalEntry => ({
  by: { slug },
  root: (p) => `/hc/${encodeURIComponent(p.slug)}`,
  // Asked on the account's custom domain: links and the sitemap stay on that domain.
  origin: onDomain?.origin ?? publicUrl(deps),
  ...(onDomain && { accountId: onDomain.accountId }),
});

/** The portal's custom domain (the Host header), served from its root. */
export const domainEntry = (domain: string, secure: boolean): TPortalEntry => ({
  by: { domain },
  root: () => '',
  origin: `${secure ? 'https' : 'http'}://${domain}`,
});
