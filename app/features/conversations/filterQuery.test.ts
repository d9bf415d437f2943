import { describe, expect, it } from 'vitest';
import { messageParams, listSearchParams, nextPageOf } from './conversationQueries.ts';
import { filterPayload, isRowComplete, rowsOfQuery, valuesOf } from './filterQuery.ts';

describe('filter payload', () => {
  it('leaves the last row without a query operator', () => {
    const body = filterPayload([
      { attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: 'or' },
      { attribute_key: 'priority', filter_operator: 'equal_to', values: ['high'], query_operator: 'and' },
    ]);
    expect(body.payload.map((r) => r.query_operator)).toEqual(['or', null]);
  });
  it('splits text values on commas and keeps numbers numeric', () => {
    expect(valuesOf('referer', 'contains', ' a.com, b.com ,')).toEqual(['a.com', 'b.com']);
    expect(valuesOf('display_id', 'equal_to', '42')).toEqual([42]);
    expect(valuesOf('created_at', 'days_before', '3')).toEqual([3]);
    expect(valuesOf('assignee_id', 'is_present', 'x')).toEqual([]);
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
