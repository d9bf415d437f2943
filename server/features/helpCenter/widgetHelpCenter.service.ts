import type {
  TPublicArticle,
  TWidgetArticle,
  TWidgetHelpCenter,
} from '../../../common/contracts/responses/helpCenter.ts';
import { AppError } from '../../lib/appError.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import { loadWidget } from '../widget/index.ts';
import { searchConfigOf } from './articleContent.ts';
import {
  countView,
  findPublicArticle,
  findPublicPortal,
  popularArticles,
  publicCategories,
  searchPublished,
  type TArticleCard,
} from './publicPortal.repo.ts';
import { markSnippet } from './publicPortal.render.ts';
import { errorText } from '../../lib/serverText.ts';

/** Per visitor address: searching as one types stays well inside it. */
const LIMIT = { max: 120, windowSeconds: 60 };

/** The visible portal the website inbox is linked to (inboxes.portal_id), or null. */
const linkedPortal = async (deps: TDeps, ip: string, websiteToken: string) => {
  await hitRateLimit(deps.db, `widget:help_center:${ip}`, LIMIT.max, LIMIT.windowSeconds);
  const w = await loadWidget(deps, websiteToken);
  const portal = w.inbox.portalId == null ? null : await findPublicPortal(deps.db, { id: w.inbox.portalId });
  return portal && portal.accountId === w.inbox.accountId ? portal : null;
};

const articleLink = (deps: TDeps, portalSlug: string, slug: string) =>
  `${publicUrl(deps)}/hc/${encodeURIComponent(portalSlug)}/articles/${encodeURIComponent(slug)}`;

/**
 * The widget's help-centre block: the portal linked to the website inbox (inboxes.portal_id), its popular
 * articles, or published articles matching `query` in the chosen locale (the portal's default when not allowed).
 */
export const widgetHelpCenter = async (
  deps: TDeps,
  ip: string,
  input: { website_token: string; query?: string; locale?: string },
): Promise<TWidgetHelpCenter> => {
  const portal = await linkedPortal(deps, ip, input.website_token);
  if (!portal) return { portal: null, payload: [] };
  const locale = input.locale && portal.allowedLocales.includes(input.locale) ? input.locale : portal.defaultLocale;
  const q = input.query?.trim();
  const rows = q
    ? await searchPublished(deps.db, portal.id, locale, searchConfigOf(locale), q, 10)
    : await popularArticles(deps.db, portal.id, locale, 6);
  const cats = new Map((await publicCategories(deps.db, portal.id, locale)).map((c) => [c.id, c]));
  const present = (a: TArticleCard & { snippet?: string }): TPublicArticle => {
    const c = a.categoryId == null ? undefined : cats.get(a.categoryId);
    return {
      id: a.id,
      title: a.title,
      slug: a.slug,
      description: a.description,
      locale: a.locale,
      views: a.views,
      link: articleLink(deps, portal.slug, a.slug),
      category: c ? { id: c.id, name: c.name, slug: c.slug, locale: c.locale, icon: c.icon } : null,
      snippet: a.snippet === undefined ? null : markSnippet(a.snippet),
    };
  };
  return { portal: { name: portal.name, slug: portal.slug, color: portal.color, locale }, payload: rows.map(present) };
};

/**
 * One published article of the inbox's portal, read inside the widget: its sanitised HTML (cleaned when
 * written, the same body the public page shows). Drafts, archived articles, locales the portal does not
 * allow and inboxes without a portal answer 404. A read counts a view, as the public page does.
 */
export const widgetArticle = async (
  deps: TDeps,
  ip: string,
  input: { website_token: string; slug: string },
): Promise<TWidgetArticle> => {
  const portal = await linkedPortal(deps, ip, input.website_token);
  const found = portal ? await findPublicArticle(deps.db, portal.id, input.slug) : null;
  if (!portal || !found || !portal.allowedLocales.includes(found.article.locale)) {
    throw new AppError('not_found', errorText('articleNotFound'));
  }
  const a = found.article;
  await countView(deps.db, a.id);
  return {
    id: a.id,
    title: a.title,
    slug: a.slug,
    description: a.description,
    locale: a.locale,
    views: a.views + 1,
    link: articleLink(deps, portal.slug, a.slug),
    content: a.content,
    updated_at: a.updatedAt.toISOString(),
  };
};
