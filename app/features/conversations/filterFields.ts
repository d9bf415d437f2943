import {
  FILTER_KIND_OF_TYPE,
  OPERATORS_BY_KIND,
  type TContactFilterOperator,
  type TFilterKind,
} from '../../../common/contracts/contactExtras.ts';
import type { TAttributeModel, TCustomAttribute } from '../../../common/contracts/customAttributes.ts';
import type { TFilterRow } from './conversationTypes.ts';
import type { TFilterInput } from './filterQuery.ts';

// The filter builder's attributes: loaded with the (lazy) filter dialog, not with the conversation screen.

/** The attributes the advanced filter offers, with their operators (Chatwoot's conversation filter). */
export const FILTER_ATTRIBUTES = {
  status: { input: 'multiSelect', operators: ['equal_to', 'not_equal_to'] },
  assignee_id: { input: 'multiSelect', operators: ['equal_to', 'not_equal_to', 'is_present', 'is_not_present'] },
  inbox_id: { input: 'multiSelect', operators: ['equal_to', 'not_equal_to', 'is_present', 'is_not_present'] },
  team_id: { input: 'multiSelect', operators: ['equal_to', 'not_equal_to', 'is_present', 'is_not_present'] },
  priority: { input: 'multiSelect', operators: ['equal_to', 'not_equal_to'] },
  labels: { input: 'multiSelect', operators: ['equal_to', 'not_equal_to', 'is_present', 'is_not_present'] },
  display_id: { input: 'number', operators: ['equal_to', 'not_equal_to'] },
  browser_language: { input: 'text', operators: ['equal_to', 'not_equal_to'] },
  country_code: { input: 'text', operators: ['equal_to', 'not_equal_to'] },
  referer: { input: 'text', operators: ['equal_to', 'not_equal_to', 'contains', 'does_not_contain'] },
  created_at: { input: 'date', operators: ['is_greater_than', 'is_less_than', 'days_before'] },
  last_activity_at: { input: 'date', operators: ['is_greater_than', 'is_less_than', 'days_before'] },
} as const satisfies Record<string, { input: TFilterInput; operators: readonly TContactFilterOperator[] }>;

export type TFilterAttribute = keyof typeof FILTER_ATTRIBUTES;
export const FILTER_ATTRIBUTE_KEYS = Object.keys(FILTER_ATTRIBUTES) as TFilterAttribute[];

/** One attribute the builder offers: a standard one, or a custom attribute of the conversation or contact. */
export interface TFilterField {
  /** Unique among the fields: the key, or `model:key` for a custom attribute (a key may exist in both models). */
  id: string;
  key: string;
  model: TAttributeModel | null;
  /** A custom attribute's display name; standard fields are labelled from the catalogue. */
  label: string | null;
  input: TFilterInput;
  operators: readonly TContactFilterOperator[];
  /** A list attribute's values. */
  options: string[];
}

const INPUT_OF_KIND: Record<TFilterKind, TFilterInput> = {
  text: 'text',
  list: 'multiSelect',
  number: 'number',
  date: 'date',
  boolean: 'boolean',
  labels: 'multiSelect',
};

/** The standard fields, then the account's conversation attributes, then its contact attributes. */
export const filterFields = (definitions: readonly TCustomAttribute[]): TFilterField[] => [
  ...FILTER_ATTRIBUTE_KEYS.map((key) => ({
    id: key,
    key,
    model: null,
    label: null,
    input: FILTER_ATTRIBUTES[key].input,
    operators: FILTER_ATTRIBUTES[key].operators,
    options: [],
  })),
  ...(['conversation_attribute', 'contact_attribute'] as const).flatMap((model) =>
    definitions
      .filter((d) => d.attribute_model === model)
      .map((d) => {
        const kind = FILTER_KIND_OF_TYPE[d.attribute_display_type];
        return {
          id: `${model}:${d.attribute_key}`,
          key: d.attribute_key,
          model,
          label: d.attribute_display_name,
          input: INPUT_OF_KIND[kind],
          operators: OPERATORS_BY_KIND[kind],
          options: d.attribute_values,
        };
      }),
  ),
];

/** The field a row names (its custom attribute type tells a contact's attribute from a conversation's). */
export const fieldIdOf = (row: Pick<TFilterRow, 'attribute_key' | 'custom_attribute_type'>) =>
  row.custom_attribute_type ? `${row.custom_attribute_type}:${row.attribute_key}` : row.attribute_key;

/** A fresh row for a field: its first operator, no value. */
export const rowFor = (field: TFilterField, queryOperator: 'and' | 'or' = 'and'): TFilterRow => ({
  attribute_key: field.key,
  filter_operator: field.operators[0] ?? 'equal_to',
  values: [],
  query_operator: queryOperator,
  ...(field.model && { custom_attribute_type: field.model }),
});
