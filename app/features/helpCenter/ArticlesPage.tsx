import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo, useCurrentRouteName } from '../navigation/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ArticleReorderList } from './ArticleReorderList.tsx';
import { ArticleRow } from './ArticleRow.tsx';
import { ARTICLE_TABS, tabOfRoute } from './articleTabs.ts';
import { helpCenterKeys } from './helpCenterApi.ts';
import { HelpCenterPageFrame } from './HelpCenterPageFrame.tsx';
import { primaryLinkClass } from './helpCenterStyles.ts';
import type { TPortal } from './helpCenterTypes.ts';
import { LocaleSwitch } from './LocaleSwitch.tsx';
import { useArticles, useCategories } from './useHelpCenter.ts';

const PAGE_SIZE = 25;

const useDebounced = (value: string, ms: number) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
};

const ArticleList = ({ portal, locale }: { portal: TPortal; locale: string }) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const route = useCurrentRouteName();
  const categorySlug = useParams().categorySlug;
  const tab = tabOfRoute(route);
  const [search, setSearch] = useState('');
  const query = useDebounced(search, 300);
  const [page, setPage] = useState(1);
  const articles = useArticles(portal.slug, { locale, tab, page, categorySlug, query });
  const categories = useCategories(account.id, portal.slug, locale);
  const category = categorySlug ? categories.data?.find((c) => c.slug === categorySlug) : undefined;
  const meta = articles.data?.meta;
  const pages = Math.max(1, Math.ceil((meta?.articles_count ?? 0) / PAGE_SIZE));
  const rows = articles.data?.payload ?? [];
  const canReorder = Boolean(categorySlug) && tab === 'all' && query.trim() === '';
  const title = category
    ? `${category.icon ?? ''} ${category.name}`.trim()
    : t(`routes.${route === null ? 'list_all_locale_articles' : (route as 'list_all_locale_articles')}`);
  return (
    <>
      <PageHeader
        title={title}
        description={category?.description ?? undefined}
        actions={
          <>
            <LocaleSwitch
              portal={portal}
              locale={locale}
              route={categorySlug ? 'all_locale_categories' : 'list_all_locale_articles'}
            />
            <Link
              to={pathTo(account.id, 'new_article', { portalSlug: portal.slug, locale })}
              className={primaryLinkClass}
            >
              <Icon name="plus" className="size-4" />
              {t('helpCenter.articles.new')}
            </Link>
          </>
        }
      />
      <div className="space-y-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {categorySlug ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('helpCenter.articles.reorderHint')}</p>
          ) : (
            <nav aria-label={t('helpCenter.articles.tabs')} className="flex flex-wrap gap-1">
              {ARTICLE_TABS.map((item) => (
                <NavLink
                  key={item.tab}
                  end
                  to={pathTo(account.id, item.route, { portalSlug: portal.slug, locale })}
                  onClick={() => setPage(1)}
                  className={({ isActive }) =>
                    `rounded-lg px-3 py-1.5 text-sm font-medium ${
                      isActive
                        ? 'bg-woot-50 text-woot-800 dark:bg-woot-950 dark:text-woot-200'
                        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                    }`
                  }
                >
                  {t(`helpCenter.tabs.${item.tab}`)}
                  {meta?.[item.countKey] !== undefined ? (
                    <span className="ms-1.5 text-xs tabular-nums">{meta[item.countKey]}</span>
                  ) : null}
                </NavLink>
              ))}
            </nav>
          )}
          <label className="relative block w-full max-w-xs">
            <span className="sr-only">{t('helpCenter.articles.search')}</span>
            <Icon name="search" className="pointer-events-none absolute start-2.5 top-2.5 size-4 text-slate-500" />
            <input
              type="search"
              value={search}
              dir="auto"
              placeholder={t('helpCenter.articles.searchPlaceholder')}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              className="h-9 w-full rounded-lg border border-field bg-white ps-8 pe-3 text-sm dark:bg-slate-900"
            />
          </label>
        </div>
        <ListStates
          query={articles}
          isEmpty={rows.length === 0}
          empty={
            <EmptyState
              icon="file"
              title={t(query ? 'helpCenter.articles.noMatchTitle' : 'helpCenter.articles.emptyTitle')}
              body={t(query ? 'helpCenter.articles.noMatchBody' : 'helpCenter.articles.emptyBody')}
            />
          }
        >
          {canReorder && categorySlug ? (
            <ArticleReorderList articles={rows} portalSlug={portal.slug} locale={locale} categorySlug={categorySlug} />
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
              {rows.map((a) => (
                <li key={a.id}>
                  <ArticleRow article={a} portalSlug={portal.slug} locale={locale} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <div className="flex items-center justify-end gap-2 text-sm">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('helpCenter.articles.previous')}
              </Button>
              <span className="text-slate-600 dark:text-slate-400">
                {t('helpCenter.articles.page', { page, pages })}
              </span>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t('helpCenter.articles.next')}
              </Button>
            </div>
          ) : null}
        </ListStates>
      </div>
    </>
  );
};

/**
 * The article lists: all, mine, draft, archived, and a category's articles (reorderable). Arriving
 * with recentlyDeleted reloads the portal and categories (§4).
 */
export const ArticlesPage = () => {
  const qc = useQueryClient();
  const { account } = useCurrentAccount();
  const state: unknown = useLocation().state;
  const recentlyDeleted = typeof state === 'object' && state !== null && 'recentlyDeleted' in state;
  useEffect(() => {
    if (recentlyDeleted) void qc.invalidateQueries({ queryKey: helpCenterKeys.all(account.id) });
  }, [recentlyDeleted, qc, account.id]);
  return (
    <HelpCenterPageFrame>
      {({ portal, locale }) => <ArticleList key={`${portal.slug}/${locale}`} portal={portal} locale={locale} />}
    </HelpCenterPageFrame>
  );
};
