import type { TFilterRow, TListFilters } from './conversationTypes.ts';

/** How a condition's value is entered (filterFields.ts says which attribute takes which). */
export type TFilterInput = 'multiSelect' | 'text' | 'number' | 'date' | 'boolean';

/** Operators that take no value. */
export const isValueless = (operator: string) => operator === 'is_present' || operator === 'is_not_present';

/** Text values are split on commas (several values); numbers stay numbers; presence operators carry no value. */
export const valuesOf = (input: TFilterInput, operator: string, raw: string): (string | number)[] => {
  if (isValueless(operator)) return [];
  if (operator === 'days_before' || input === 'number') {
    const ns = raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
      .map(Number);
    return ns.some((n) => Number.isNaN(n)) ? [] : ns;
  }
  if (input === 'text') {
    return raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
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
    ...(row.custom_attribute_type && { custom_attribute_type: row.custom_attribute_type }),
  })),
});

const MODELS: readonly string[] = ['conversation_attribute', 'contact_attribute'];

/** A saved folder's query back into rows (tolerates foreign shapes by dropping them). */
export const rowsOfQuery = (query: unknown): TFilterRow[] => {
  const payload = (query as { payload?: unknown } | null)?.payload;
  if (!Array.isArray(payload)) return [];
  return payload.flatMap((r: unknown) => {
    const row = r as Partial<TFilterRow>;
    if (typeof row.attribute_key !== 'string' || typeof row.filter_operator !== 'string') return [];
    const values = Array.isArray(row.values)
      ? row.values.flatMap((v: unknown) =>
          typeof v === 'string' || typeof v === 'number' ? [v] : typeof v === 'boolean' ? [String(v)] : [],
        )
      : [];
    const model = row.custom_attribute_type;
    return [
      {
        attribute_key: row.attribute_key,
        filter_operator: row.filter_operator,
        values,
        query_operator: String(row.query_operator ?? 'and').toLowerCase() === 'or' ? 'or' : 'and',
        ...(typeof model === 'string' && MODELS.includes(model) && { custom_attribute_type: model }),
      },
    ];
  });
};
