import {
  OPERATORS_BY_KIND,
  STANDARD_CONTACT_FILTER_ATTRIBUTES,
  VALUELESS_OPERATORS,
  type TContactFilterOperator,
  type TFilterCondition,
  type TFilterKind,
} from '../../../common/contracts/contactExtras.ts';
import type { TAttributeDisplayType, TCustomAttribute } from '../../../common/contracts/customAttributes.ts';

export interface TFilterRow {
  key: string;
  operator: TContactFilterOperator;
  value: string;
  /** Joins this row with the next; ignored on the last row. */
  queryOperator: 'and' | 'or';
}

export interface TFilterAttribute {
  key: string;
  /** Standard attributes are labelled from the catalogue; custom ones carry their display name. */
  label: string | null;
  kind: TFilterKind;
  custom: boolean;
  values: string[];
}

const KIND_OF_TYPE: Record<TAttributeDisplayType, TFilterKind> = {
  text: 'text',
  link: 'text',
  number: 'number',
  currency: 'number',
  percent: 'number',
  date: 'date',
  list: 'list',
  checkbox: 'boolean',
};

/** The attributes a contact filter offers: the standard ones, then the account's contact attributes. */
export const filterAttributes = (definitions: readonly TCustomAttribute[]): TFilterAttribute[] => [
  ...Object.entries(STANDARD_CONTACT_FILTER_ATTRIBUTES).map(([key, kind]) => ({
    key,
    label: null,
    kind,
    custom: false,
    values: [],
  })),
  ...definitions
    .filter((d) => d.attribute_model === 'contact_attribute')
    .map((d) => ({
      key: d.attribute_key,
      label: d.attribute_display_name,
      kind: KIND_OF_TYPE[d.attribute_display_type],
      custom: true,
      values: d.attribute_values,
    })),
];

export const operatorsFor = (kind: TFilterKind) => OPERATORS_BY_KIND[kind];
export const needsValue = (op: TContactFilterOperator) => !VALUELESS_OPERATORS.includes(op);

export const newRow = (attributes: readonly TFilterAttribute[]): TFilterRow => {
  const first = attributes[0];
  return {
    key: first?.key ?? 'name',
    operator: first ? (operatorsFor(first.kind)[0] ?? 'equal_to') : 'equal_to',
    value: '',
    queryOperator: 'and',
  };
};

/** Changing the attribute keeps the operator when it still applies, else takes the first one that does. */
export const withKey = (row: TFilterRow, key: string, attributes: readonly TFilterAttribute[]): TFilterRow => {
  const kind = attributes.find((a) => a.key === key)?.kind ?? 'text';
  const ops = operatorsFor(kind);
  return { ...row, key, operator: ops.includes(row.operator) ? row.operator : (ops[0] ?? 'equal_to'), value: '' };
};

/** Indexes of rows whose value is missing. */
export const incompleteRows = (rows: readonly TFilterRow[]) =>
  rows.flatMap((r, i) => (needsValue(r.operator) && r.value.trim() === '' ? [i] : []));

/** The API payload: the last condition has no query operator (part 2 §5). */
export const toPayload = (rows: readonly TFilterRow[]): TFilterCondition[] =>
  rows.map((r, i) => ({
    attribute_key: r.key,
    filter_operator: r.operator,
    values: needsValue(r.operator) ? [r.value.trim()] : [],
    query_operator: i === rows.length - 1 ? null : r.queryOperator,
  }));

/** Rows back from a saved segment's payload (unknown shapes are dropped). */
export const fromPayload = (payload: unknown): TFilterRow[] => {
  if (!Array.isArray(payload)) return [];
  return payload.flatMap((p: unknown) => {
    if (typeof p !== 'object' || p === null) return [];
    const c = p as Record<string, unknown>;
    if (typeof c.attribute_key !== 'string' || typeof c.filter_operator !== 'string') return [];
    const values = Array.isArray(c.values) ? c.values : [];
    return [
      {
        key: c.attribute_key,
        operator: c.filter_operator as TContactFilterOperator,
        value: values.map((v) => String(v)).join(','),
        queryOperator: String(c.query_operator).toLowerCase() === 'or' ? 'or' : 'and',
      },
    ];
  });
};
