import { describe, expect, it } from 'vitest';
import { messageParams, listSearchParams, nextPageOf } from './conversationQueries.ts';
import type { TCustomAttribute } from '../../../common/contracts/customAttributes.ts';
import { fieldIdOf, filterFields, rowFor } from './filterFields.ts';
import { filterPayload, isRowComplete, rowsOfQuery, valuesOf } from './filterQuery.ts';

describe('filter payload', () => {
  it('leaves the last row without a query operator', () => {
    const body = filterPayload([
      { attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: 'or' },
      { attribute_key: 'priority', filter_operator: 'equal_to', values: ['high'], query_operator: 'and' },
    ]);
    expect(body.payload.map((r) => r.query_operator)).toEqual(['or', null]);
  });
  it('splits text and number values on commas and keeps numbers numeric', () => {
    expect(valuesOf('text', 'contains', ' a.com, b.com ,')).toEqual(['a.com', 'b.com']);
    expect(valuesOf('number', 'equal_to', '42')).toEqual([42]);
    expect(valuesOf('number', 'equal_to', '4, 2')).toEqual([4, 2]);
    expect(valuesOf('number', 'equal_to', '4, x')).toEqual([]);
    expect(valuesOf('date', 'days_before', '3')).toEqual([3]);
    expect(valuesOf('date', 'is_greater_than', '2026-01-02')).toEqual(['2026-01-02']);
    expect(valuesOf('multiSelect', 'is_present', 'x')).toEqual([]);
  });
  it('offers custom attributes by type and sends their model', () => {
    const def = (
      key: string,
      type: TCustomAttribute['attribute_display_type'],
      model: TCustomAttribute['attribute_model'],
    ) =>
      ({
        attribute_key: key,
        attribute_display_name: key.toUpperCase(),
        attribute_display_type: type,
        attribute_model: model,
        attribute_values: ['a', 'b'],
      }) as TCustomAttribute;
    const fields = filterFields([
      def('plan', 'list', 'conversation_attribute'),
      def('plan', 'checkbox', 'contact_attribute'),
    ]);
    const plan = fields.find((f) => f.id === 'conversation_attribute:plan');
    expect(plan).toMatchObject({ input: 'multiSelect', options: ['a', 'b'], label: 'PLAN' });
    expect(fields.find((f) => f.id === 'contact_attribute:plan')).toMatchObject({
      input: 'boolean',
      operators: ['equal_to', 'not_equal_to'],
    });
    expect(fields.find((f) => f.id === 'browser_language')).toMatchObject({ input: 'text', model: null });
    const row = { ...rowFor(plan!), values: ['a', 'b'] };
    expect(fieldIdOf(row)).toBe('conversation_attribute:plan');
    const body = filterPayload([row]);
    expect(body.payload[0]).toEqual({
      attribute_key: 'plan',
      filter_operator: 'equal_to',
      values: ['a', 'b'],
      query_operator: null,
      custom_attribute_type: 'conversation_attribute',
    });
    expect(rowsOfQuery(body)).toEqual([{ ...row, query_operator: 'and' }]);
  });
  it('needs a value unless the operator is about presence', () => {
    expect(isRowComplete({ attribute_key: 'status', filter_operator: 'equal_to', values: [] })).toBe(false);
    expect(isRowComplete({ attribute_key: 'team_id', filter_operator: 'is_present', values: [] })).toBe(true);
  });
  it('reads a saved folder back into rows, dropping foreign shapes', () => {
    expect(
      rowsOfQuery({ payload: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open', {}] }, 'x'] }),
    ).toEqual([{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: 'and' }]);
    expect(rowsOfQuery(null)).toEqual([]);
  });
});

describe('list and message params', () => {
  it('sends the view type, filters and page', () => {
    const p = listSearchParams(
      { view: 'mention', assigneeType: 'me', status: 'all', sortBy: 'created_at_asc', label: 'vip', teamId: 3 },
      2,
    );
    expect(p.toString()).toBe(
      'assignee_type=me&status=all&sort_by=created_at_asc&page=2&team_id=3&labels%5B%5D=vip&conversation_type=mention',
    );
  });
  it('sends after only when it differs from before', () => {
    expect(messageParams(10, 10).toString()).toBe('before=10');
    expect(messageParams(10, 12).toString()).toBe('before=10&after=12');
    expect(messageParams().toString()).toBe('');
  });
  it('stops paging after a short page (the per-tab end flag)', () => {
    const page = (n: number) => ({
      meta: { mine_count: 0, unassigned_count: 0, all_count: 0 },
      payload: Array.from<never>({ length: n }),
    });
    expect(nextPageOf(page(25), [page(25)])).toBe(2);
    expect(nextPageOf(page(24), [page(25), page(24)])).toBeUndefined();
  });
});
