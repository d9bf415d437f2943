import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/apiErrorMessage.ts';
import { LoadErrorScreen } from './LoadErrorScreen.tsx';
import { Spinner } from './Spinner.tsx';

/** What a settings list needs of its query (TanStack Query's result). */
interface TListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A settings list's states: a spinner while loading, the error with Retry, `empty` when there are no rows, else the table. */
export const ListStates = ({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: TListQuery;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div className="flex justify-center py-16 text-slate-400">
        <Spinner className="size-6" label={t('common.loading')} />
      </div>
    );
  if (query.isError)
    return <LoadErrorScreen message={apiErrorMessage(query.error, t)} onRetry={() => void query.refetch()} />;
  return <>{isEmpty ? empty : children}</>;
};

export interface TColumn {
  label: string;
  /** Extra classes for the header cell (widths in a fixed layout). */
  className?: string;
  /** Named for screen readers only (the actions column). */
  hidden?: boolean;
}

const th = 'px-4 py-2.5 text-start text-xs font-medium text-slate-500 dark:text-slate-400';

/**
 * The settings pages' table: a captioned, horizontally scrollable card with a header row; each row's
 * cells come from `cells`. Rows are keyed by `id`.
 */
export const SettingsTable = <T extends { id: number }>({
  caption,
  columns,
  rows,
  cells,
  fixed = false,
  minWidth = 'min-w-[36rem]',
  rowClassName = 'hover:bg-slate-50/60 dark:hover:bg-slate-800/30',
}: {
  caption: string;
  columns: TColumn[];
  rows: T[];
  cells: (row: T) => ReactNode;
  fixed?: boolean;
  minWidth?: string;
  rowClassName?: string;
}) => (
  <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
    <table className={`w-full ${minWidth} ${fixed ? 'table-fixed' : ''} text-sm`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 bg-slate-50/80 dark:border-slate-800 dark:bg-slate-900">
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={`${th} ${c.className ?? ''}`}>
              {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map((row) => (
          <tr key={row.id} className={rowClassName}>
            {cells(row)}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
