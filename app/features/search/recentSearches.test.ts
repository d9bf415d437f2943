import { describe, expect, it } from 'vitest';
import { addRecent, clearRecent, readRecent, RECENT_MAX } from './recentSearches.ts';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

describe('recent searches', () => {
  it('keeps the newest first, moves a repeat up and keeps at most RECENT_MAX', () => {
    const s = memory();
    addRecent(s, 1, 'refund');
    addRecent(s, 1, ' parcel ');
    expect(addRecent(s, 1, 'Refund')).toEqual(['Refund', 'parcel']);
    for (let i = 0; i < 20; i += 1) addRecent(s, 1, `q${i}`);
    expect(readRecent(s, 1)).toHaveLength(RECENT_MAX);
    expect(readRecent(s, 1)[0]).toBe('q19');
  });

  it('is kept per user, ignores blank queries and unreadable entries, and clears', () => {
    const s = memory();
    addRecent(s, 1, 'mine');
    expect(addRecent(s, 1, '   ')).toEqual(['mine']);
    expect(readRecent(s, 2)).toEqual([]);
    s.setItem('cw_recent_searches:3', '{not json');
    expect(readRecent(s, 3)).toEqual([]);
    clearRecent(s, 1);
    expect(readRecent(s, 1)).toEqual([]);
  });
});
