import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberText } from '../../lib/intlFormat.ts';
import { sortRows, type TEntityRow, type TSort, type TSortColumn } from './summaryRows.ts';
import { useDuration } from './useDuration.ts';

const COLUMNS: readonly TSortColumn[] = [
  'name',
  'conversations_count',
  'resolved_conversations_count',
  'avg_first_response_time',
  'avg_resolution_time',
  'avg_reply_time',
];

interface TSummaryTableProps {
  caption: string;
  rows: readonly TEntityRow[];
  /** Header of the name column ("Agent", "Inbox"…). */
  nameHeader: string;
}

/** All agents/inboxes/labels/teams with their figures over the range; every column sorts both ways. */
export const SummaryTable = ({ caption, rows, nameHeader }: TSummaryTableProps) => {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const [sort, setSort] = useState<TSort>({ column: 'conversations_count', descending: true });
  const sorted = sortRows(rows, sort, i18n.language);
  const cell = (row: TEntityRow, column: TSortColumn) => {
    const v = row[column];
    if (v === null) return '—';
    if (typeof v === 'string') return v;
    return column.startsWith('avg_') ? duration(v) : numberText(i18n.language, v);
  };
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="px-4 pt-3 text-start text-sm font-semibold text-slate-900 dark:text-white">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c}
                scope="col"
                aria-sort={sort.column === c ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                className={`px-4 py-2 text-xs font-medium text-slate-600 dark:text-slate-300 ${c === 'name' ? 'text-start' : 'text-end'}`}
              >
                <button
                  type="button"
                  className="inline-flex items-center gap-1 hover:text-slate-900 dark:hover:text-white"
                  onClick={() =>
                    setSort((s) => ({ column: c, descending: s.column === c ? !s.descending : c !== 'name' }))
                  }
                >
                  {c === 'name' ? nameHeader : t(`reportsPage.columns.${c}`)}
                  <span aria-hidden="true">{sort.column === c ? (sort.descending ? '↓' : '↑') : ''}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {sorted.map((row) => (
            <tr key={row.id}>
              {COLUMNS.map((c) =>
                c === 'name' ? (
                  <th key={c} scope="row" className="px-4 py-2 text-start font-medium text-slate-900 dark:text-white">
                    {row.name}
                  </th>
                ) : (
                  <td key={c} className="px-4 py-2 text-end text-slate-700 tabular-nums dark:text-slate-200">
                    <bdi>{cell(row, c)}</bdi>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
          {t('reportsPage.table.empty')}
        </p>
      ) : null}
    </div>
  );
};
