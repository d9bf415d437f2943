import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { inputClass } from '../../components/fieldStyles.ts';

/** A search box and previous/next paging for the console's lists (25 a page). */
export const ConsoleSearch = ({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex max-w-md gap-2">
      <input
        type="search"
        dir="auto"
        aria-label={label}
        placeholder={label}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        className={inputClass(false)}
      />
      <Button type="submit" variant="secondary">
        {t('superAdmin.search')}
      </Button>
    </form>
  );
};

export const ConsolePager = ({
  page,
  count,
  perPage,
  onPage,
}: {
  page: number;
  count: number;
  perPage: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / perPage));
  return (
    <nav
      aria-label={t('superAdmin.paging')}
      className="mt-4 flex items-center gap-3 text-sm text-slate-700 dark:text-slate-300"
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('superAdmin.previous')}
      </Button>
      <span>{t('superAdmin.pageOf', { page, pages, count })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('superAdmin.next')}
      </Button>
    </nav>
  );
};
