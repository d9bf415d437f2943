import type { TWorkingHour } from '../inboxApi.ts';

/** One day in the editor: times as minutes after midnight. */
export interface TDayHours {
  day: number;
  open: boolean;
  allDay: boolean;
  from: number;
  to: number;
}

/** Monday first, Sunday last (day_of_week 0 is Sunday, as Chatwoot stores it). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const NINE = 9 * 60;
const FIVE_PM = 17 * 60;

/** The editor's week from the saved rows; a day without a row is open 9–17 on weekdays, closed at weekends. */
export const fromWorkingHours = (rows: readonly TWorkingHour[]): TDayHours[] =>
  WEEK_ORDER.map((day) => {
    const row = rows.find((r) => r.day_of_week === day);
    if (!row) return { day, open: day !== 0 && day !== 6, allDay: false, from: NINE, to: FIVE_PM };
    return {
      day,
      open: !row.closed_all_day,
      allDay: row.open_all_day,
      from: row.open_hour === null ? NINE : row.open_hour * 60 + (row.open_minutes ?? 0),
      to: row.close_hour === null ? FIVE_PM : row.close_hour * 60 + (row.close_minutes ?? 0),
    };
  });

export const toWorkingHours = (days: readonly TDayHours[]) =>
  days.map((d) => ({
    day_of_week: d.day,
    closed_all_day: !d.open,
    open_all_day: d.open && d.allDay,
    open_hour: d.open && !d.allDay ? Math.floor(d.from / 60) : null,
    open_minutes: d.open && !d.allDay ? d.from % 60 : null,
    close_hour: d.open && !d.allDay ? Math.floor(d.to / 60) : null,
    close_minutes: d.open && !d.allDay ? d.to % 60 : null,
  }));

/** Days whose closing time is not after their opening time. */
export const invalidDays = (days: readonly TDayHours[]) =>
  days.filter((d) => d.open && !d.allDay && d.to <= d.from).map((d) => d.day);

/** Half-hour steps from 00:00 to 24:00 (closing at midnight is 24:00). */
export const TIME_STEPS = Array.from({ length: 49 }, (_, i) => i * 30);
export const formatMinutes = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The time zones the browser knows, with UTC first. */
export const timeZones = (): string[] => {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return ['UTC', ...zones.filter((z) => z !== 'UTC')];
};
