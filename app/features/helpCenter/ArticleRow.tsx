import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { iconButtonClass } from './helpCenterStyles.ts';
import type { TArticle } from './helpCenterTypes.ts';

const STATUS_CLASS = {
  draft: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  published: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  archived: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

interface TArticleRowProps {
  article: TArticle;
  portalSlug: string;
  locale: string;
  /** Within a category: drag handle and move buttons. */
  reorder?: { index: number; count: number; onMove: (delta: number) => void };
}

/** One article of a list: title (opens the editor), category, author, status, views. */
export const ArticleRow = ({ article, portalSlug, locale, reorder }: TArticleRowProps) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const author = article.author?.available_name || article.author?.name;
  return (
    <div className="flex items-center gap-3 px-4 py-3">
      {reorder ? (
        <span aria-hidden="true" className="cursor-grab text-slate-400">
          <Icon name="dots" className="size-4" />
        </span>
      ) : null}
      <div className="min-w-0 flex-1">
        <Link
          dir="auto"
          to={pathTo(account.id, 'edit_article', { portalSlug, locale, articleSlug: article.id })}
          className="font-medium text-slate-900 hover:underline dark:text-white"
        >
          {article.title || t('helpCenter.articles.untitled')}
        </Link>
        <p className="truncate text-xs text-slate-600 dark:text-slate-400">
          {[
            article.category
              ? `${article.category.icon ?? ''} ${article.category.name}`.trim()
              : t('helpCenter.articles.uncategorized'),
            author ? t('helpCenter.articles.by', { name: author }) : null,
            t('helpCenter.articles.views', { count: article.views }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[article.status]}`}>
        {t(`helpCenter.status.${article.status}`)}
      </span>
      {reorder ? (
        <span className="flex">
          <button
            type="button"
            className={iconButtonClass}
            disabled={reorder.index === 0}
            aria-label={t('helpCenter.articles.moveUp', { title: article.title })}
            title={t('helpCenter.articles.moveUp', { title: article.title })}
            onClick={() => reorder.onMove(-1)}
          >
            <Icon name="chevronDown" className="size-4 rotate-180" />
          </button>
          <button
            type="button"
            className={iconButtonClass}
            disabled={reorder.index === reorder.count - 1}
            aria-label={t('helpCenter.articles.moveDown', { title: article.title })}
            title={t('helpCenter.articles.moveDown', { title: article.title })}
            onClick={() => reorder.onMove(1)}
          >
            <Icon name="chevronDown" className="size-4" />
          </button>
        </span>
      ) : null}
    </div>
  );
};
