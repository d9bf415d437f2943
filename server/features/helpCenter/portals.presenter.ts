import type { TPortal } from '../../../common/contracts/helpCenter.ts';
import type { TPortalCounts, TPortalRow } from './portals.repo.ts';

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const portalLogoUrl = (p: TPortalRow, baseUrl: string) => (p.logoKey ? `${baseUrl}/uploads/${p.logoKey}` : null);

/** A portal as Chatwoot's jbuilder shapes it; meta counts cover `locale` when one is asked, else every locale. */
export const presentPortal = (p: TPortalRow, counts: TPortalCounts, baseUrl: string, locale?: string): TPortal => {
  const articleRows = counts.articles.get(p.id) ?? [];
  const categoryRows = counts.categories.get(p.id) ?? [];
  const inLocale = <T extends { locale: string }>(rows: T[]) =>
    locale ? rows.filter((r) => r.locale === locale) : rows;
  const sum = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);
  const byStatus = (status: number) => sum(inLocale(articleRows).filter((r) => r.status === status));
  const logoUrl = portalLogoUrl(p, baseUrl);
  const logoName = p.logoKey?.split('/').pop() ?? '';
  return {
    id: p.id,
    account_id: p.accountId,
    name: p.name,
    slug: p.slug,
    custom_domain: p.customDomain,
    color: p.color,
    homepage_link: p.homepageLink,
    page_title: p.pageTitle,
    header_text: p.headerText,
    archived: p.archived,
    config: {
      allowed_locales: p.allowedLocales.map((code) => ({
        code,
        articles_count: sum(articleRows.filter((r) => r.locale === code)),
        categories_count: sum(categoryRows.filter((r) => r.locale === code)),
      })),
      default_locale: p.defaultLocale,
      draft_locales: p.draftLocales,
    },
    logo:
      p.logoKey && logoUrl
        ? {
            id: p.logoKey,
            portal_id: p.id,
            account_id: p.accountId,
            file_type: MIME_BY_EXT[logoName.split('.').pop() ?? ''] ?? 'application/octet-stream',
            file_url: logoUrl,
            blob_id: p.logoKey,
            filename: logoName,
          }
        : null,
    inbox_ids: counts.inboxIds.get(p.id) ?? [],
    meta: {
      all_articles_count: sum(inLocale(articleRows)),
      archived_articles_count: byStatus(2),
      published_count: byStatus(1),
      draft_articles_count: byStatus(0),
      categories_count: sum(inLocale(categoryRows)),
      default_locale: p.defaultLocale,
    },
  };
};
