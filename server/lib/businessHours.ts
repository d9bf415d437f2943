/**
 * Business hours: how many seconds between two instants fall inside an inbox's working hours, and
 * which instant lies N working seconds after another. Pure; the inbox's `working_hours` rows (day 0 =
 * Sunday, Chatwoot's) are read in the inbox's IANA timezone, so DST days are as long as they are.
 * With working hours off every second counts.
 */

export type TWorkingDay = {
  dayOfWeek: number;
  closedAllDay: boolean;
  openAllDay: boolean;
  openHour: number | null;
  openMinutes: number | null;
  closeHour: number | null;
  closeMinutes: number | null;
};

export type TBusinessHours = { enabled: boolean; timezone: string; days: readonly TWorkingDay[] };

const DAY_MS = 86_400_000;
/** Ten years of days: past it a schedule with no open hour would never end. */
const MAX_DAYS = 3660;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** A zone's offset from UTC at `ms`, in ms (what its wall clock reads minus UTC). */
const offsetAt = (ms: number, timeZone: string) => {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(ms / 1000) * 1000;
};

/** The UTC instant of a wall-clock time in a zone (a time skipped by DST lands just after the gap). */
const zonedToUtc = (localMs: number, timeZone: string) => {
  const first = localMs - offsetAt(localMs, timeZone);
  const second = localMs - offsetAt(first, timeZone);
  return second === first ? first : Math.max(first, second);
};

/** Midnight (as a UTC-based local date number) of the zone's calendar day holding `ms`. */
const localDayStart = (ms: number, timeZone: string) => {
  const local = ms + offsetAt(ms, timeZone);
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
};

/** The open interval [from, to) of one local calendar day, as UTC instants; null when closed. */
const openInterval = (dayLocal: number, hours: TBusinessHours): [number, number] | null => {
  const dow = new Date(dayLocal).getUTCDay();
  const day = hours.days.find((d) => d.dayOfWeek === dow);
  if (!day || day.closedAllDay) return null;
  const openMin = day.openAllDay ? 0 : (day.openHour ?? 0) * 60 + (day.openMinutes ?? 0);
  const closeMin = day.openAllDay ? 1440 : (day.closeHour ?? 0) * 60 + (day.closeMinutes ?? 0);
  if (closeMin <= openMin) return null;
  return [
    zonedToUtc(dayLocal + openMin * 60_000, hours.timezone),
    zonedToUtc(dayLocal + closeMin * 60_000, hours.timezone),
  ];
};

/** Seconds between `start` and `end` inside working hours (0 when end ≤ start). */
export const businessSecondsBetween = (start: Date, end: Date, hours: TBusinessHours): number => {
  const from = start.getTime();
  const to = end.getTime();
  if (to <= from) return 0;
  if (!hours.enabled) return (to - from) / 1000;
  let total = 0;
  let day = localDayStart(from, hours.timezone);
  for (let i = 0; i <= MAX_DAYS; i += 1, day += DAY_MS) {
    const open = openInterval(day, hours);
    if (open) {
      if (open[0] >= to) break;
      total += Math.max(0, Math.min(open[1], to) - Math.max(open[0], from));
    } else if (zonedToUtc(day, hours.timezone) >= to) break;
  }
  return total / 1000;
};

/**
 * The instant `seconds` of working time after `start` (a deadline). Null when the schedule has no
 * open hour within ten years.
 */
export const addBusinessSeconds = (start: Date, seconds: number, hours: TBusinessHours): Date | null => {
  const from = start.getTime();
  if (!hours.enabled) return new Date(from + seconds * 1000);
  let left = seconds * 1000;
  let day = localDayStart(from, hours.timezone);
  for (let i = 0; i <= MAX_DAYS; i += 1, day += DAY_MS) {
    const open = openInterval(day, hours);
    if (!open || open[1] <= from) continue;
    const begin = Math.max(open[0], from);
    if (begin + left <= open[1]) return new Date(begin + left);
    left -= open[1] - begin;
  }
  return null;
};
