import { addDays, addMonths, endOfDay, monthIndex, parseDate, startOfDay, startOfMonth } from './dateMath.ts';

/** Part 1 §3 preset values; `custom` is a range picked on the calendars. */
export const PRESETS = ['last7days', 'last30days', 'last3months', 'last6months', 'lastYear', 'custom'] as const;
export type TPreset = (typeof PRESETS)[number];

export interface TDateRange {
  start: Date;
  end: Date;
}

/** The range a preset stands for, ending today (the default is the last 7 days). */
export const presetRange = (preset: Exclude<TPreset, 'custom'>, today: Date): TDateRange => {
  const end = endOfDay(today);
  switch (preset) {
    case 'last7days':
      return { start: startOfDay(addDays(today, -6)), end };
    case 'last30days':
      return { start: startOfDay(addDays(today, -29)), end };
    case 'last3months':
      return { start: startOfDay(addMonths(today, -3)), end };
    case 'last6months':
      return { start: startOfDay(addMonths(today, -6)), end };
    case 'lastYear':
      return { start: startOfDay(addMonths(today, -12)), end };
  }
};

/** The 6-week (42-day) grid of a month, starting on the Monday on or before the 1st. */
export const calendarDays = (month: Date): Date[] => {
  const first = startOfMonth(month);
  const offset = (first.getDay() + 6) % 7; // Monday 0 … Sunday 6
  const gridStart = addDays(first, -offset);
  return Array.from({ length: 42 }, (_, i) => addDays(gridStart, i));
};

/** The 10 years of the year view's page holding `year` (2020…2029). */
export const yearPage = (year: number): number[] => {
  const first = year - (((year % 10) + 10) % 10);
  return Array.from({ length: 10 }, (_, i) => first + i);
};

/** A click on the calendars: the first sets the start; a later day ends the range; an earlier one restarts it. */
export const selectDay = (
  picking: { start: Date | null; end: Date | null },
  day: Date,
): { start: Date; end: Date | null } => {
  const { start, end } = picking;
  if (!start || end) return { start: startOfDay(day), end: null };
  if (day.getTime() >= start.getTime()) return { start, end: endOfDay(day) };
  return { start: startOfDay(day), end: null };
};

/** Keeps the start calendar's month strictly before the end calendar's, moving the one not navigated. */
export const alignCalendars = (
  startMonth: Date,
  endMonth: Date,
  moved: 'start' | 'end',
): { startMonth: Date; endMonth: Date } => {
  if (monthIndex(startMonth) < monthIndex(endMonth)) return { startMonth, endMonth };
  return moved === 'start'
    ? { startMonth, endMonth: startOfMonth(addMonths(startMonth, 1)) }
    : { startMonth: startOfMonth(addMonths(endMonth, -1)), endMonth };
};

export type TTypedDateError = 'format' | 'startAfterEnd' | 'endBeforeStart';

/** A typed date (custom range only): must parse, and keep the start on or before the end. */
export const checkTypedDate = (
  which: 'start' | 'end',
  text: string,
  other: Date | null,
): { date: Date; error: null } | { date: null; error: TTypedDateError } => {
  const date = parseDate(text);
  if (!date) return { date: null, error: 'format' };
  if (other && which === 'start' && date.getTime() > startOfDay(other).getTime())
    return { date: null, error: 'startAfterEnd' };
  if (other && which === 'end' && date.getTime() < startOfDay(other).getTime())
    return { date: null, error: 'endBeforeStart' };
  return { date, error: null };
};

/** Apply needs a start and an end, in order. */
export const isValidRange = (start: Date | null, end: Date | null): boolean =>
  Boolean(start && end && start.getTime() <= end.getTime());
