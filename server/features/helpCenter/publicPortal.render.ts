import { readableTextOn } from '../../../common/colorContrast.ts';
import { isRtlLocale } from './articleContent.ts';
import { PORTAL_CSS } from './publicPortal.css.ts';
import type { TArticleCard, TPublicPortal, TSearchHit } from './publicPortal.repo.ts';
import { languageName, portalText, type TPortalText } from './publicPortal.strings.ts';
import { esc } from '../../lib/htmlEscape.ts';

/** A ts_headline snippet (already entity-escaped text, matched words between \uE000 and \uE001) as HTML. */
export const markSnippet = (snippet: string) =>
  snippet
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\uE000/g, '<mark>')
    .replace(/\uE001/g, '</mark>');

export interface TPortalCtx {
  portal: TPublicPortal;
  locale: string;
  /** Where the portal's paths start: '/hc/{slug}', or '' on its custom domain. */
  root: string;
  /** scheme://host the request came to. */
  origin: string;
  logoUrl: string | null;
  poweredBy: string;
}

export interface TPage {
  title: string;
  description: string;
  path: string;
  alternates: { locale: string; path: string }[];
  ogType?: 'website' | 'article';
  body: string;
}

const href = (ctx: TPortalCtx, path: string) => esc(`${ctx.root}${path}`);
const abs = (ctx: TPortalCtx, path: string) => esc(`${ctx.origin}${ctx.root}${path}`);

const header = (ctx: TPortalCtx, t: TPortalText, langLinks: { locale: string; path: string }[], query = '') => {
  const p = ctx.portal;
  const langs =
    p.allowedLocales.length > 1
      ? `<nav aria-label="${esc(t('language'))}"><ul class="langs">${p.allowedLocales
          .map((l) => {
            const target = langLinks.find((a) => a.locale === l)?.path ?? `/${l}`;
            return `<li><a href="${href(ctx, target)}" hreflang="${esc(l.replace(/_/g, '-'))}" lang="${esc(l.replace(/_/g, '-'))}"${
              l === ctx.locale ? ' aria-current="true"' : ''
            }>${esc(languageName(l))}</a></li>`;
          })
          .join('')}</ul></nav>`
      : '';
  return `<a class="skip" href="#main">${esc(t('skipToContent'))}</a><header style="--brand:${esc(p.color)};--on-brand:${readableTextOn(p.color)}"><div class="bar"><a class="brand" href="${href(ctx, `/${ctx.locale}`)}">${
    ctx.logoUrl ? `<img src="${esc(ctx.logoUrl)}" alt="" width="36" height="36">` : ''
  }<span dir="auto">${esc(p.name)}</span></a>${langs}${
    p.homepageLink ? `<a href="${esc(p.homepageLink)}" rel="noopener">${esc(t('homepage'))}</a>` : ''
  }</div><div class="hero">${p.headerText ? `<p class="lead" dir="auto">${esc(p.headerText)}</p>` : ''}<form class="search" role="search" action="${href(ctx, `/${ctx.locale}/articles`)}" method="get"><input type="search" name="query" value="${esc(query)}" aria-label="${esc(t('searchLabel'))}" placeholder="${esc(t('searchPlaceholder'))}" maxlength="200"><button type="submit">${esc(t('search'))}</button></form></div></header>`;
};

/** The whole document: head (title, description, canonical, hreflang, Open Graph), header, main, footer. */
export const renderPage = (ctx: TPortalCtx, page: TPage, query = '') => {
  const t = portalText(ctx.locale);
  const lang = ctx.locale.replace(/_/g, '-');
  const siteName = ctx.portal.pageTitle || ctx.portal.name;
  const title = page.title === siteName ? siteName : `${page.title} | ${siteName}`;
  const alternates = page.alternates
    .map((a) => `<link rel="alternate" hreflang="${esc(a.locale.replace(/_/g, '-'))}" href="${abs(ctx, a.path)}">`)
    .join('');
  const xDefault = page.alternates.find((a) => a.locale === ctx.portal.defaultLocale);
  return `<!doctype html><html lang="${esc(lang)}" dir="${isRtlLocale(ctx.locale) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><meta name="description" content="${esc(page.description)}"><link rel="canonical" href="${abs(ctx, page.path)}">${alternates}${
    xDefault ? `<link rel="alternate" hreflang="x-default" href="${abs(ctx, xDefault.path)}">` : ''
  }<meta property="og:type" content="${page.ogType ?? 'website'}"><meta property="og:title" content="${esc(page.title)}"><meta property="og:description" content="${esc(page.description)}"><meta property="og:url" content="${abs(ctx, page.path)}"><meta property="og:site_name" content="${esc(siteName)}"><meta property="og:locale" content="${esc(ctx.locale)}">${
    ctx.logoUrl
      ? `<meta property="og:image" content="${esc(ctx.logoUrl)}"><link rel="icon" href="${esc(ctx.logoUrl)}">`
      : ''
  }<meta name="color-scheme" content="light dark"><meta name="theme-color" content="${esc(ctx.portal.color)}"><style>${PORTAL_CSS}</style></head><body>${header(ctx, t, page.alternates, query)}<main id="main">${page.body}</main><footer class="muted">${esc(t('poweredBy', { name: ctx.poweredBy }))}</footer></body></html>`;
};

