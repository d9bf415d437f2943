import type { TFilterRow, TListFilters } from './conversationTypes.ts';

export type TFilterInput = 'select' | 'multiSelect' | 'text' | 'number' | 'date' | 'none';

/** The attributes the advanced filter offers, with their operators (Chatwoot's conversation filter). */
export const FILTER_ATTRIBUTES = {
  status: { input: 'select', operators: ['equal_to', 'not_equal_to'] },
  assignee_id: { input: 'select', operators: ['equal_to', 'not_equal_to', 'is_present', 'is_not_present'] },
  inbox_id: { input: 'select', operators: ['equal_to', 'not_equal_to', 'is_present', 'is_not_present'] },
  team_id: { input: 'select', operators: ['equal_to', 'not_equal_to', 'is_present', 'is_not_present'] },
  priority: { input: 'select', operators: ['equal_to', 'not_equal_to'] },
  labels: { input: 'select', operators: ['equal_to', 'not_equal_to', 'is_present', 'is_not_present'] },
  display_id: { input: 'number', operators: ['equal_to', 'not_equal_to'] },
  referer: { input: 'text', operators: ['equal_to', 'not_equal_to', 'contains', 'does_not_contain'] },
  created_at: { input: 'date', operators: ['is_greater_than', 'is_less_than', 'days_before'] },
  last_activity_at: { input: 'date', operators: ['is_greater_than', 'is_less_than', 'days_before'] },
} as const satisfies Record<string, { input: TFilterInput; operators: readonly string[] }>;

export type TFilterAttribute = keyof typeof FILTER_ATTRIBUTES;
export const FILTER_ATTRIBUTE_KEYS = Object.keys(FILTER_ATTRIBUTES) as TFilterAttribute[];

/** Operators that take no value. */
export const isValueless = (operator: string) => operator === 'is_present' || operator === 'is_not_present';

/** Text values are split on commas; numbers stay numbers; presence operators carry no value. */
export const valuesOf = (attribute: string, operator: string, raw: string): (string | number)[] => {
  if (isValueless(operator)) return [];
  const def = FILTER_ATTRIBUTES[attribute as TFilterAttribute] as { input: TFilterInput } | undefined;
  if (def?.input === 'text') {
    return raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  }
  if (def?.input === 'number' || operator === 'days_before') {
    const n = Number(raw);
    return raw.trim() === '' || Number.isNaN(n) ? [] : [n];
  }
  return raw === '' ? [] : [raw];
};

/** A row is complete when it has an attribute, an operator and (unless presence) a value. */
export const isRowComplete = (row: TFilterRow) =>
  row.attribute_key !== '' && row.filter_operator !== '' && (isValueless(row.filter_operator) || row.values.length > 0);

/** The body of POST conversations/filter: the last row carries no query operator (part 2 §5). */
export const filterPayload = (rows: TFilterRow[], _filters?: Pick<TListFilters, 'sortBy'>) => ({
  payload: rows.map((row, i) => ({
    attribute_key: row.attribute_key,
    filter_operator: row.filter_operator,
    values: row.values,
    query_operator: i === rows.length - 1 ? null : (row.query_operator ?? 'and'),
  })),
});

/** A saved folder's query back into rows (tolerates foreign shapes by dropping them). */
export const rowsOfQuery = (query: unknown): TFilterRow[] => {
  const payload = (query as { payload?: unknown } | null)?.payload;
  if (!Array.isArray(payload)) return [];
  return payload.flatMap((r: unknown) => {
    const row = r as Partial<TFilterRow>;
    if (typeof row.attribute_key !== 'string' || typeof row.filter_operator !== 'string') return [];
    const values = Array.isArray(row.values)
      ? row.values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
      : [];
    return [
      {
        attribute_key: row.attribute_key,
        filter_operator: row.filter_operator,
        values,
        query_operator: row.query_operator ?? 'and',
      },
    ];
  });
};
