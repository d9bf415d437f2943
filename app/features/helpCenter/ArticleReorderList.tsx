import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { ArticleRow } from './ArticleRow.tsx';
import { moveItem } from './helpCenterRules.ts';
import type { TArticle } from './helpCenterTypes.ts';
import { useArticleMutations } from './useHelpCenter.ts';

interface TArticleReorderListProps {
  articles: TArticle[];
  portalSlug: string;
  locale: string;
  categorySlug: string;
}

/**
 * A category's articles in their order: drag a row, or use its move up/down buttons; the new order
 * goes to POST …/articles/reorder {positions_hash, category_slug} and shows at once.
 */
export const ArticleReorderList = ({ articles, portalSlug, locale, categorySlug }: TArticleReorderListProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const { reorder } = useArticleMutations(account.id, portalSlug);
  const [order, setOrder] = useState<number[] | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const byId = new Map(articles.map((a) => [a.id, a]));
  const ids = (order ?? articles.map((a) => a.id)).filter((id) => byId.has(id));
  const commit = (next: number[], moved: TArticle) => {
    setOrder(next);
    reorder.mutate(
      { categorySlug, ids: next },
      {
        onSuccess: () =>
          toast.show(t('helpCenter.articles.moved', { title: moved.title, position: next.indexOf(moved.id) + 1 })),
        onError: (err) => {
          setOrder(null);
          toast.show(apiErrorMessage(err, t), 'error');
        },
      },
    );
  };
  return (
    <ol
      aria-label={t('helpCenter.articles.orderLabel')}
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
    >
      {ids.map((id, index) => {
        const article = byId.get(id);
        if (!article) return null;
        return (
          <li
            key={id}
            draggable
            onDragStart={(e) => {
              setDragging(id);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(id));
            }}
            onDragEnd={() => setDragging(null)}
            onDragOver={(e) => {
              if (dragging !== null) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              const from = dragging === null ? -1 : ids.indexOf(dragging);
              setDragging(null);
              const moved = dragging === null ? undefined : byId.get(dragging);
              if (from < 0 || from === index || !moved) return;
              commit(moveItem(ids, from, index - from), moved);
            }}
            className={dragging === id ? 'opacity-50' : ''}
          >
            <ArticleRow
              article={article}
              portalSlug={portalSlug}
              locale={locale}
              reorder={{
                index,
                count: ids.length,
                onMove: (delta) => commit(moveItem(ids, index, delta), article),
              }}
            />
          </li>
        );
      })}
    </ol>
  );
};