const articleList = (ctx: TPortalCtx, items: TArticleCard[], t: TPortalText) =>
  items.length
    ? `<ul class="list">${items
        .map(
          (a) =>
            `<li><a href="${href(ctx, `/articles/${encodeURIComponent(a.slug)}`)}">${esc(a.title)}</a>${
              a.description ? `<p class="muted">${esc(a.description)}</p>` : ''
            }</li>`,
        )
        .join('')}</ul>`
    : `<p class="muted">${esc(t('noArticles'))}</p>`;

export interface TCategoryCard {
  name: string;
  slug: string;
  icon: string | null;
  description: string | null;
  count: number;
}

export const homeBody = (ctx: TPortalCtx, cats: TCategoryCard[], popular: TArticleCard[]) => {
  const t = portalText(ctx.locale);
  const grid = cats.length
    ? `<h2>${esc(t('categories'))}</h2><ul class="grid">${cats
        .map(
          (c) =>
            `<li><a class="card" href="${href(ctx, `/${ctx.locale}/categories/${encodeURIComponent(c.slug)}`)}"><strong>${
              c.icon ? `<span aria-hidden="true">${esc(c.icon)} </span>` : ''
            }${esc(c.name)}</strong>${c.description ? `<span class="muted">${esc(c.description)}</span><br>` : ''}<span class="muted">${esc(
              t('articleCount', { count: c.count }),
            )}</span></a></li>`,
        )
        .join('')}</ul>`
    : '';
  return `<h1 class="home">${esc(ctx.portal.name)}</h1>${grid}<h2>${esc(t('popularArticles'))}</h2>${articleList(ctx, popular, t)}`;
};

const crumbs = (ctx: TPortalCtx, items: { label: string; path?: string }[]) => {
  const t = portalText(ctx.locale);
  return `<nav class="crumbs" aria-label="${esc(t('breadcrumb'))}"><ol><li><a href="${href(ctx, `/${ctx.locale}`)}">${esc(
    t('home'),
  )}</a></li>${items
    .map(
      (i) =>
        `<li>${i.path ? `<a href="${href(ctx, i.path)}">${esc(i.label)}</a>` : `<span aria-current="page">${esc(i.label)}</span>`}</li>`,
    )
    .join('')}</ol></nav>`;
};

export const categoryBody = (ctx: TPortalCtx, c: TCategoryCard, items: TArticleCard[]) => {
  const t = portalText(ctx.locale);
  return `${crumbs(ctx, [{ label: c.name }])}<h1>${c.icon ? `<span aria-hidden="true">${esc(c.icon)} </span>` : ''}${esc(c.name)}</h1>${
    c.description ? `<p class="muted">${esc(c.description)}</p>` : ''
  }${articleList(ctx, items, t)}`;
};

export const articleBody = (
  ctx: TPortalCtx,
  a: { title: string; description: string | null; content: string; views: number; updatedAt: Date; locale: string },
  category: { name: string; slug: string } | null,
) => {
  const t = portalText(ctx.locale);
  const date = new Intl.DateTimeFormat(a.locale.replace(/_/g, '-'), { dateStyle: 'long', timeZone: 'UTC' }).format(
    a.updatedAt,
  );
  return `${crumbs(ctx, [
    ...(category
      ? [{ label: category.name, path: `/${ctx.locale}/categories/${encodeURIComponent(category.slug)}` }]
      : []),
    { label: a.title },
  ])}<article><h1>${esc(a.title)}</h1><p class="muted">${esc(t('updated', { date }))} · ${esc(
    t('views', { count: a.views }),
  )}</p><div class="content">${a.content}</div></article>`;
};

export const searchBody = (ctx: TPortalCtx, query: string, hits: TSearchHit[]) => {
  const t = portalText(ctx.locale);
  const list = hits.length
    ? `<p class="muted" role="status">${esc(t('searchCount', { count: hits.length }))}</p><ul class="list">${hits
        .map(
          (h) =>
            `<li><a href="${href(ctx, `/articles/${encodeURIComponent(h.slug)}`)}">${esc(h.title)}</a><p>${markSnippet(h.snippet)}</p></li>`,
        )
        .join('')}</ul>`
    : `<p role="status">${esc(t('noResults'))}</p>`;
  return `${crumbs(ctx, [{ label: t('search') }])}<h1>${esc(t('searchResults', { query }))}</h1>${list}`;
};

export const notFoundBody = (ctx: TPortalCtx) => {
  const t = portalText(ctx.locale);
  return `<h1>${esc(t('notFoundTitle'))}</h1><p>${esc(t('notFoundBody'))}</p><p><a href="${href(ctx, `/${ctx.locale}`)}">${esc(t('backHome'))}</a></p>`;
};

export const sitemapXml = (urls: { loc: string; lastmod?: Date }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
    .map(
      (u) => `<url><loc>${esc(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('')}</urlset>\n`;
