import { describe, expect, it } from 'vitest';
import { groupByOptions, readFilters, writeFilters } from './reportFilters.ts';

const today = new Date(2026, 10, 26, 10, 30);

describe('report filters in the URL', () => {
  it('defaults to the last 7 days by day, without business hours or a pick', () => {
    const f = readFilters(new URLSearchParams(), today);
    expect(f).toMatchObject({ preset: 'last7days', groupBy: 'day', businessHours: false, id: null });
    expect(f.start).toEqual(new Date(2026, 10, 20));
    expect(f.end).toEqual(new Date(2026, 10, 26, 23, 59, 59, 999));
    expect(writeFilters(f).toString()).toBe('');
  });

  it('round-trips a custom range, group-by, business hours and the picked id', () => {
    const params = new URLSearchParams(
      'range=custom&from=2026-01-01&to=2026-06-30&group_by=month&business_hours=true&id=7',
    );
    const f = readFilters(params, today);
    expect(f).toMatchObject({ preset: 'custom', groupBy: 'month', businessHours: true, id: 7 });
    expect(f.start).toEqual(new Date(2026, 0, 1));
    expect(writeFilters(f).toString()).toBe(params.toString());
  });

  it('drops a group-by the range does not allow and an unreadable range', () => {
    expect(readFilters(new URLSearchParams('group_by=year'), today).groupBy).toBe('day');
    const bad = readFilters(new URLSearchParams('range=custom&from=2026-02-31&to=2026-03-01'), today);
    expect(bad.preset).toBe('last7days');
  });

  it('offers longer groups only for longer ranges', () => {
    const d = (m: number, day: number) => new Date(2026, m, day);
    expect(groupByOptions(d(0, 1), d(0, 29))).toEqual(['day']);
    expect(groupByOptions(d(0, 1), d(0, 30))).toEqual(['day', 'week']);
    expect(groupByOptions(d(0, 1), d(3, 1))).toEqual(['day', 'week', 'month']);
    expect(groupByOptions(d(0, 1), d(11, 31))).toEqual(['day', 'week', 'month', 'year']);
  });
});
