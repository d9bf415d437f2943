import { describe, expect, it } from 'vitest';
import { entityRows, sortRows } from './summaryRows.ts';

const row = (id: number, conversations: number, frt: number | null) => ({
  id,
  conversations_count: conversations,
  resolved_conversations_count: 0,
  avg_resolution_time: null,
  avg_first_response_time: frt,
  avg_reply_time: null,
});

describe('summary rows', () => {
  it('lists every entity, zero when the server has no row, and keeps rows of unknown ids', () => {
    const rows = entityRows(
      [
        { id: 1, name: 'Ann' },
        { id: 2, name: 'Bob' },
      ],
      [row(2, 4, 60), row(9, 1, null)],
    );
    expect(rows.map((r) => [r.name, r.conversations_count])).toEqual([
      ['Ann', 0],
      ['Bob', 4],
      ['#9', 1],
    ]);
  });

  it('sorts both ways with empty figures last', () => {
    const rows = entityRows(
      [
        { id: 1, name: 'b' },
        { id: 2, name: 'a' },
        { id: 3, name: 'c' },
      ],
      [row(1, 1, 30), row(2, 2, null), row(3, 3, 10)],
    );
    const by = (descending: boolean) =>
      sortRows(rows, { column: 'avg_first_response_time', descending }, 'en').map((r) => r.id);
    expect(by(false)).toEqual([3, 1, 2]);
    expect(by(true)).toEqual([1, 3, 2]);
    expect(sortRows(rows, { column: 'name', descending: false }, 'en').map((r) => r.name)).toEqual(['a', 'b', 'c']);
  });
});
