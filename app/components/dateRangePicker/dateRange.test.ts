import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from './dateMath.ts';
import {
  alignCalendars,
  calendarDays,
  checkTypedDate,
  isValidRange,
  PRESETS,
  presetRange,
  selectDay,
  yearPage,
} from './dateRange.ts';

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);
const today = d(2026, 3, 31);

describe('date-range presets', () => {
  it('offers last7days … lastYear and custom', () => {
    expect(PRESETS).toEqual(['last7days', 'last30days', 'last3months', 'last6months', 'lastYear', 'custom']);
  });

  it('ends each preset today and starts it the right distance back', () => {
    const starts = (['last7days', 'last30days', 'last3months', 'last6months', 'lastYear'] as const).map((p) =>
      formatDate(presetRange(p, today).start),
    );
    expect(starts).toEqual(['25/03/2026', '02/03/2026', '31/12/2025', '30/09/2025', '31/03/2025']);
    const range = presetRange('last7days', today);
    expect(formatDate(range.end)).toBe('31/03/2026');
    expect(range.end.getHours()).toBe(23);
    expect(range.start.getHours()).toBe(0);
  });
});

describe('calendar grid', () => {
  it('has 42 days starting on the Monday on or before the 1st', () => {
    const days = calendarDays(d(2026, 4, 15)); // 1 April 2026 is a Wednesday
    expect(days).toHaveLength(42);
    expect(formatDate(days[0] as Date)).toBe('30/03/2026');
    expect((days[0] as Date).getDay()).toBe(1);
    expect(formatDate(days[41] as Date)).toBe('10/05/2026');
  });

  it('starts on the 1st itself when it is a Monday', () => {
    expect(formatDate(calendarDays(d(2026, 6, 1))[0] as Date)).toBe('01/06/2026');
  });

  it('shows 10 years a page', () => {
    expect(yearPage(2026)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029]);
    expect(yearPage(2030)[0]).toBe(2030);
  });
});

describe('picking days', () => {
  it('starts, ends, and restarts a range', () => {
    const first = selectDay({ start: null, end: null }, d(2026, 3, 10));
    expect(first.end).toBeNull();
    const done = selectDay(first, d(2026, 3, 12));
    expect(formatDate(done.end as Date)).toBe('12/03/2026');
    const sameDay = selectDay(first, d(2026, 3, 10));
    expect(formatDate(sameDay.end as Date)).toBe('10/03/2026');
    const earlier = selectDay(first, d(2026, 3, 5));
    expect(formatDate(earlier.start)).toBe('05/03/2026');
    expect(earlier.end).toBeNull();
    const afterComplete = selectDay(done, d(2026, 3, 20));
    expect(formatDate(afterComplete.start)).toBe('20/03/2026');
    expect(afterComplete.end).toBeNull();
  });

  it('keeps the start month before the end month', () => {
    expect(alignCalendars(d(2026, 3, 1), d(2026, 4, 1), 'start')).toEqual({
      startMonth: d(2026, 3, 1),
      endMonth: d(2026, 4, 1),
    });
    expect(formatDate(alignCalendars(d(2026, 4, 1), d(2026, 4, 1), 'start').endMonth)).toBe('01/05/2026');
    expect(formatDate(alignCalendars(d(2026, 6, 1), d(2026, 4, 1), 'end').startMonth)).toBe('01/03/2026');
  });
});

describe('typed dates', () => {
  it('parse only in dd/MM/yyyy', () => {
    expect(parseDate('31/02/2026')).toBeNull();
    expect(parseDate('2026-03-01')).toBeNull();
    expect(formatDate(parseDate('01/03/2026') as Date)).toBe('01/03/2026');
  });

  it('report the three errors', () => {
    expect(checkTypedDate('start', 'nope', null).error).toBe('format');
    expect(checkTypedDate('start', '20/03/2026', d(2026, 3, 10)).error).toBe('startAfterEnd');
    expect(checkTypedDate('end', '05/03/2026', d(2026, 3, 10)).error).toBe('endBeforeStart');
    expect(checkTypedDate('end', '10/03/2026', d(2026, 3, 10)).error).toBeNull();
  });

  it('need a start and an end in order to apply', () => {
    expect(isValidRange(null, d(2026, 1, 1))).toBe(false);
    expect(isValidRange(d(2026, 1, 2), d(2026, 1, 1))).toBe(false);
    expect(isValidRange(d(2026, 1, 1), d(2026, 1, 1))).toBe(true);
  });
});
