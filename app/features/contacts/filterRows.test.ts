import { describe, expect, it } from 'vitest';
import type { TCustomAttribute } from '../../../common/contracts/customAttributes.ts';
import { filterAttributes, fromPayload, incompleteRows, newRow, toPayload, withKey } from './filterRows.ts';

const def = (over: Partial<TCustomAttribute>): TCustomAttribute => ({
  id: 1,
  attribute_display_name: 'Seats',
  attribute_display_type: 'number',
  attribute_description: null,
  attribute_key: 'seats',
  regex_pattern: null,
  regex_cue: null,
  attribute_values: [],
  attribute_model: 'contact_attribute',
  default_value: null,
  created_at: '',
  updated_at: '',
  ...over,
});

describe('contact filter rows', () => {
  const attrs = filterAttributes([
    def({}),
    def({ attribute_key: 'conv_only', attribute_model: 'conversation_attribute' }),
  ]);

  it('offers standard then contact custom attributes only', () => {
    expect(attrs[0]?.key).toBe('name');
    expect(attrs.at(-1)).toMatchObject({ key: 'seats', kind: 'number', custom: true });
    expect(attrs.some((a) => a.key === 'conv_only')).toBe(false);
  });

  it('keeps an operator that still applies when the attribute changes, else picks the first valid one', () => {
    const row = { ...newRow(attrs), operator: 'is_present' as const, value: 'x' };
    expect(withKey(row, 'seats', attrs)).toMatchObject({ key: 'seats', operator: 'is_present', value: '' });
    const contains = { ...row, operator: 'contains' as const };
    expect(withKey(contains, 'created_at', attrs).operator).toBe('is_greater_than');
  });

  it('builds the payload with no operator on the last condition, and reads it back', () => {
    const rows = [
      { key: 'name', operator: 'contains' as const, value: ' ann ', queryOperator: 'or' as const },
      { key: 'email', operator: 'is_present' as const, value: 'ignored', queryOperator: 'and' as const },
    ];
    const payload = toPayload(rows);
    expect(payload).toEqual([
      { attribute_key: 'name', filter_operator: 'contains', values: ['ann'], query_operator: 'or' },
      { attribute_key: 'email', filter_operator: 'is_present', values: [], query_operator: null },
    ]);
    expect(fromPayload(payload)).toEqual([
      { key: 'name', operator: 'contains', value: 'ann', queryOperator: 'or' },
      { key: 'email', operator: 'is_present', value: '', queryOperator: 'and' },
    ]);
    expect(incompleteRows([{ ...rows[0]!, value: ' ' }, rows[1]!])).toEqual([0]);
  });
});
