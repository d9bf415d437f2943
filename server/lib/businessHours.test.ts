import { describe, expect, it } from 'vitest';
import { addBusinessSeconds, businessSecondsBetween, type TBusinessHours, type TWorkingDay } from './businessHours.ts';

const day = (dayOfWeek: number, open: [number, number] | 'closed' | 'all'): TWorkingDay => ({
  dayOfWeek,
  closedAllDay: open === 'closed',
  openAllDay: open === 'all',
  openHour: Array.isArray(open) ? open[0] : null,
  openMinutes: 0,
  closeHour: Array.isArray(open) ? open[1] : null,
  closeMinutes: 0,
});

/** Monday–Friday 09:00–17:00, weekend closed. */
const weekdays = (timezone: string): TBusinessHours => ({
  enabled: true,
  timezone,
  days: [0, 1, 2, 3, 4, 5, 6].map((d) => day(d, d === 0 || d === 6 ? 'closed' : [9, 17])),
});

const at = (iso: string) => new Date(iso);
const HOUR = 3600;

describe('businessSecondsBetween', () => {
  it('counts every second when working hours are off', () => {
    const hours = { ...weekdays('UTC'), enabled: false };
    expect(businessSecondsBetween(at('2026-11-20T20:00:00Z'), at('2026-11-23T10:00:00Z'), hours)).toBe(62 * HOUR);
  });

  it('counts only open hours inside one day', () => {
    expect(businessSecondsBetween(at('2026-11-23T08:00:00Z'), at('2026-11-23T10:30:00Z'), weekdays('UTC'))).toBe(
      1.5 * HOUR,
    );
  });

  it('skips the nights and a closed weekend', () => {
    // Friday 16:00 → Monday 10:00: one hour on Friday, one on Monday.
    expect(businessSecondsBetween(at('2026-11-20T16:00:00Z'), at('2026-11-23T10:00:00Z'), weekdays('UTC'))).toBe(
      2 * HOUR,
    );
  });

  it('reads the hours in the inbox timezone', () => {
    // 09:00–17:00 in Kolkata (UTC+5:30) is 03:30–11:30 UTC.
    expect(
      businessSecondsBetween(at('2026-11-23T00:00:00Z'), at('2026-11-23T04:30:00Z'), weekdays('Asia/Kolkata')),
    ).toBe(HOUR);
  });

  it('keeps a DST day as long as it is', () => {
    const always: TBusinessHours = {
      enabled: true,
      timezone: 'Europe/Berlin',
      days: [0, 1, 2, 3, 4, 5, 6].map((d) => day(d, 'all')),
    };
    // The night clocks went back (2026-10-25) has 25 hours in Berlin.
    expect(businessSecondsBetween(at('2026-10-24T22:00:00Z'), at('2026-10-25T23:00:00Z'), always)).toBe(25 * HOUR);
  });

  it('answers 0 for an empty or reversed range and a schedule that never opens', () => {
    expect(businessSecondsBetween(at('2026-11-23T10:00:00Z'), at('2026-11-23T09:00:00Z'), weekdays('UTC'))).toBe(0);
    const closed = { ...weekdays('UTC'), days: [] };
    expect(businessSecondsBetween(at('2026-11-01T00:00:00Z'), at('2026-11-30T00:00:00Z'), closed)).toBe(0);
  });
});

describe('addBusinessSeconds', () => {
  it('adds wall time when working hours are off', () => {
    const hours = { ...weekdays('UTC'), enabled: false };
    expect(addBusinessSeconds(at('2026-11-21T10:00:00Z'), HOUR, hours)).toEqual(at('2026-11-21T11:00:00Z'));
  });

  it('carries a deadline over the night and the weekend', () => {
    // Friday 16:30 + 2 h of work: 30 min on Friday, 90 min on Monday.
    expect(addBusinessSeconds(at('2026-11-20T16:30:00Z'), 2 * HOUR, weekdays('UTC'))).toEqual(
      at('2026-11-23T10:30:00Z'),
    );
  });

  it('starts counting at the next opening when started outside hours', () => {
    expect(addBusinessSeconds(at('2026-11-22T12:00:00Z'), HOUR, weekdays('Asia/Kolkata'))).toEqual(
      at('2026-11-23T04:30:00Z'),
    );
  });

  it('is the inverse of businessSecondsBetween', () => {
    const hours = weekdays('America/New_York');
    const start = at('2026-11-18T21:17:00Z');
    const end = addBusinessSeconds(start, 11 * HOUR + 123, hours)!;
    expect(businessSecondsBetween(start, end, hours)).toBe(11 * HOUR + 123);
  });

  it('answers null for a schedule that never opens', () => {
    expect(addBusinessSeconds(at('2026-11-23T10:00:00Z'), 60, { ...weekdays('UTC'), days: [] })).toBeNull();
  });
});
