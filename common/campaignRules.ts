/**
 * The rules a website campaign is shown by, evaluated in the visitor's browser (the widget) and kept
 * here so they are tested once: the page address, and the inbox's working hours.
 */

/** A page address without its fragment, query and trailing slash, host in lower case. */
const normalise = (url: string) => {
  try {
    const u = new URL(url);
    const path = u.pathname.replace(/\/+$/, '');
    return `${u.protocol}//${u.host.toLowerCase()}${path}`;
  } catch {
    return url
      .trim()
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '');
  }
};

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a campaign's `url` rule matches the page: without `*` the same page (query, fragment and a
 * trailing slash aside); each `*` stands for anything, so `https://shop.test/pricing*` is a prefix and
 * `https://*.shop.test/*` any page of any subdomain.
 */
export const urlMatches = (pattern: string, page: string) => {
  const p = pattern.trim();
  if (!p) return false;
  if (!p.includes('*')) return normalise(p) === normalise(page);
  const re = new RegExp(`^${p.split('*').map(escape).join('.*')}$`, 'i');
  const bare = page.replace(/#.*$/, '');
  return re.test(bare) || re.test(bare.replace(/\?.*$/, '')) || re.test(normalise(page));
};

export interface TWorkingHour {
  day_of_week: number;
  closed_all_day: boolean;
  open_all_day: boolean;
  open_hour?: number | null;
  open_minutes?: number | null;
  close_hour?: number | null;
  close_minutes?: number | null;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday (0 Sunday) and minute of the day at `now` in a time zone (UTC when unknown). */
const localTime = (now: Date, timeZone: string) => {
  const read = (tz: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  let parts: Record<string, string>;
  try {
    parts = read(timeZone || 'UTC');
  } catch {
    parts = read('UTC');
  }
  return { day: DAYS.indexOf(parts.weekday ?? ''), minute: Number(parts.hour) * 60 + Number(parts.minute) };
};

/** Whether the inbox is open at `now` by its working hours (always, when it keeps none). */
export const withinWorkingHours = (
  enabled: boolean,
  hours: TWorkingHour[],
  timeZone: string,
  now: Date = new Date(),
) => {
  if (!enabled) return true;
  const { day, minute } = localTime(now, timeZone);
  const today = hours.find((h) => h.day_of_week === day);
  if (!today || today.closed_all_day) return false;
  if (today.open_all_day) return true;
  const open = (today.open_hour ?? 0) * 60 + (today.open_minutes ?? 0);
  const close = (today.close_hour ?? 0) * 60 + (today.close_minutes ?? 0);
  return minute >= open && minute < close;
};
