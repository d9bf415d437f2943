import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_LIMITS } from '../../../common/contracts/captainKnowledge.ts';
import { Button } from '../../components/Button.tsx';

/** Previous / next over pages of 25, with where the list is; nothing when it fits one page. */
export const KnowledgePager = ({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (p: number) => void;
}) => {
  const { t } = useTranslation();
  const pages = Math.ceil(total / KNOWLEDGE_LIMITS.perPage);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('captainKnowledge.pager.label')} className="mt-3 flex items-center justify-end gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('captainKnowledge.pager.previous')}
      </Button>
      <span className="text-sm text-slate-700 dark:text-slate-300">
        {t('captainKnowledge.pager.of', { page, pages })}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('captainKnowledge.pager.next')}
      </Button>
    </nav>
  );
};
