import type { TPublicArticle, TWidgetHelpCenter } from '../../../common/contracts/responses/helpCenter.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import { loadWidget } from '../widget/widget.context.ts';
import { searchConfigOf } from './articleContent.ts';
import {
  findPublicPortal,
  popularArticles,
  publicCategories,
  searchPublished,
  type TArticleCard,
} from './publicPortal.repo.ts';
import { markSnippet } from './publicPortal.render.ts';

/** Per visitor address: searching as one types stays well inside it. */
const LIMIT = { max: 120, windowSeconds: 60 };

/**
 * The widget's help-centre block: the portal linked to the website inbox (inboxes.portal_id), its popular
 * articles, or published articles matching `query` in the chosen locale (the portal's default when not allowed).
 */
export const widgetHelpCenter = async (
  deps: TDeps,
  ip: string,
  input: { website_token: string; query?: string; locale?: string },
): Promise<TWidgetHelpCenter> => {
  await hitRateLimit(deps.db, `widget:help_center:${ip}`, LIMIT.max, LIMIT.windowSeconds);
  const w = await loadWidget(deps, input.website_token);
  const portal = w.inbox.portalId == null ? null : await findPublicPortal(deps.db, { id: w.inbox.portalId });
  if (!portal || portal.accountId !== w.inbox.accountId) return { portal: null, payload: [] };
  const locale = input.locale && portal.allowedLocales.includes(input.locale) ? input.locale : portal.defaultLocale;
  const q = input.query?.trim();
  const rows = q
    ? await searchPublished(deps.db, portal.id, locale, searchConfigOf(locale), q, 10)
    : await popularArticles(deps.db, portal.id, locale, 6);
  const cats = new Map((await publicCategories(deps.db, portal.id, locale)).map((c) => [c.id, c]));
  const base = `${publicUrl(deps)}/hc/${encodeURIComponent(portal.slug)}`;
  const present = (a: TArticleCard & { snippet?: string }): TPublicArticle => {
    const c = a.categoryId == null ? undefined : cats.get(a.categoryId);
    return {
      id: a.id,
      title: a.title,
      slug: a.slug,
      description: a.description,
      locale: a.locale,
      views: a.views,
      link: `${base}/articles/${encodeURIComponent(a.slug)}`,
      category: c ? { id: c.id, name: c.name, slug: c.slug, locale: c.locale, icon: c.icon } : null,
      snippet: a.snippet === undefined ? null : markSnippet(a.snippet),
    };
  };
  return { portal: { name: portal.name, slug: portal.slug, color: portal.color, locale }, payload: rows.map(present) };
};
