import type { TSummaryReportRows } from '../../../common/contracts/reports.ts';

export interface TEntityRow {
  id: number;
  name: string;
  conversations_count: number;
  resolved_conversations_count: number;
  avg_first_response_time: number | null;
  avg_resolution_time: number | null;
  avg_reply_time: number | null;
}
export type TSortColumn = Exclude<keyof TEntityRow, 'id'>;
export interface TSort {
  column: TSortColumn;
  descending: boolean;
}

/** Every entity of the account with its figures (zero when the server has none), then any row it still sent. */
export const entityRows = (
  entities: readonly { id: number; name: string }[],
  rows: TSummaryReportRows,
): TEntityRow[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const named = entities.map((e) => {
    const r = byId.get(e.id);
    return {
      id: e.id,
      name: e.name,
      conversations_count: r?.conversations_count ?? 0,
      resolved_conversations_count: r?.resolved_conversations_count ?? 0,
      avg_first_response_time: r?.avg_first_response_time ?? null,
      avg_resolution_time: r?.avg_resolution_time ?? null,
      avg_reply_time: r?.avg_reply_time ?? null,
    };
  });
  const known = new Set(entities.map((e) => e.id));
  return [...named, ...rows.filter((r) => !known.has(r.id)).map((r) => ({ ...r, name: `#${r.id}` }))];
};

/** Sorted copy; empty figures (null) always go last. */
export const sortRows = (rows: readonly TEntityRow[], sort: TSort, locale: string): TEntityRow[] =>
  [...rows].sort((a, b) => {
    const x = a[sort.column];
    const y = b[sort.column];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y), locale) : x - Number(y);
    return sort.descending ? -order : order;
  });
